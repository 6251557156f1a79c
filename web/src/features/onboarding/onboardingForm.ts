import {
  onboardingBasicsSchema,
  onboardingGoalsStepSchema,
  type OnboardingRequest,
} from "@nutrisnap/shared/api";
import type {
  ActivityLevel,
  BudgetPreference,
  CookingFrequency,
  DietaryRestriction,
  FoodPreference,
  Gender,
  OnboardingGoalType,
} from "@nutrisnap/shared/constants";
import type { HealthCondition } from "@nutrisnap/shared/constants";
import { goalTypeFromWeights, weightDifference } from "@nutrisnap/shared/nutrition";
import { firstErrors, validate, type MessageKey } from "@nutrisnap/shared/validation";
import { parseNumberInput } from "../../ui/Field.tsx";

/** What the four steps collect; numbers stay as typed text until a step is checked. */
export interface OnboardingDraft {
  age: string;
  gender?: Gender;
  height: string;
  current_weight: string;
  target_weight: string;
  activity_level?: ActivityLevel;
  dietary_restrictions: DietaryRestriction[];
  health_conditions: HealthCondition[];
  food_preferences: FoodPreference[];
  cooking_frequency?: CookingFrequency;
  budget_preference?: BudgetPreference;
}

export const emptyDraft: OnboardingDraft = {
  age: "",
  height: "",
  current_weight: "",
  target_weight: "",
  dietary_restrictions: [],
  health_conditions: [],
  food_preferences: [],
};

export const STEP_COUNT = 4;
export type Step = 1 | 2 | 3 | 4;
export type StepErrors = Partial<Record<keyof OnboardingDraft, MessageKey>>;

const basicsOf = (draft: OnboardingDraft) => ({
  age: parseNumberInput(draft.age),
  gender: draft.gender,
  height: parseNumberInput(draft.height),
  current_weight: parseNumberInput(draft.current_weight),
});

const goalsOf = (draft: OnboardingDraft) => ({
  target_weight: parseNumberInput(draft.target_weight),
  activity_level: draft.activity_level,
});

/** spec §5: the rules of steps 1 and 2 (step 3 is optional, step 4 only shows). */
export function stepErrors(step: Step, draft: OnboardingDraft): StepErrors {
  const result =
    step === 1
      ? validate(onboardingBasicsSchema, basicsOf(draft))
      : step === 2
        ? validate(onboardingGoalsStepSchema, goalsOf(draft))
        : ({ ok: true } as const);
  return result.ok ? {} : (firstErrors(result.errors) as StepErrors);
}

/**
 * The body of POST /api/v1/onboarding: numbers as numbers, and empty lists and empty choices
 * left out (spec §3). Call once steps 1 and 2 have no errors.
 */
export function onboardingRequest(draft: OnboardingDraft): OnboardingRequest {
  const basics = basicsOf(draft);
  const target = parseNumberInput(draft.target_weight);
  return {
    age: basics.age!,
    gender: draft.gender!,
    height: basics.height!,
    current_weight: basics.current_weight!,
    activity_level: draft.activity_level!,
    ...(target !== undefined && { target_weight: target }),
    ...(draft.dietary_restrictions.length > 0 && { dietary_restrictions: draft.dietary_restrictions }),
    ...(draft.health_conditions.length > 0 && { health_conditions: draft.health_conditions }),
    ...(draft.food_preferences.length > 0 && { food_preferences: draft.food_preferences }),
    ...(draft.cooking_frequency && { cooking_frequency: draft.cooking_frequency }),
    ...(draft.budget_preference && { budget_preference: draft.budget_preference }),
  };
}

/** spec §2 step 2 live goal summary: lose, gain or maintain, and the signed difference in kg. */
export function goalSummary(
  draft: OnboardingDraft,
): { goalType: OnboardingGoalType; difference: number } | null {
  const current = parseNumberInput(draft.current_weight);
  if (current === undefined || !Number.isFinite(current)) return null;
  const target = parseNumberInput(draft.target_weight);
  const usableTarget = target !== undefined && Number.isFinite(target) ? target : null;
  return {
    goalType: goalTypeFromWeights(current, usableTarget),
    difference: weightDifference(current, usableTarget),
  };
}
