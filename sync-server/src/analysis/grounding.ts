// Grounding (ARCHITECTURE, Analysis 3): a confidently matched food gives the nutrients (per 100 g x
// grams); otherwise the model's numbers stay. Then the numeric context rules of spec §3 apply.
import type { AnalysisContext, Nutrients } from "@nutrisnap/shared/api";
import { PORTION_FACTORS, type Locale } from "@nutrisnap/shared/constants";
import type { FoodDatabase } from "../foods/foodDatabase.ts";
import { matchFood } from "../foods/matchFood.ts";
import { nutrientsForGrams, proteinPowderFood } from "../foods/nutrients.ts";
import { NUTRIENT_KEYS, pickNutrients, roundNutrients, scaleNutrients } from "@nutrisnap/shared/meals";
import type { ModelAnswer } from "./modelAnswer.ts";

export interface GroundedItem extends Nutrients {
  name: string;
  local_name: string;
  quantity: number;
  unit_localized: string;
  grams: number;
  confidence_score: number | null;
  /** The food database id, or "model" when the model's numbers were kept. */
  source: string;
  model_estimate: Nutrients | null;
}

type Nullable<T> = { [K in keyof T]: T[K] | null };

/** Database values where the database has them; a nutrient it lacks (null) keeps the model's value. */
function fillGaps(fromDatabase: Nullable<Nutrients>, fromModel: Nutrients): Nutrients {
  return Object.fromEntries(
    NUTRIENT_KEYS.map((key) => [key, fromDatabase[key] ?? fromModel[key]]),
  ) as Nutrients;
}

const scoopNames: Record<Locale, { name: string; unit: string; units: string }> = {
  en_US: { name: "Protein powder", unit: "scoop", units: "scoops" },
  es_CL: { name: "Proteína en polvo", unit: "medida", units: "medidas" },
};

// Used only when the food database file is missing: a typical whey scoop of 30 g.
const wheyPer100g: Nutrients = {
  calories: 400,
  protein: 78,
  fat: 6,
  carbohydrates: 10,
  fiber: 0,
  sugar: 6,
  sodium: 200,
};

export function groundItems(
  answer: ModelAnswer,
  foods: FoodDatabase | null,
  context: AnalysisContext | null,
  locale: Locale,
): GroundedItem[] {
  const portion = context?.portion_consumed ? PORTION_FACTORS[context.portion_consumed] : 1;
  const items: GroundedItem[] = answer.items.map((item) => {
    const model = roundNutrients(pickNutrients(item));
    const match = foods && item.grams > 0 ? matchFood(foods, item.name) : null;
    const nutrients = match?.confident ? fillGaps(nutrientsForGrams(match.food, item.grams), model) : model;
    return {
      name: item.name,
      local_name: item.local_name,
      // spec §3 portion_consumed: every item scales by the share eaten.
      quantity: Math.round(item.quantity * portion * 100) / 100,
      unit_localized: item.unit_localized,
      grams: Math.round(item.grams * portion * 10) / 10,
      ...scaleNutrients(nutrients, portion),
      confidence_score: item.confidence,
      source: match?.confident ? match.food.id : "model",
      model_estimate: model,
    };
  });

  // spec §3 added_protein: the scoops as one protein-powder item of that many scoops (two scoops
  // are "Protein powder · 2 scoops", not two identical items), not scaled by the portion eaten.
  const scoops = context?.added_protein ?? 0;
  if (scoops > 0) {
    const powder = foods ? proteinPowderFood(foods) : null;
    const grams = (powder?.scoopGrams ?? 30) * scoops;
    const nutrients = powder
      ? fillGaps(nutrientsForGrams(powder.food, grams), { ...scaleNutrients(wheyPer100g, grams / 100) })
      : scaleNutrients(wheyPer100g, grams / 100);
    const names = scoopNames[locale];
    items.push({
      name: "protein powder",
      local_name: names.name,
      quantity: scoops,
      unit_localized: scoops === 1 ? names.unit : names.units,
      grams: Math.round(grams * 10) / 10,
      ...roundNutrients(nutrients),
      confidence_score: 1,
      source: powder?.food.id ?? "builtin:whey",
      model_estimate: null,
    });
  }
  return items;
}
