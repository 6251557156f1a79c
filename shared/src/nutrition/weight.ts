import { GOAL_TYPE_THRESHOLD_KG, ONBOARDING_WEEKLY_CHANGE, type OnboardingGoalType } from "../constants.ts";
import { roundTo } from "./round.ts";

function hasTarget(target: number | null | undefined): target is number {
  return typeof target === "number" && Number.isFinite(target);
}

/** Signed target − current in kg, to one decimal (spec §2 goal summary); 0 without a target. */
export function weightDifference(currentKg: number, targetKg?: number | null): number {
  return hasTarget(targetKg) ? roundTo(targetKg - currentKg, 1) : 0;
}

/** The dashboard's "kilograms to go": the unsigned difference, 0 when there is nothing to go. */
export function kilogramsToGo(currentKg: number, targetKg?: number | null): number {
  return Math.abs(weightDifference(currentKg, targetKg));
}

/** spec §2 dashboard: the target weight falls back to the current weight. */
export function targetWeightOrCurrent(currentKg: number, targetKg?: number | null): number {
  return hasTarget(targetKg) ? targetKg : currentKg;
}

/**
 * spec §4 goal type rule. The comparison uses the one-decimal difference the user sees, so float
 * noise (70.1 − 69.1 = 1.0000000000000142) cannot turn a shown "+1.0 kg" into a gain.
 */
export function goalTypeFromWeights(currentKg: number, targetKg?: number | null): OnboardingGoalType {
  const difference = weightDifference(currentKg, targetKg);
  if (difference < -GOAL_TYPE_THRESHOLD_KG) return "weight_loss";
  if (difference > GOAL_TYPE_THRESHOLD_KG) return "weight_gain";
  return "maintenance";
}

/**
 * spec §9: difference / 24 kg per week; a loss no faster than −0.5, a gain capped at +0.25,
 * 0 for maintenance. Two decimals, as sent in weekly_weight_change.
 */
export function onboardingWeeklyChange(currentKg: number, targetKg?: number | null): number {
  const goalType = goalTypeFromWeights(currentKg, targetKg);
  const weekly = weightDifference(currentKg, targetKg) / ONBOARDING_WEEKLY_CHANGE.divisorWeeks;
  if (goalType === "weight_loss") return roundTo(Math.max(weekly, ONBOARDING_WEEKLY_CHANGE.lossFloorKg), 2);
  if (goalType === "weight_gain") return roundTo(Math.min(weekly, ONBOARDING_WEEKLY_CHANGE.gainCapKg), 2);
  return 0;
}
