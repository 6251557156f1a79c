// The answer of POST /api/v1/foods/estimate, computed the same way in the browser (offline) and on
// the server: describe the text, then write each item as a meal item.
import type { EstimatedItem, FoodEstimateResponse } from "../api/foods.ts";
import type { Locale } from "../constants.ts";
import type { DescribedItem } from "./describeMeal.ts";
import type { FoodEngine } from "./foodEngine.ts";
import type { Food } from "./foodIndex.ts";
import { nutrientsOf } from "./nutrients.ts";
import { localizedUnit } from "./portionNames.ts";

const confidence = (value: number) => Math.round(value * 1000) / 1000;

/** A meal item of a food at an amount: the shape the API, the outbox and the screens share. */
export function itemOfFood(
  food: Food,
  amount: { grams: number; quantity: number; unit: string; localName: string; confidence: number | null },
  locale: Locale,
): EstimatedItem {
  return {
    name: food.description,
    local_name: amount.localName,
    quantity: Math.round(amount.quantity * 100) / 100,
    unit_localized: localizedUnit(amount.unit, locale),
    grams: amount.grams,
    ...nutrientsOf(food, amount.grams),
    confidence_score: amount.confidence === null ? 1 : confidence(amount.confidence),
    source: food.id,
  };
}

export function estimatedItemOf(item: DescribedItem, locale: Locale): EstimatedItem {
  // "240 ml" is 240 of ml; "2 eggs" is 2 eggs; a bare "toast" is one of its portion.
  return itemOfFood(
    item.food,
    {
      grams: item.grams,
      quantity: item.amount.quantity,
      unit: item.unit,
      localName: item.localName,
      confidence: item.confidence,
    },
    locale,
  );
}

export function estimateMeal(engine: FoodEngine, text: string, locale: Locale): FoodEstimateResponse {
  const described = engine.describe(text, locale);
  return {
    items: described.items.map((item) => estimatedItemOf(item, locale)),
    totals: described.totals,
    unmatched: described.unmatched,
  };
}
