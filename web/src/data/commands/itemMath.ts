// Local arithmetic on meal items: totals as sums of items (spec §4) and rescaling a corrected amount.
import type { CorrectItemAmountRequest, MealItem, Nutrients } from "@nutrisnap/shared/api";
import { roundTo } from "@nutrisnap/shared/nutrition/round";

const NUTRIENTS = ["calories", "protein", "fat", "carbohydrates", "fiber", "sugar", "sodium"] as const;

export interface MealTotals {
  total_calories: number;
  total_protein: number;
  total_fat: number;
  total_carbohydrates: number;
  total_fiber: number;
  total_sugar: number;
  total_sodium: number;
}

export function totalsOf(items: readonly Nutrients[]): MealTotals {
  const sum = (key: (typeof NUTRIENTS)[number]) =>
    roundTo(
      items.reduce((total, item) => total + item[key], 0),
      1,
    );
  return {
    total_calories: sum("calories"),
    total_protein: sum("protein"),
    total_fat: sum("fat"),
    total_carbohydrates: sum("carbohydrates"),
    total_fiber: sum("fiber"),
    total_sugar: sum("sugar"),
    total_sodium: sum("sodium"),
  };
}

/**
 * Scales an item to a corrected amount: by grams, or by quantity when the unit stays the same.
 * A new unit cannot be converted here; it is shown as entered and the server's answer follows.
 */
export function rescaleItem(item: MealItem, amount: CorrectItemAmountRequest): MealItem {
  let factor: number;
  let next: Partial<MealItem>;
  if ("grams" in amount) {
    factor = item.grams > 0 ? amount.grams / item.grams : 1;
    next = { grams: amount.grams, quantity: roundTo(item.quantity * factor, 2) };
  } else {
    const sameUnit = amount.unit.trim() === item.unit_localized;
    factor = sameUnit && item.quantity > 0 ? amount.quantity / item.quantity : 1;
    next = {
      quantity: amount.quantity,
      unit_localized: amount.unit.trim(),
      grams: roundTo(item.grams * factor, 1),
    };
  }
  const scaled = Object.fromEntries(NUTRIENTS.map((key) => [key, roundTo(item[key] * factor, 1)]));
  return { ...item, ...scaled, ...next };
}
