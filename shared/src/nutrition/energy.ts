import {
  ACTIVITY_MULTIPLIERS,
  BMR_COEFFICIENTS,
  CALORIE_LIMITS,
  DAYS_PER_WEEK,
  DEFAULT_ACTIVITY_MULTIPLIER,
  KCAL_PER_KG_BODY_WEIGHT,
  RECOMMENDED_WEEKLY_CHANGE_KG,
  type Gender,
  type GoalType,
} from "../constants.ts";
import { roundTo } from "./round.ts";

export interface BodyMeasurements {
  /** kg */
  weight: number;
  /** cm */
  height: number;
  age: number;
  gender: Gender;
}

/** spec §9 Mifflin-St Jeor: 10w + 6.25h − 5a, +5 for male, −161 otherwise. */
export function bmr({ weight, height, age, gender }: BodyMeasurements): number {
  const c = BMR_COEFFICIENTS;
  return c.weight * weight + c.height * height - c.age * age + (gender === "male" ? c.male : c.otherwise);
}

/** spec §9: an unknown or missing activity level counts as sedentary (1.2). */
export function activityMultiplier(activityLevel?: string | null): number {
  if (activityLevel && Object.hasOwn(ACTIVITY_MULTIPLIERS, activityLevel)) {
    return ACTIVITY_MULTIPLIERS[activityLevel as keyof typeof ACTIVITY_MULTIPLIERS];
  }
  return DEFAULT_ACTIVITY_MULTIPLIER;
}

/** Unrounded; `calorieTarget` rounds the final figure. */
export function maintenanceCalories(body: BodyMeasurements, activityLevel?: string | null): number {
  return bmr(body) * activityMultiplier(activityLevel);
}

export function recommendedWeeklyChange(goalType: GoalType): number {
  return RECOMMENDED_WEEKLY_CHANGE_KG[goalType];
}

/** spec §9: kcal per day = weekly change (kg) × 6600 / 7. */
export function dailyAdjustment(weeklyChangeKg: number): number {
  return (weeklyChangeKg * KCAL_PER_KG_BODY_WEIGHT) / DAYS_PER_WEEK;
}

/**
 * Daily calorie target in whole kcal (spec §9).
 *
 * weight_loss: §9 names two lower limits, "floor 1500 if maintenance is above 1500, else 1200" and
 * "never below maintenance minus 600". Both are lower bounds, so the target is the highest of the
 * adjusted figure and the two limits. "Above" is strict: a maintenance of exactly 1500 gets 1200.
 * When maintenance itself is under the floor the floor still wins (a safety minimum intake).
 *
 * muscle_gain: §9 only spells out weight_gain, but gives muscle_gain the same +0.25 kg/week, so it
 * follows the gain rule (capped at maintenance + 500) rather than returning plain maintenance.
 */
export function calorieTarget(
  maintenance: number,
  goalType: GoalType,
  weeklyChangeKg: number = recommendedWeeklyChange(goalType),
): number {
  const adjusted = maintenance + dailyAdjustment(weeklyChangeKg);
  switch (goalType) {
    case "weight_loss": {
      const floor =
        maintenance > CALORIE_LIMITS.lossFloorThreshold
          ? CALORIE_LIMITS.lossFloorAboveThreshold
          : CALORIE_LIMITS.lossFloorOtherwise;
      return roundTo(Math.max(adjusted, floor, maintenance - CALORIE_LIMITS.maxDeficit), 0);
    }
    case "weight_gain":
    case "muscle_gain":
      return roundTo(Math.min(adjusted, maintenance + CALORIE_LIMITS.maxSurplus), 0);
    case "maintenance":
      return roundTo(maintenance, 0);
  }
}
