import { useLingui } from "@lingui/react/macro";
import type { LocalMeal } from "../../data/index.ts";
import { useFormat } from "../../i18n/format.ts";
import { Card, CardBody, CardHeader, Skeleton } from "../../ui/index.ts";

/** spec §2: a skeleton while pending; when analysed kcal and macros, fibre and sugar only when present. */
export function NutritionSummary({ meal }: { meal: LocalMeal }) {
  const { t } = useLingui();
  const format = useFormat();
  const status = meal.analysis_status;
  const tiles: { label: string; value: string; accent?: boolean }[] = [
    { label: t`Calories`, value: t`${format.number(meal.total_calories)} kcal`, accent: true },
    { label: t`Protein`, value: t`${format.number(meal.total_protein, 1)} g` },
    { label: t`Fat`, value: t`${format.number(meal.total_fat, 1)} g` },
    { label: t`Carbs`, value: t`${format.number(meal.total_carbohydrates, 1)} g` },
  ];
  if (meal.total_fiber > 0)
    tiles.push({ label: t`Fiber`, value: t`${format.number(meal.total_fiber, 1)} g` });
  if (meal.total_sugar > 0)
    tiles.push({ label: t`Sugar`, value: t`${format.number(meal.total_sugar, 1)} g` });
  return (
    <Card>
      <CardHeader title={t`Nutrition summary`} />
      <CardBody>
        {status === "pending" ? (
          <div
            className="grid grid-cols-2 gap-3 sm:grid-cols-4"
            aria-busy="true"
            data-testid="summary-skeleton"
          >
            {[0, 1, 2, 3].map((key) => (
              <Skeleton key={key} className="h-20 rounded-xl" />
            ))}
          </div>
        ) : status === "completed" ? (
          <dl
            className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6"
            data-testid="nutrition-summary"
          >
            {tiles.map((tile) => (
              <div
                key={tile.label}
                className={
                  tile.accent
                    ? "rounded-xl bg-brand-700 p-3 text-white dark:bg-brand-800"
                    : "rounded-xl bg-slate-100 p-3 dark:bg-slate-800"
                }
              >
                <dt
                  className={
                    tile.accent ? "text-xs text-brand-100" : "text-xs text-slate-600 dark:text-slate-400"
                  }
                >
                  {tile.label}
                </dt>
                <dd
                  className={
                    tile.accent
                      ? "mt-1 text-xl font-bold tabular-nums"
                      : "mt-1 text-lg font-semibold text-slate-900 tabular-nums dark:text-white"
                  }
                >
                  {tile.value}
                </dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t`This meal has not been analyzed.`}</p>
        )}
      </CardBody>
    </Card>
  );
}
