import type { ReactNode } from "react";
import { useLingui } from "@lingui/react/macro";
import { bmi, bmiCategory, goalTypeFromWeights, weightDifference } from "@nutrisnap/shared/nutrition";
import { useFormat } from "../../i18n/format.ts";
import { CheckIcon, parseNumberInput } from "../../ui/index.ts";
import { useProfileLabels } from "./labels.ts";
import type { OnboardingDraft } from "./onboardingForm.ts";

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 py-2 sm:flex-row sm:justify-between sm:gap-4">
      <dt className="text-sm text-slate-600 dark:text-slate-400">{term}</dt>
      <dd className="text-sm font-medium text-slate-900 sm:text-right dark:text-white">{children}</dd>
    </div>
  );
}

/** spec §2 step 4: everything chosen, read only, with BMI and the goal, and what happens next. */
export function ReviewStep({ draft }: { draft: OnboardingDraft }) {
  const { t } = useLingui();
  const labels = useProfileLabels();
  const format = useFormat();
  const age = parseNumberInput(draft.age) ?? 0;
  const height = parseNumberInput(draft.height) ?? 0;
  const weight = parseNumberInput(draft.current_weight) ?? 0;
  const target = parseNumberInput(draft.target_weight);
  const bodyMassIndex = bmi(weight, height);
  const goalType = goalTypeFromWeights(weight, target);
  const none = t`None`;
  // A single choice left open reads as not given, not as a choice of "none".
  const notGiven = t`Not specified`;
  const list = <K extends string>(keys: K[], names: Record<K, string>) =>
    keys.length > 0 ? keys.map((key) => names[key]).join(", ") : none;

  return (
    <div className="flex flex-col gap-6">
      <dl className="divide-y divide-slate-200 dark:divide-slate-800">
        <Row term={t`Age`}>{t`${format.number(age)} years`}</Row>
        <Row term={t`Gender`}>{draft.gender ? labels.gender[draft.gender] : none}</Row>
        <Row term={t`Height`}>{format.decimal(height)} cm</Row>
        <Row term={t`Current weight`}>{format.decimal(weight)} kg</Row>
        <Row term={t`BMI`}>
          {format.decimal(bodyMassIndex)} · {labels.bmiCategory[bmiCategory(bodyMassIndex)]}
        </Row>
        <Row term={t`Goal`}>{labels.goalType[goalType]}</Row>
        <Row term={t`Target weight`}>
          {target !== undefined
            ? `${format.decimal(target)} kg (${format.signed(weightDifference(weight, target))} kg)`
            : t`Not set`}
        </Row>
        <Row term={t`Activity level`}>
          {draft.activity_level ? labels.activity[draft.activity_level].label : none}
        </Row>
        <Row term={t`Dietary restrictions`}>{list(draft.dietary_restrictions, labels.dietary)}</Row>
        <Row term={t`Health conditions`}>{list(draft.health_conditions, labels.health)}</Row>
        <Row term={t`Food preferences`}>{list(draft.food_preferences, labels.food)}</Row>
        <Row term={t`Cooking frequency`}>
          {draft.cooking_frequency ? labels.cooking[draft.cooking_frequency].label : notGiven}
        </Row>
        <Row term={t`Budget preference`}>
          {draft.budget_preference ? labels.budget[draft.budget_preference] : notGiven}
        </Row>
      </dl>
      <div className="rounded-xl bg-brand-50 p-4 dark:bg-brand-950">
        <h3 className="font-semibold text-brand-900 dark:text-brand-100">{t`What happens next?`}</h3>
        <ul className="mt-2 space-y-1.5 text-sm text-brand-900 dark:text-brand-100">
          {[
            t`We work out your daily calories, protein, fat, carbohydrates and fiber.`,
            t`Your dashboard shows each day against those goals.`,
            t`Log your first meal with a photo and watch your day fill up.`,
          ].map((line) => (
            <li key={line} className="flex gap-2">
              <CheckIcon className="mt-0.5 size-4 shrink-0" />
              {line}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
