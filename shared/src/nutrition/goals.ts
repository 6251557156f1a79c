import type { ActivityLevel, Gender, OnboardingGoalType } from "../constants.ts";
import { calorieTarget, maintenanceCalories } from "./energy.ts";
import { fibreGrams, macroGrams } from "./macros.ts";
import { goalTypeFromWeights, onboardingWeeklyChange } from "./weight.ts";

/** The onboarding fields (spec §3) the goals are computed from. */
export interface OnboardingBody {
  age: number;
  gender: Gender;
  height: number;
  current_weight: number;
  target_weight?: number | null;
  activity_level: ActivityLevel;
}

/** Body of POST /api/v1/usergoals after onboarding (spec §7). */
export interface NewUserGoals {
  daily_calories: number;
  daily_protein: number;
  daily_fat: number;
  daily_carbohydrates: number;
  daily_fiber: number;
  goal_type: OnboardingGoalType;
  activity_level: ActivityLevel;
  /** Only present when non-zero (spec §7). */
  weekly_weight_change?: number;
}

/**
 * Goals created when onboarding completes. §9 leaves open whether onboarding uses the calorie
 * helpers; we do, with the onboarding weekly change (difference / 24) driving the daily adjustment
 * so the calories match the weekly_weight_change that is stored beside them.
 */
export function goalsFromOnboarding(onboarding: OnboardingBody): NewUserGoals {
  const { current_weight, target_weight, activity_level } = onboarding;
  const goalType = goalTypeFromWeights(current_weight, target_weight);
  const weeklyChange = onboardingWeeklyChange(current_weight, target_weight);
  const maintenance = maintenanceCalories(
    { weight: current_weight, height: onboarding.height, age: onboarding.age, gender: onboarding.gender },
    activity_level,
  );
  const dailyCalories = calorieTarget(maintenance, goalType, weeklyChange);
  const macros = macroGrams(dailyCalories, goalType);
  return {
    daily_calories: dailyCalories,
    daily_protein: macros.protein,
    daily_fat: macros.fat,
    daily_carbohydrates: macros.carbohydrates,
    daily_fiber: fibreGrams(dailyCalories),
    goal_type: goalType,
    activity_level,
    ...(weeklyChange !== 0 && { weekly_weight_change: weeklyChange }),
  };
}
