import { useLingui } from "@lingui/react/macro";
import { AGE_RANGE, GENDERS, HEIGHT_RANGE_CM, WEIGHT_RANGE_KG } from "@nutrisnap/shared/constants";
import { NumberField, RadioCards } from "../../ui/index.ts";
import { optionsOf, useProfileLabels } from "./labels.ts";
import type { OnboardingDraft } from "./onboardingForm.ts";

export interface StepProps {
  draft: OnboardingDraft;
  errors: Partial<Record<keyof OnboardingDraft, string>>;
  onChange: (patch: Partial<OnboardingDraft>) => void;
}

/** spec §2 step 1: age, gender, height and current weight, all required (§5 ranges). */
export function BasicsStep({ draft, errors, onChange }: StepProps) {
  const { t } = useLingui();
  const labels = useProfileLabels();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <NumberField
        label={t`Age`}
        inputMode="numeric"
        min={AGE_RANGE.min}
        max={AGE_RANGE.max}
        step={1}
        required
        unit={t`years`}
        value={draft.age}
        onValueChange={(age) => onChange({ age })}
        error={errors.age}
      />
      <div className="sm:col-span-2">
        <RadioCards
          legend={t`Gender`}
          columns={3}
          value={draft.gender}
          onValueChange={(gender) => onChange({ gender })}
          options={optionsOf(GENDERS, labels.gender)}
          error={errors.gender}
        />
      </div>
      <NumberField
        label={t`Height`}
        min={HEIGHT_RANGE_CM.min}
        max={HEIGHT_RANGE_CM.max}
        step={HEIGHT_RANGE_CM.step}
        required
        unit="cm"
        value={draft.height}
        onValueChange={(height) => onChange({ height })}
        error={errors.height}
      />
      <NumberField
        label={t`Current weight`}
        min={WEIGHT_RANGE_KG.min}
        max={WEIGHT_RANGE_KG.max}
        step={WEIGHT_RANGE_KG.step}
        required
        unit="kg"
        value={draft.current_weight}
        onValueChange={(current_weight) => onChange({ current_weight })}
        error={errors.current_weight}
      />
    </div>
  );
}
