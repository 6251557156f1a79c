// Matching a food phrase ("grilled chicken breast", "palta", "2 huevos revueltos" minus the amount)
// to the index: a ranked list of candidates, each with a calibrated confidence.
import type { Locale } from "../constants.ts";
import type { Food, FoodIndex } from "./foodIndex.ts";
import { parseFoodQuery } from "./foodQuery.ts";
import { rankFoods, type RankedFood } from "./rankFoods.ts";
import { translateSpanish } from "./spanish.ts";

export interface FoodCandidate {
  food: Food;
  /** The ranker's raw score, for ordering. */
  score: number;
  /** Estimated probability that this is the food meant (calibrated on the tuning set, bench/accuracy). */
  confidence: number;
  /** The phrase's head noun names this food, not only something in it ("pita" of "Pita chips"). */
  headMatched: boolean;
}

export interface FoodMatch {
  /** The phrase as matched: the English words a Spanish phrase became. */
  phrase: string;
  candidates: FoodCandidate[];
}

// Confidence of the top candidate by its score and its lead over the runner-up, read off the tuning
// set's reliability table (bench/accuracy, `npm run bench -- accuracy`). Lower rows are checked first.
const calibration: { minScore: number; minLead: number; confidence: number }[] = [
  { minScore: 0.9, minLead: 0.05, confidence: 0.97 },
  { minScore: 0.9, minLead: 0, confidence: 0.9 },
  { minScore: 0.8, minLead: 0.05, confidence: 0.9 },
  { minScore: 0.8, minLead: 0, confidence: 0.8 },
  { minScore: 0.65, minLead: 0, confidence: 0.6 },
  { minScore: 0.5, minLead: 0, confidence: 0.35 },
  { minScore: 0.35, minLead: 0, confidence: 0.15 },
];

function confidenceOf(ranked: RankedFood, next: RankedFood | undefined, first: boolean): number {
  if (!ranked.headMatched && ranked.coverage < 1) return 0.05;
  const lead = first ? ranked.score - (next?.score ?? 0) : 0;
  const row = calibration.find((r) => ranked.score >= r.minScore && lead >= r.minLead);
  const base = row?.confidence ?? 0.05;
  // Anything the phrase named that the food lacks (the milk of "cereal with milk") is a risk.
  const missed = ranked.missing.filter((q) => q.role !== "minor").length;
  return Math.round(base * 0.6 ** missed * 1000) / 1000;
}

export function matchFood(
  index: FoodIndex,
  phrase: string,
  options: { locale?: Locale; limit?: number; prefix?: boolean } = {},
): FoodMatch {
  const english = options.locale === "es_CL" ? translateSpanish(phrase) : phrase;
  const query = parseFoodQuery(english);
  if (!query.head) return { phrase: english, candidates: [] };
  const limit = options.limit ?? 10;
  const ranked = rankFoods(index, query, options.prefix ?? false, limit).slice(0, limit);
  return {
    phrase: english,
    candidates: ranked.map((r, i) => ({
      food: r.food,
      score: Math.round(r.score * 1000) / 1000,
      confidence: confidenceOf(r, ranked[i + 1], i === 0),
      headMatched: r.headMatched,
    })),
  };
}
