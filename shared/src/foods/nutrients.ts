// Nutrients of an amount of a food: per-100 g value x grams / 100, rounded as meals store them
// (calories and sodium whole, the rest to one decimal). A value USDA leaves blank counts as 0 here:
// meal items carry numbers, and the food's own record keeps the blank.
import type { Food } from "./foodIndex.ts";

export interface ItemNutrients {
  calories: number;
  protein: number;
  fat: number;
  carbohydrates: number;
  fiber: number;
  sugar: number;
  sodium: number;
}

export const NUTRIENT_NAMES = [
  "calories",
  "protein",
  "fat",
  "carbohydrates",
  "fiber",
  "sugar",
  "sodium",
] as const;

const oneDecimal = (value: number) => Math.round(value * 10) / 10;
const rounders: Record<keyof ItemNutrients, (value: number) => number> = {
  calories: Math.round,
  protein: oneDecimal,
  fat: oneDecimal,
  carbohydrates: oneDecimal,
  fiber: oneDecimal,
  sugar: oneDecimal,
  sodium: Math.round,
};

export function roundItemNutrients(n: ItemNutrients): ItemNutrients {
  return Object.fromEntries(
    NUTRIENT_NAMES.map((key) => [key, rounders[key](n[key])]),
  ) as unknown as ItemNutrients;
}

export function nutrientsOf(food: Pick<Food, "per100g">, grams: number): ItemNutrients {
  const safe = Number.isFinite(grams) && grams > 0 ? grams : 0;
  return roundItemNutrients(
    Object.fromEntries(
      NUTRIENT_NAMES.map((key) => [key, ((food.per100g[key] ?? 0) * safe) / 100]),
    ) as unknown as ItemNutrients,
  );
}

export function sumNutrients(items: readonly ItemNutrients[]): ItemNutrients {
  const total = Object.fromEntries(NUTRIENT_NAMES.map((key) => [key, 0])) as unknown as ItemNutrients;
  for (const item of items) for (const key of NUTRIENT_NAMES) total[key] += item[key];
  return roundItemNutrients(total);
}
