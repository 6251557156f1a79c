// Grounding (ARCHITECTURE, Analysis 3; issue 13 §2): the food engine picks a food whose energy
// density agrees with the model's own estimate, and then gives the nutrients (per 100 g x the
// model's grams); when no candidate is plausible the model's numbers stay, for that item and, so
// that grounding cannot undo the model's cancelling errors, for the photo's other items too
// (decision 191). Then the numeric context rules of spec §3 apply.
import type { AnalysisContext, Nutrients } from "@nutrisnap/shared/api";
import { PORTION_FACTORS, type Locale } from "@nutrisnap/shared/constants";
import {
  groundTogether,
  type Food,
  type FoodEngine,
  type FoodNutrients,
  type Grounding,
  type ModelEstimate,
} from "@nutrisnap/shared/foods";
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

const oneDecimal = (value: number) => Math.round(value * 10) / 10;
const scale = (per100g: number | null, grams: number, round: (value: number) => number) =>
  per100g === null ? null : round((per100g * grams) / 100);

/** Nutrients in `grams` of a food; a value the database lacks stays null (unknown, not zero). */
function nutrientsForGrams(food: { per100g: FoodNutrients }, grams: number): Nullable<Nutrients> {
  const n = food.per100g;
  return {
    calories: scale(n.calories, grams, Math.round),
    protein: scale(n.protein, grams, oneDecimal),
    fat: scale(n.fat, grams, oneDecimal),
    carbohydrates: scale(n.carbohydrates, grams, oneDecimal),
    fiber: scale(n.fiber, grams, oneDecimal),
    sugar: scale(n.sugar, grams, oneDecimal),
    sodium: scale(n.sodium, grams, Math.round),
  };
}

// FNDDS "Nutritional powder mix, whey based, NFS", whose own portions include "1 scoop, NFS".
const wheyPowderId = "fndds:95230000";
const usualScoopGrams = 30;

/** The food a "protein scoop" context hint adds, and the grams of one scoop. */
function proteinPowderFood(foods: FoodEngine): { food: Food; scoopGrams: number } | null {
  const food = foods.get(wheyPowderId) ?? foods.search("whey protein powder", { limit: 1 })[0];
  if (!food) return null;
  const scoop =
    food.portions.find((p) => /^1 scoop\b/i.test(p.description) && /\bNFS\b/.test(p.description)) ??
    food.portions.find((p) => /^1 scoop\b/i.test(p.description));
  return { food, scoopGrams: scoop?.grams ?? usualScoopGrams };
}

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

// Used only should the index lack a whey powder: a typical whey scoop of 30 g.
const wheyPer100g: Nutrients = {
  calories: 400,
  protein: 78,
  fat: 6,
  carbohydrates: 10,
  fiber: 0,
  sugar: 6,
  sodium: 200,
};

/** Lets the event loop run what waits (other requests) before the next piece of work. */
const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Each item is matched against the food database on the event loop (a few ms for a common dish
 * since decision 162; 10-60 ms before), so the loop is given back between items: during a burst
 * of analyses other requests wait for one item at most, not for a whole answer (issue 14, health
 * during a photo burst).
 */
export async function groundItems(
  answer: ModelAnswer,
  foods: FoodEngine | null,
  context: AnalysisContext | null,
  locale: Locale,
): Promise<GroundedItem[]> {
  const portion = context?.portion_consumed ? PORTION_FACTORS[context.portion_consumed] : 1;
  const models = answer.items.map((item) => roundNutrients(pickNutrients(item)));
  const matched: { model: ModelEstimate; grounding: Grounding | null }[] = [];
  for (const [i, item] of answer.items.entries()) {
    const model = models[i]!;
    // The model's own energy and macronutrient mix are the evidence; its grams stay its own
    // (portion size is its job).
    const estimate: ModelEstimate = {
      name: item.name,
      grams: item.grams,
      calories: model.calories,
      protein: model.protein,
      fat: model.fat,
      carbohydrates: model.carbohydrates,
    };
    const matching = foods && item.grams > 0;
    if (matching) await yieldToLoop();
    matched.push({ model: estimate, grounding: matching ? foods.ground(estimate) : null });
  }
  // The photo's items are grounded together or not at all (decision 191).
  const groundings = groundTogether(matched);
  const items: GroundedItem[] = answer.items.map((item, i) => {
    const model = models[i]!;
    const food = groundings[i]?.food ?? null;
    const nutrients = food ? fillGaps(nutrientsForGrams(food, item.grams), model) : model;
    return {
      name: item.name,
      local_name: item.local_name,
      // spec §3 portion_consumed: every item scales by the share eaten.
      quantity: Math.round(item.quantity * portion * 100) / 100,
      unit_localized: item.unit_localized,
      grams: Math.round(item.grams * portion * 10) / 10,
      ...scaleNutrients(nutrients, portion),
      confidence_score: item.confidence,
      source: food ? food.id : "model",
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
