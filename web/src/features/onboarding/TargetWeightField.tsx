import { useLingui } from "@lingui/react/macro";
import { WEIGHT_RANGE_KG } from "@nutrisnap/shared/constants";
import { NumberField } from "../../ui/index.ts";

interface TargetWeightFieldProps {
  value: string;
  error?: string | undefined;
  onValueChange: (target_weight: string) => void;
}

/** The optional target weight, in onboarding's goals step and the profile's Basic tab alike. */
export function TargetWeightField({ value, error, onValueChange }: TargetWeightFieldProps) {
  const { t } = useLingui();
  return (
    <NumberField
      label={t`Target weight (optional)`}
      min={WEIGHT_RANGE_KG.min}
      max={WEIGHT_RANGE_KG.max}
      step={WEIGHT_RANGE_KG.step}
      unit="kg"
      value={value}
      onValueChange={onValueChange}
      error={error}
    />
  );
}
