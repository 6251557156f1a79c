import { useLingui } from "@lingui/react/macro";
import { PageHeader } from "../../ui/index.ts";

// The meal-screens work replaces this component with the meal detail of spec §2.
export function MealDetailPage({ id }: { id: string }) {
  const { t } = useLingui();
  return <PageHeader title={t`Meal`} description={id} />;
}
