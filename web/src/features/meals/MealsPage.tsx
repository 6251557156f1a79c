import { useLingui } from "@lingui/react/macro";
import { PageHeader } from "../../ui/index.ts";

// The meal-screens work replaces this component with the meals list of spec §2.
export function MealsPage() {
  const { t } = useLingui();
  return <PageHeader title={t`Meals`} />;
}
