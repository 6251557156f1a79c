// Grounding: finds the database food for a name the vision model gave ("grilled chicken breast").
// Only a confident match may replace the model's own nutrient numbers (ARCHITECTURE.md, Analysis 3).
import type { Food, FoodDatabase } from "./foodDatabase.ts";
import { lookupWords, parseFoodQuery } from "./foodQuery.ts";
import { rankFoods } from "./rankFoods.ts";

export interface FoodMatch {
  food: Food;
  score: number;
  confident: boolean;
}

// Tuned on the fixed list in matchFood.test.ts: exact everyday names score 0.85-1.0; one word in the
// food's own name that the model did not say (a "French toast" for "toast") costs 0.2.
const confidentScore = 0.8;
const worthReporting = 0.35;

export function matchFood(db: FoodDatabase, englishName: string): FoodMatch | null {
  const query = parseFoodQuery(englishName);
  if (!query.head) return null;
  const candidates = db.candidates(lookupWords(query));
  const best = rankFoods(query, candidates)[0];
  if (!best || best.score < worthReporting) return null;
  const food = db.get(best.food.id);
  if (!food) return null;
  // Any named part missing from the food (the milk of "cereal with milk") would be lost by grounding.
  const confident =
    best.headMatched && best.missing.every((q) => q.role === "minor") && best.score >= confidentScore;
  return { food, score: best.score, confident };
}
