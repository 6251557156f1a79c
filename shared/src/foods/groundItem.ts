// Grounding a photo analysis item (issue 13 §2): the model names the food and weighs it; the food
// engine supplies nutrients only from a candidate whose energy density agrees with the model's own
// estimate, so a confidently wrong match ("egg whites" -> an omelet with meat) cannot replace
// sound numbers. The model's grams always stay the model's.
import type { Food, FoodIndex, FoodNutrients } from "./foodIndex.ts";
import { matchFood, type FoodCandidate } from "./matchFood.ts";

export interface ModelEstimate {
  /** English name as the model gave it. */
  name: string;
  grams: number;
  calories: number;
  /** The model's macronutrients, when it gave them: their mix says which food it saw. */
  protein?: number | null;
  fat?: number | null;
  carbohydrates?: number | null;
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
const considered = 8;
const minimumConfidence = 0.3;
const confidentAlone = 0.8;
// Candidates whose ranker score is this close to the best one's are near-ties ("coating eaten" or
// "not eaten", "NFS" or "plain"): among them the model's macronutrient mix decides.
const nearTie = 0.06;

/** Shares of energy from protein, fat and carbohydrate (4, 9, 4 kcal/g), or null with too little. */
function macroMix(protein: number, fat: number, carbohydrates: number): [number, number, number] | null {
  const energy = 4 * protein + 9 * fat + 4 * carbohydrates;
  if (!(energy >= 5)) return null;
  return [(4 * protein) / energy, (9 * fat) / energy, (4 * carbohydrates) / energy];
}

function modelMix(model: ModelEstimate): [number, number, number] | null {
  const { protein, fat, carbohydrates } = model;
  if (protein == null || fat == null || carbohydrates == null) return null;
  return macroMix(protein, fat, carbohydrates);
}

function foodMix(per100g: FoodNutrients): [number, number, number] | null {
  const { protein, fat, carbohydrates } = per100g;
  if (protein === null || fat === null || carbohydrates === null) return null;
  return macroMix(protein, fat, carbohydrates);
}

/** Half the summed difference of the energy shares: 0 for the same mix, 1 for nothing shared. */
const mixDistance = (a: [number, number, number], b: [number, number, number]) =>
  (Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]) + Math.abs(a[2] - b[2])) / 2;

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
  // The candidates that agree with what the model saw: energy density within the model's error
  // band. The macronutrient mix only breaks near-ties: as a filter it changed nothing measured.
  const plausible = candidates.filter((candidate) => {
    // A food the phrase's head noun does not name is another food made with it ("Pita chips"
    // for "pita"): its energy agreeing with the model's is chance, not evidence.
    if (!candidate.headMatched) return false;
    if (candidate.confidence < Math.max(minimumConfidence, top.confidence * 0.5)) return false;
    const density = candidate.food.per100g.calories;
    if (density === null) return false;
    const ratio = density / modelDensity;
    return ratio >= lowestRatio && ratio <= highestRatio;
  });
  const first = plausible[0];
  if (!first) return none;
  // Among the near-ties of the likeliest plausible one, the closest mix. Density alone is not
  // used to choose: the model's own energy is too noisy (nudging toward it measured worse).
  let chosen = first;
  const mix = modelMix(model);
  if (mix) {
    let best = Infinity;
    for (const candidate of plausible) {
      if (candidate.score < first.score - nearTie) break;
      const candidateMix = foodMix(candidate.food.per100g);
      const distance = candidateMix ? mixDistance(mix, candidateMix) : Infinity;
      if (distance < best - 0.02) {
        best = distance;
        chosen = candidate;
      }
    }
  }
  return { food: chosen.food, candidate: chosen, reason: "agrees" };
}
