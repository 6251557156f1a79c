import { useLingui } from "@lingui/react/macro";
import { PageHeader } from "../../ui/index.ts";

// The meal-screens work replaces this component with the dashboard of spec §2.
export function DashboardPage() {
  const { t } = useLingui();
  return <PageHeader title={t`Dashboard`} />;
}
