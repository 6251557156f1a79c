import type { ReactNode } from "react";
import { useLingui } from "@lingui/react/macro";
import type { Onboarding, UserGoals } from "@nutrisnap/shared/api";
import { bmi, bmiCategory } from "@nutrisnap/shared/nutrition";
import { useFormat } from "../../i18n/format.ts";
import { Badge } from "../../ui/index.ts";
import { useProfileLabels } from "../onboarding/labels.ts";

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="rounded-xl bg-slate-50 px-4 py-3 dark:bg-slate-800/60">
      <dt className="text-xs font-medium text-slate-600 dark:text-slate-400">{term}</dt>
      <dd className="mt-0.5 text-sm font-semibold text-slate-900 dark:text-white">{children}</dd>
    </div>
  );
}

const grid = "grid grid-cols-2 gap-3 lg:grid-cols-3";

export function BasicView({ onboarding }: { onboarding: Onboarding }) {
  const { t } = useLingui();
  const labels = useProfileLabels();
  const format = useFormat();
  const value = bmi(onboarding.current_weight, onboarding.height);
  return (
    <dl className={grid}>
      <Item term={t`Age`}>{t`${format.number(onboarding.age)} years`}</Item>
      <Item term={t`Gender`}>{labels.gender[onboarding.gender]}</Item>
      <Item term={t`Height`}>{format.decimal(onboarding.height)} cm</Item>
      <Item term={t`Current weight`}>{format.decimal(onboarding.current_weight)} kg</Item>
      <Item term={t`Target weight`}>
        {onboarding.target_weight !== null ? `${format.decimal(onboarding.target_weight)} kg` : t`Not set`}
      </Item>
      <Item term={t`BMI`}>
        {format.decimal(value)} · {labels.bmiCategory[bmiCategory(value)]}
      </Item>
      <Item term={t`Activity level`}>{labels.activity[onboarding.activity_level].label}</Item>
    </dl>
  );
}

export function GoalsView({ goals }: { goals: UserGoals | null }) {
  const { t } = useLingui();
  const labels = useProfileLabels();
  const format = useFormat();
  if (!goals)
    return <p className="text-sm text-slate-600 dark:text-slate-400">{t`No goals yet. Edit to set them.`}</p>;
  const optional = (value: number | null, unit: string) =>
    value !== null ? `${format.number(value)} ${unit}` : t`Not set`;
  return (
    <dl className={grid}>
      <Item term={t`Goal type`}>{labels.goalType[goals.goal_type]}</Item>
      <Item term={t`Daily calories`}>{format.number(goals.daily_calories)} kcal</Item>
      <Item term={t`Protein`}>{format.number(goals.daily_protein)} g</Item>
      <Item term={t`Fat`}>{format.number(goals.daily_fat)} g</Item>
      <Item term={t`Carbohydrates`}>{format.number(goals.daily_carbohydrates)} g</Item>
      <Item term={t`Fiber`}>{format.number(goals.daily_fiber)} g</Item>
      <Item term={t`Sugar`}>{optional(goals.daily_sugar, "g")}</Item>
      <Item term={t`Sodium`}>{optional(goals.daily_sodium, "mg")}</Item>
      <Item term={t`Weekly weight change`}>
        {goals.weekly_weight_change !== null
          ? `${format.signed(goals.weekly_weight_change, 2)} kg`
          : t`Not set`}
      </Item>
    </dl>
  );
}

export function PreferencesView({ onboarding }: { onboarding: Onboarding }) {
  const { t } = useLingui();
  const labels = useProfileLabels();
  const chips = <K extends string>(keys: K[], names: Record<K, string>) =>
    keys.length > 0 ? (
      <span className="flex flex-wrap gap-1.5">
        {keys.map((key) => (
          <Badge key={key} tone="brand">
            {names[key]}
          </Badge>
        ))}
      </span>
    ) : (
      t`None`
    );
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      <Item term={t`Dietary restrictions`}>{chips(onboarding.dietary_restrictions, labels.dietary)}</Item>
      <Item term={t`Health conditions`}>{chips(onboarding.health_conditions, labels.health)}</Item>
      <Item term={t`Food preferences`}>{chips(onboarding.food_preferences, labels.food)}</Item>
      <Item term={t`Cooking frequency`}>
        {onboarding.cooking_frequency ? labels.cooking[onboarding.cooking_frequency].label : t`Not set`}
      </Item>
      <Item term={t`Budget preference`}>
        {onboarding.budget_preference ? labels.budget[onboarding.budget_preference] : t`Not set`}
      </Item>
    </dl>
  );
}
