// A meal's nutrients and their rounding (spec §4), one rule for the device and the server.
import type { Nutrients } from "../api/meals.ts";
import { roundTo } from "../nutrition/round.ts";

export const NUTRIENT_KEYS = [
  "calories",
  "protein",
  "fat",
  "carbohydrates",
  "fiber",
  "sugar",
  "sodium",
] as const satisfies readonly (keyof Nutrients)[];

/** Calories (kcal) and sodium (mg) whole, grams of protein, fat, carbohydrates, fiber and sugar to 0.1. */
export function roundNutrients(n: Nutrients): Nutrients {
  return {
    calories: roundTo(n.calories, 0),
    protein: roundTo(n.protein, 1),
    fat: roundTo(n.fat, 1),
    carbohydrates: roundTo(n.carbohydrates, 1),
    fiber: roundTo(n.fiber, 1),
    sugar: roundTo(n.sugar, 1),
    sodium: roundTo(n.sodium, 0),
  };
}

export function pickNutrients(n: Nutrients): Nutrients {
  return Object.fromEntries(NUTRIENT_KEYS.map((key) => [key, n[key]])) as Nutrients;
}

export function scaleNutrients(n: Nutrients, factor: number): Nutrients {
  return roundNutrients(Object.fromEntries(NUTRIENT_KEYS.map((key) => [key, n[key] * factor])) as Nutrients);
}

/** spec §4: a meal's seven totals are the sums of its items, rounded as an item's nutrients are. */
export function sumNutrients(items: readonly Nutrients[]): Nutrients {
  const total = Object.fromEntries(NUTRIENT_KEYS.map((key) => [key, 0])) as Nutrients;
  for (const item of items) for (const key of NUTRIENT_KEYS) total[key] += item[key];
  return roundNutrients(total);
}

export interface MealTotals {
  total_calories: number;
  total_protein: number;
  total_fat: number;
  total_carbohydrates: number;
  total_fiber: number;
  total_sugar: number;
  total_sodium: number;
}

/** The meal's total_* fields from its items. */
export function mealTotals(items: readonly Nutrients[]): MealTotals {
  const sum = sumNutrients(items);
  return {
    total_calories: sum.calories,
    total_protein: sum.protein,
    total_fat: sum.fat,
    total_carbohydrates: sum.carbohydrates,
    total_fiber: sum.fiber,
    total_sugar: sum.sugar,
    total_sodium: sum.sodium,
  };
}
