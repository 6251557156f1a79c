import { useLingui } from "@lingui/react/macro";
import { PageHeader } from "../../ui/index.ts";

// The meal-screens work replaces this component with the log-meal screen of spec §2.
export function LogMealPage() {
  const { t } = useLingui();
  return <PageHeader title={t`Log a meal`} />;
}
