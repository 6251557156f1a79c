// Grounding a photo analysis item (issue 13 §2): the model names the food and weighs it; the food
// engine supplies nutrients only from a candidate whose energy density agrees with the model's own
// estimate, so a confidently wrong match ("egg whites" -> an omelet with meat) cannot replace
// sound numbers. The model's grams always stay the model's.
import type { Food, FoodIndex } from "./foodIndex.ts";
import { matchFood, type FoodCandidate } from "./matchFood.ts";

export interface ModelEstimate {
  /** English name as the model gave it. */
  name: string;
  grams: number;
  calories: number;
}

export interface Grounding {
  /** The food whose per-100 g values replace the model's, or null to keep the model's numbers. */
  food: Food | null;
  candidate: FoodCandidate | null;
  /** Why: "agrees" (density within the model's error), "no-estimate" (model gave no energy), "none". */
  reason: "agrees" | "no-estimate" | "none";
}

// Vision models' energy is off by about 0.6x-1.6x; a candidate outside a slightly wider band
// disagrees with the evidence and is not taken.
const lowestRatio = 0.55;
const highestRatio = 1.75;
// Candidates considered: the ranker's best few, and only those nearly as likely as the first.
const considered = 5;
const minimumConfidence = 0.3;
const confidentAlone = 0.8;

export function groundItem(index: FoodIndex, model: ModelEstimate): Grounding {
  const none: Grounding = { food: null, candidate: null, reason: "none" };
  if (!(model.grams > 0)) return none;
  const candidates = matchFood(index, model.name, { limit: considered }).candidates;
  const top = candidates[0];
  if (!top || top.confidence < minimumConfidence) return none;
  const modelDensity = (model.calories / model.grams) * 100;
  if (!(modelDensity > 0)) {
    return top.confidence >= confidentAlone
      ? { food: top.food, candidate: top, reason: "no-estimate" }
      : none;
  }
  // The likeliest candidate whose energy density agrees with what the model saw. Nudging toward
  // the closest density measured worse (bench/accuracy): the model's own energy is too noisy.
  for (const candidate of candidates) {
    if (candidate.confidence < Math.max(minimumConfidence, top.confidence * 0.5)) break;
    const density = candidate.food.per100g.calories;
    if (density === null) continue;
    const ratio = density / modelDensity;
    if (ratio >= lowestRatio && ratio <= highestRatio)
      return { food: candidate.food, candidate, reason: "agrees" };
  }
  return none;
}
