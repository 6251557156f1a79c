import { Trans, useLingui } from "@lingui/react/macro";
import { ACTIVITY_LEVELS } from "@nutrisnap/shared/constants";
import { useFormat } from "../../i18n/format.ts";
import { cn, parseNumberInput, RadioCards, TargetIcon } from "../../ui/index.ts";
import type { StepProps } from "./BasicsStep.tsx";
import { optionsOf, useProfileLabels } from "./labels.ts";
import { goalSummary } from "./onboardingForm.ts";
import { TargetWeightField } from "./TargetWeightField.tsx";

/** spec §2 step 2: optional target weight, one activity level, and the live goal summary. */
export function GoalsStep({ draft, errors, onChange }: StepProps) {
  const { t } = useLingui();
  const labels = useProfileLabels();
  const format = useFormat();
  const summary = goalSummary(draft);
  const current = parseNumberInput(draft.current_weight);
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="flex flex-col justify-center rounded-xl bg-slate-100 px-4 py-3 dark:bg-slate-800">
          <span className="text-sm text-slate-600 dark:text-slate-400">{t`Current weight`}</span>
          <span className="text-lg font-semibold text-slate-900 dark:text-white">
            {current !== undefined ? `${format.decimal(current)} kg` : "—"}
          </span>
        </div>
        <TargetWeightField
          value={draft.target_weight}
          onValueChange={(target_weight) => onChange({ target_weight })}
          error={errors.target_weight}
        />
      </div>
      {summary && (
        <div
          aria-live="polite"
          className={cn(
            "flex items-center gap-3 rounded-xl border px-4 py-3",
            "border-brand-200 bg-brand-50 text-brand-900 dark:border-brand-900 dark:bg-brand-950 dark:text-brand-100",
          )}
        >
          <TargetIcon className="size-5 shrink-0" />
          <p className="text-sm">
            <Trans>
              Goal: <strong>{labels.goalType[summary.goalType]}</strong> ({format.signed(summary.difference)}{" "}
              kg)
            </Trans>
          </p>
        </div>
      )}
      <RadioCards
        legend={t`Activity level`}
        value={draft.activity_level}
        onValueChange={(activity_level) => onChange({ activity_level })}
        options={optionsOf(ACTIVITY_LEVELS, labels.activity)}
        error={errors.activity_level}
        columns={2}
      />
    </div>
  );
}
