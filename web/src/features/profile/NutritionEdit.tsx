import { useLingui } from "@lingui/react/macro";
import { ACTIVITY_LEVELS, GOAL_TYPES, type ActivityLevel, type GoalType } from "@nutrisnap/shared/constants";
import { NumberField, Select } from "../../ui/index.ts";
import { BasicsStep } from "../onboarding/BasicsStep.tsx";
import { useProfileLabels } from "../onboarding/labels.ts";
import { PreferencesStep } from "../onboarding/PreferencesStep.tsx";
import { TargetWeightField } from "../onboarding/TargetWeightField.tsx";
import type { GoalsDraft, NutritionDraft } from "./nutritionForm.ts";

export interface EditProps {
  draft: NutritionDraft;
  errors: Partial<Record<keyof NutritionDraft, string>>;
  onChange: (patch: Partial<NutritionDraft>) => void;
}

/** Basic tab in edit mode: the onboarding body fields, target weight and activity level. */
export function BasicEdit({ draft, errors, onChange }: EditProps) {
  const { t } = useLingui();
  const labels = useProfileLabels();
  return (
    <div className="flex flex-col gap-5">
      <BasicsStep draft={draft} errors={errors} onChange={onChange} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TargetWeightField
          value={draft.target_weight}
          onValueChange={(target_weight) => onChange({ target_weight })}
          error={errors.target_weight}
        />
        <Select<ActivityLevel>
          label={t`Activity level`}
          value={draft.activity_level}
          onValueChange={(activity_level) => onChange({ activity_level })}
          options={ACTIVITY_LEVELS.map((level) => ({ value: level, label: labels.activity[level].label }))}
          error={errors.activity_level}
        />
      </div>
    </div>
  );
}

/** Goals tab in edit mode: every goal field, daily sugar and sodium included. */
export function GoalsEdit({ draft, errors, onChange }: EditProps) {
  const { t } = useLingui();
  const labels = useProfileLabels();
  const number = (field: Exclude<keyof GoalsDraft, "goal_type">, label: string, unit: string, step = 1) => (
    <NumberField
      label={label}
      min={field === "weekly_weight_change" ? -2 : 0}
      step={step}
      unit={unit}
      value={draft[field]}
      onValueChange={(value) => onChange({ [field]: value })}
      error={errors[field]}
    />
  );
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Select<GoalType>
        label={t`Goal type`}
        value={draft.goal_type}
        onValueChange={(goal_type) => onChange({ goal_type })}
        options={GOAL_TYPES.map((type) => ({ value: type, label: labels.goalType[type] }))}
        error={errors.goal_type}
      />
      {number("daily_calories", t`Daily calories`, "kcal")}
      {number("daily_protein", t`Protein`, "g")}
      {number("daily_fat", t`Fat`, "g")}
      {number("daily_carbohydrates", t`Carbohydrates`, "g")}
      {number("daily_fiber", t`Fiber`, "g")}
      {number("daily_sugar", t`Sugar (optional)`, "g")}
      {number("daily_sodium", t`Sodium (optional)`, "mg")}
      {number("weekly_weight_change", t`Weekly weight change (optional)`, "kg", 0.01)}
    </div>
  );
}

export function PreferencesEdit({ draft, onChange }: EditProps) {
  return <PreferencesStep draft={draft} onChange={onChange} />;
}
