import { useLingui } from "@lingui/react/macro";
import {
  BUDGET_PREFERENCES,
  COOKING_FREQUENCIES,
  DIETARY_RESTRICTIONS,
  FOOD_PREFERENCES,
  HEALTH_CONDITIONS,
} from "@nutrisnap/shared/constants";
import { Button, CheckboxCards, RadioCards } from "../../ui/index.ts";
import { optionsOf, useProfileLabels } from "./labels.ts";
import type { OnboardingDraft } from "./onboardingForm.ts";

/** spec §2 step 3: three multi-selects and two single choices, all optional. */
export function PreferencesStep({
  draft,
  onChange,
}: {
  draft: OnboardingDraft;
  onChange: (patch: Partial<OnboardingDraft>) => void;
}) {
  const { t } = useLingui();
  const labels = useProfileLabels();
  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm text-slate-600 dark:text-slate-400">{t`Everything on this step is optional.`}</p>
      <CheckboxCards
        legend={t`Dietary restrictions`}
        layout="chips"
        value={draft.dietary_restrictions}
        onValueChange={(dietary_restrictions) => onChange({ dietary_restrictions })}
        options={optionsOf(DIETARY_RESTRICTIONS, labels.dietary)}
      />
      <CheckboxCards
        legend={t`Health conditions`}
        layout="chips"
        value={draft.health_conditions}
        onValueChange={(health_conditions) => onChange({ health_conditions })}
        options={optionsOf(HEALTH_CONDITIONS, labels.health)}
      />
      <CheckboxCards
        legend={t`Food preferences`}
        layout="chips"
        value={draft.food_preferences}
        onValueChange={(food_preferences) => onChange({ food_preferences })}
        options={optionsOf(FOOD_PREFERENCES, labels.food)}
      />
      <div className="flex flex-col gap-2">
        {/* The spec's hints (1–2 times per week…) show in their pills. */}
        <RadioCards
          legend={t`How often do you cook?`}
          layout="chips"
          value={draft.cooking_frequency}
          onValueChange={(cooking_frequency) => onChange({ cooking_frequency })}
          options={optionsOf(COOKING_FREQUENCIES, labels.cooking)}
        />
        {draft.cooking_frequency && (
          <Button
            variant="link"
            className="self-start"
            onClick={() => onChange({ cooking_frequency: undefined })}
          >
            {t`Clear cooking frequency`}
          </Button>
        )}
      </div>
      <div className="flex flex-col gap-2">
        <RadioCards
          legend={t`Budget preference`}
          layout="chips"
          value={draft.budget_preference}
          onValueChange={(budget_preference) => onChange({ budget_preference })}
          options={optionsOf(BUDGET_PREFERENCES, labels.budget)}
        />
        {draft.budget_preference && (
          <Button
            variant="link"
            className="self-start"
            onClick={() => onChange({ budget_preference: undefined })}
          >
            {t`Clear budget preference`}
          </Button>
        )}
      </div>
    </div>
  );
}
