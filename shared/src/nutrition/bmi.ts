import { BMI_THRESHOLDS } from "../constants.ts";
import { roundTo } from "./round.ts";

export type BmiCategory = "underweight" | "normal" | "overweight" | "obese";

/** spec §9: weight (kg) divided by the square of height in metres, to one decimal. */
export function bmi(weightKg: number, heightCm: number): number {
  const heightM = heightCm / 100;
  return roundTo(weightKg / (heightM * heightM), 1);
}

/** Pass the rounded BMI from `bmi()`, so the category always agrees with the figure on screen. */
export function bmiCategory(bmiValue: number): BmiCategory {
  if (bmiValue < BMI_THRESHOLDS.underweightBelow) return "underweight";
  if (bmiValue < BMI_THRESHOLDS.normalBelow) return "normal";
  if (bmiValue < BMI_THRESHOLDS.overweightBelow) return "overweight";
  return "obese";
}
