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
  /**
   * Why: "agrees" (density within the model's error), "no-estimate" (model gave no energy), "none",
   * or "dish-kept" (it agreed, but another item of the same photo had to keep the model's numbers).
   */
  reason: "agrees" | "no-estimate" | "none" | "dish-kept";
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
  // The candidate the ranker is surest of sets the bar, not the first: the first's confidence
  // counts the words of the phrase it lacks ("Hot chocolate / cocoa, NFS" for "hot chocolate with
  // 2% milk", 0.29), and a runner-up naming them all (0.80) was refused because of it.
  let surest = top;
  for (const candidate of candidates)
    if (candidate.confidence > (surest?.confidence ?? 0)) surest = candidate;
  if (!top || !surest || surest.confidence < minimumConfidence) return none;
  // Without the model's energy, only a candidate the ranker is sure of is taken.
  const unestimated: Grounding =
    top.confidence >= confidentAlone ? { food: top.food, candidate: top, reason: "no-estimate" } : none;
  // A model's 0 kcal is an estimate (black coffee, diet soda): a food that agrees with it is
  // taken like any other; only when none does is it read as no estimate. Read as none, a 0 kcal
  // coffee kept the model's numbers for its whole photo (decision 229).
  if (!(model.calories >= 0)) return unestimated;
  // The candidates that agree with what the model saw: energy density within the model's error
  // band. The macronutrient mix only breaks near-ties: as a filter it changed nothing measured.
  const plausible = candidates.filter((candidate) => {
    // A food the phrase's head noun does not name is another food made with it ("Pita chips"
    // for "pita"): its energy agreeing with the model's is chance, not evidence.
    if (!candidate.headMatched) return false;
    if (candidate.confidence < Math.max(minimumConfidence, surest.confidence * 0.5)) return false;
    const density = candidate.food.per100g.calories;
    if (density === null) return false;
    // The model's kcal are whole numbers: a cup of tea's "1 kcal" is anything from 0.5 to 1.5.
    const energy = (density * model.grams) / 100;
    return energy >= lowestRatio * (model.calories - 0.5) && energy <= highestRatio * (model.calories + 0.5);
  });
  const first = plausible[0];
  if (!first) return model.calories === 0 ? unestimated : none;
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

/**
 * A photo's items are grounded together or not at all (decision 191). A vision model's errors on
 * the items of one photo partly cancel; grounding some items and keeping the model's numbers for
 * another undoes that cancelling, so a dish whose every grounded item took exactly the right food
 * can end further from the truth than the model alone ("tuna" grounded right beside a brownie the
 * model overestimated). When every item the model gave energy for is grounded, a dish of right
 * matches is exact; when one of them is not, the model's numbers stay for all of them, which is
 * never worse than the model. Only a wrong food taken inside the model's band can then make a dish
 * worse. An item the model gave 0 kcal for ("no-estimate") follows the same rule: beside a kept
 * item, its grounded energy would undo the same cancelling.
 */
export function groundTogether(items: { model: ModelEstimate; grounding: Grounding | null }[]): Grounding[] {
  const partial = items.some(({ model, grounding }) => model.grams > 0 && !grounding?.food);
  return items.map(({ grounding }) => {
    if (!grounding) return { food: null, candidate: null, reason: "none" };
    if (partial && grounding.food) return { food: null, candidate: grounding.candidate, reason: "dish-kept" };
    return grounding;
  });
}
