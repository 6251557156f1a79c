import type { Food, FoodDatabase, FoodEntry, Nutrients } from "./foodDatabase.ts";

const oneDecimal = (value: number) => Math.round(value * 10) / 10;
const scale = (per100g: number | null, grams: number, round: (value: number) => number) =>
  per100g === null ? null : round((per100g * grams) / 100);

/** Nutrients in `grams` of a food: grams x value / 100. null stays null (unknown, not zero). */
export function nutrientsForGrams(food: Pick<FoodEntry, "per100g">, grams: number): Nutrients {
  if (!Number.isFinite(grams) || grams < 0)
    throw new RangeError(`grams must be a non-negative number, got ${grams}`);
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

// FNDDS "Nutritional powder mix, whey based, NFS": a generic whey powder whose own portion list
// has "1 scoop, NFS". The search is a fallback should a rebuilt database renumber it.
const wheyPowderId = "fndds:95230000";
const usualScoopGrams = 30;

/** The food a "protein scoop" context hint adds, and the grams of one scoop. */
export function proteinPowderFood(db: FoodDatabase): { food: Food; scoopGrams: number } {
  const food = db.get(wheyPowderId) ?? db.search("whey protein powder", 1)[0];
  if (!food) throw new Error("food database has no protein powder entry");
  const scoop =
    food.portions.find((p) => /^1 scoop\b/i.test(p.description) && /\bNFS\b/.test(p.description)) ??
    food.portions.find((p) => /^1 scoop\b/i.test(p.description));
  return { food, scoopGrams: scoop?.grams ?? usualScoopGrams };
}
