// The answer of POST /api/v1/foods/estimate, computed the same way in the browser (offline) and on
// the server: describe the text, then write each item as a meal item.
import type { EstimatedItem, FoodEstimateResponse } from "../api/foods.ts";
import type { Locale } from "../constants.ts";
import type { DescribedItem } from "./describeMeal.ts";
import type { FoodEngine } from "./foodEngine.ts";
import type { Food } from "./foodIndex.ts";
import { nutrientsOf } from "./nutrients.ts";

// Units as USDA and the parser name them, in Chilean Spanish.
// prettier-ignore
export const spanishUnits: Record<string, string> = {
  cup: "taza", tablespoon: "cucharada", teaspoon: "cucharadita", slice: "rebanada", piece: "trozo",
  can: "lata", bottle: "botella", bag: "bolsa", packet: "sobre", bowl: "plato", serving: "porción",
  scoop: "medida", handful: "puñado", bar: "barra", container: "pote", glass: "vaso", mug: "tazón",
  fillet: "filete", medium: "mediano", small: "pequeño", large: "grande", egg: "huevo", pat: "porción",
  stick: "barra", "quantity not specified": "porción", sandwich: "sándwich", fruit: "unidad", unit: "unidad",
  pint: "pinta", quart: "cuarto de galón", shot: "shot", chicken: "pollo", duck: "pato",
};

/** A unit in the user's language: "cup" -> "taza" for es_CL; grams and millilitres as they are. */
export function localizedUnit(unit: string, locale: Locale): string {
  const clean = unit.trim().toLowerCase();
  const english = clean === "quantity not specified" ? "serving" : clean;
  if (locale === "en_US") return english;
  const known = spanishUnits[clean] ?? spanishUnits[english];
  if (known) return known;
  if (/^(g|kg|mg|ml|l|oz|lb|fl oz)$/.test(clean)) return clean;
  // USDA's longer portion names ("medium or regular slice"): the last word the list knows.
  const found = clean
    .split(/[^a-z]+/)
    .reverse()
    .find((word) => spanishUnits[word] !== undefined);
  return found ? spanishUnits[found]! : "porción";
}

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
