import {
  onboardingRequestSchema,
  userGoalsRequestSchema,
  type Onboarding,
  type OnboardingRequest,
  type UserGoals,
  type UserGoalsRequest,
} from "@nutrisnap/shared/api";
import type { GoalType } from "@nutrisnap/shared/constants";
import { goalsFromOnboarding } from "@nutrisnap/shared/nutrition";
import { firstErrors, validate, type MessageKey } from "@nutrisnap/shared/validation";
import { parseNumberInput } from "../../ui/Field.tsx";
import { onboardingRequest, type OnboardingDraft } from "../onboarding/onboardingForm.ts";

/** The goal fields of the edit mode, as typed text (spec §3 User goal, daily_sugar and daily_sodium included). */
export interface GoalsDraft {
  goal_type: GoalType;
  daily_calories: string;
  daily_protein: string;
  daily_fat: string;
  daily_carbohydrates: string;
  daily_fiber: string;
  daily_sugar: string;
  daily_sodium: string;
  weekly_weight_change: string;
}

export type NutritionDraft = OnboardingDraft & GoalsDraft;
export type NutritionErrors = Partial<Record<keyof NutritionDraft, MessageKey>>;

const text = (value: number | null | undefined) =>
  value === null || value === undefined ? "" : String(value);

/** Fills the edit form from the stored records; without goals, from what onboarding would compute. */
export function nutritionDraft(onboarding: Onboarding, goals: UserGoals | null): NutritionDraft {
  const source = goals ?? { ...goalsFromOnboarding(onboarding), daily_sugar: null, daily_sodium: null };
  return {
    age: text(onboarding.age),
    gender: onboarding.gender,
    height: text(onboarding.height),
    current_weight: text(onboarding.current_weight),
    target_weight: text(onboarding.target_weight),
    activity_level: onboarding.activity_level,
    dietary_restrictions: [...onboarding.dietary_restrictions],
    health_conditions: [...onboarding.health_conditions],
    food_preferences: [...onboarding.food_preferences],
    cooking_frequency: onboarding.cooking_frequency ?? undefined,
    budget_preference: onboarding.budget_preference ?? undefined,
    goal_type: source.goal_type,
    daily_calories: text(source.daily_calories),
    daily_protein: text(source.daily_protein),
    daily_fat: text(source.daily_fat),
    daily_carbohydrates: text(source.daily_carbohydrates),
    daily_fiber: text(source.daily_fiber),
    daily_sugar: text(source.daily_sugar),
    daily_sodium: text(source.daily_sodium),
    weekly_weight_change: text(source.weekly_weight_change),
  };
}

/** An optional number: "" is null (cleared), anything else its number. */
const optional = (value: string) => parseNumberInput(value) ?? null;

export function goalsRequest(draft: NutritionDraft): UserGoalsRequest {
  return {
    goal_type: draft.goal_type,
    daily_calories: parseNumberInput(draft.daily_calories) as number,
    daily_protein: parseNumberInput(draft.daily_protein) as number,
    daily_fat: parseNumberInput(draft.daily_fat) as number,
    daily_carbohydrates: parseNumberInput(draft.daily_carbohydrates) as number,
    daily_fiber: parseNumberInput(draft.daily_fiber) as number,
    daily_sugar: optional(draft.daily_sugar),
    daily_sodium: optional(draft.daily_sodium),
    activity_level: draft.activity_level ?? null,
    weekly_weight_change: optional(draft.weekly_weight_change),
  };
}

/** Both bodies that Save sends (spec §7: PUT onboarding and PUT usergoals), or the field errors. */
export function nutritionRequests(
  draft: NutritionDraft,
):
  | { ok: true; onboarding: OnboardingRequest; goals: UserGoalsRequest }
  | { ok: false; errors: NutritionErrors } {
  const onboarding = onboardingRequest(draft);
  const goals = goalsRequest(draft);
  const checkedOnboarding = validate(onboardingRequestSchema, onboarding);
  const checkedGoals = validate(userGoalsRequestSchema, goals);
  const errors = {
    ...(checkedOnboarding.ok ? {} : firstErrors(checkedOnboarding.errors)),
    ...(checkedGoals.ok ? {} : firstErrors(checkedGoals.errors)),
  } as NutritionErrors;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, onboarding, goals };
}
