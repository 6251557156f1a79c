// Typed search (Add food and Replace food on the meal detail, `GET /foods/search`): the last word may
// be unfinished. USDA's names, which a prefix is read against, are English, so in Spanish an
// unfinished word found nothing until it was whole ("palt", "manz", "marra") or found English words
// that begin the same ("pal" was palm oil, "pol" pollock). In Spanish the typed words are first
// completed from the word list (spanish.ts), shortest first ("pol": pollo, polenta...), and the
// foods those name lead; what the prefix finds follows.
import type { Locale } from "../constants.ts";
import { foldText } from "../meals/search.ts";
import type { Food, FoodIndex } from "./foodIndex.ts";
import { matchFood } from "./matchFood.ts";
import { spanishFoodPhrases } from "./spanish.ts";

/** Completions of a typed Spanish phrase tried, and foods kept from each. */
const COMPLETIONS = 6;
const FOODS_PER_COMPLETION = 2;
const FOODS_OF_A_WHOLE_WORD = 4;
/** Below this a completion's food is a guess, not what the word names. */
const NAMED = 0.5;

let vocabulary: { phrases: string[]; known: Set<string> } | undefined;

function spanishVocabulary(): { phrases: string[]; known: Set<string> } {
  if (!vocabulary) {
    const { chilean, grouped } = spanishFoodPhrases();
    // Shortest first; of one length, the list's order (Chilean words first, everyday foods early).
    const listed = [...new Set([...chilean, ...grouped])];
    const order = new Map(listed.map((phrase, i) => [phrase, i]));
    const phrases = listed.sort((a, b) => a.length - b.length || order.get(a)! - order.get(b)!);
    vocabulary = { phrases, known: new Set(phrases) };
  }
  return vocabulary;
}

export function searchFoods(
  index: FoodIndex,
  query: string,
  locale: Locale | undefined,
  limit: number,
): Food[] {
  const prefixed = matchFood(index, query, { locale, limit, prefix: true }).candidates.map((c) => c.food);
  const typed = foldText(query).trim().replace(/\s+/g, " ");
  if (locale !== "es_CL" || typed.length < 2) return prefixed;
  const { phrases, known } = spanishVocabulary();
  const named = (phrase: string, count: number) =>
    matchFood(index, phrase, { locale, limit: count })
      .candidates.filter((candidate) => candidate.confidence >= NAMED)
      .map((candidate) => candidate.food);
  const whole = known.has(typed) ? named(typed, FOODS_OF_A_WHOLE_WORD) : [];
  const completed = phrases
    .filter((phrase) => phrase.length > typed.length && phrase.startsWith(typed))
    .slice(0, COMPLETIONS)
    .map((phrase) => named(phrase, FOODS_PER_COMPLETION));
  // The whole word's foods, then each completion's best, then their second, then the prefix's.
  const ordered = [
    ...whole,
    ...Array.from({ length: FOODS_PER_COMPLETION }, (_, rank) =>
      completed.flatMap((foods) => foods[rank] ?? []),
    ).flat(),
    ...prefixed,
  ];
  const seen = new Set<string>();
  return ordered.filter((food) => !seen.has(food.id) && seen.add(food.id)).slice(0, limit);
}
