import type { Nutrients } from "@nutrisnap/shared/api";

export const NUTRIENT_KEYS = [
  "calories",
  "protein",
  "fat",
  "carbohydrates",
  "fiber",
  "sugar",
  "sodium",
] as const satisfies readonly (keyof Nutrients)[];

const oneDecimal = (value: number): number => Math.round(value * 10) / 10;

/** Calories and sodium (mg) whole, grams to one decimal. */
export function roundNutrients(n: Nutrients): Nutrients {
  return {
    calories: Math.round(n.calories),
    protein: oneDecimal(n.protein),
    fat: oneDecimal(n.fat),
    carbohydrates: oneDecimal(n.carbohydrates),
    fiber: oneDecimal(n.fiber),
    sugar: oneDecimal(n.sugar),
    sodium: Math.round(n.sodium),
  };
}

export function scaleNutrients(n: Nutrients, factor: number): Nutrients {
  const scaled = Object.fromEntries(NUTRIENT_KEYS.map((key) => [key, n[key] * factor])) as Nutrients;
  return roundNutrients(scaled);
}

/** spec §4: a meal's seven totals are the sums of its items. */
export function sumNutrients(items: readonly Nutrients[]): Nutrients {
  const total: Nutrients = {
    calories: 0,
    protein: 0,
    fat: 0,
    carbohydrates: 0,
    fiber: 0,
    sugar: 0,
    sodium: 0,
  };
  for (const item of items) for (const key of NUTRIENT_KEYS) total[key] += item[key];
  return roundNutrients(total);
}

export function pickNutrients(n: Nutrients): Nutrients {
  return Object.fromEntries(NUTRIENT_KEYS.map((key) => [key, n[key]])) as Nutrients;
}
