import { useLingui } from "@lingui/react/macro";
import type { Onboarding, UserGoals } from "@nutrisnap/shared/api";
import { bmi, bmiCategory } from "@nutrisnap/shared/nutrition";
import { currentWeight, useWeights } from "../../data/index.ts";
import { useFormat } from "../../i18n/format.ts";
import { bmiCategoryLabels, goalTypeLabels } from "./labels.ts";

/** spec §2: BMI with its category, current and target weight, goal type and kilograms to go. */
export function BodyStats({ onboarding, goals }: { onboarding: Onboarding; goals: UserGoals | null }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  // issue 15 item 17: the latest weighing is the current weight (recorded offline too).
  const latest = useWeights(1)?.[0];
  const current = currentWeight(onboarding, latest);
  const value = bmi(current, onboarding.height);
  // spec §2: the target falls back to the current weight.
  const target = onboarding.target_weight ?? current;
  const toGo = Math.abs(target - current);
  const stats: { label: string; value: string; hint?: string; testId: string }[] = [
    {
      label: t`BMI`,
      value: format.decimal(value),
      hint: i18n._(bmiCategoryLabels[bmiCategory(value)]),
      testId: "bmi",
    },
    { label: t`Current weight`, value: t`${format.decimal(current)} kg`, testId: "current-weight" },
    {
      label: t`Target weight`,
      value: t`${format.decimal(target)} kg`,
      hint: toGo > 0 ? t`${format.decimal(toGo)} kg to go` : undefined,
      testId: "target-weight",
    },
    ...(goals
      ? [{ label: t`Goal`, value: i18n._(goalTypeLabels[goals.goal_type]), testId: "goal-type" }]
      : []),
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {stats.map((stat) => (
        <div
          key={stat.testId}
          className="rounded-xl border border-slate-200 p-3 dark:border-slate-800"
          data-testid={stat.testId}
        >
          <dt className="text-xs text-slate-600 dark:text-slate-400">{stat.label}</dt>
          <dd className="mt-0.5 text-lg font-semibold text-slate-900 tabular-nums dark:text-white">
            {stat.value}
          </dd>
          {stat.hint && <dd className="text-xs text-slate-600 dark:text-slate-400">{stat.hint}</dd>}
        </div>
      ))}
    </dl>
  );
}
