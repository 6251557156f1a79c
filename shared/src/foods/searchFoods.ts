// Typed search (Add food and Replace food on the meal detail, `GET /foods/search`): the last word may
// be unfinished. USDA's names, which a prefix is read against, are English, so in Spanish an
// unfinished word found nothing until it was whole ("palt", "manz", "marra") or found English words
// that begin the same ("pal" was palm oil, "pol" pollock). In Spanish the foods whose Chilean name
// (the word list's, foodNames.es_CL.json) begins with what was typed lead, shortest name first
// ("pol": Pollo, Polenta, Pollo asado...; "poroto v": Porotos verdes), then the foods of the word
// list's other phrases that begin so ("pech": pechuga de pollo), then what the prefix finds.
import type { Locale } from "../constants.ts";
import { foldText } from "../meals/search.ts";
import type { Food, FoodIndex } from "./foodIndex.ts";
import type { FoodNames } from "./foodNames.ts";
import { matchFood } from "./matchFood.ts";
import { spanishFoodPhrases } from "./spanish.ts";
import { stem } from "./words.ts";

/** Foods found by their Spanish words ahead of the prefix's. */
const BY_NAME = 6;
/** Phrases of the word list matched in one search at most (each is matched once, then kept). */
const PHRASES_PER_SEARCH = 3;
/** Below this a phrase's food is a guess, not what the phrase names. */
const NAMED = 0.5;

interface Named {
  id: string;
  words: string[];
}

const byWords = (a: { words: string[] }, b: { words: string[] }) =>
  a.words.join(" ").length - b.words.join(" ").length;
const foldedNames = new WeakMap<object, Named[]>();
let phrases: string[][] | undefined;
/** Each index's food for a phrase of the word list (another index has other foods and ids). */
const phraseFoodsOf = new WeakMap<FoodIndex, Map<string, string | null>>();

/** Whether each typed word begins the name's word at its place: "poroto v" begins "porotos verdes". */
function begins(typed: string[], words: string[]): boolean {
  return typed.length <= words.length && typed.every((word, i) => words[i]!.startsWith(word));
}

function namesToSearch(names: FoodNames, locale: Locale): Named[] {
  const listed = names.listed(locale);
  let folded = foldedNames.get(listed);
  if (!folded) {
    folded = listed.map(([id, name]) => ({ id, words: foldText(name).split(/\s+/) })).sort(byWords);
    foldedNames.set(listed, folded);
  }
  return folded;
}

function spanishPhrases(): string[][] {
  if (!phrases) {
    const { chilean, grouped } = spanishFoodPhrases();
    phrases = [...new Set([...chilean, ...grouped])].map((phrase) => phrase.split(" "));
    phrases.sort((a, b) => a.join(" ").length - b.join(" ").length);
  }
  return phrases;
}

/**
 * The prefix's foods, led by those named by the last word as typed when it is a whole word of the
 * index: "egg" is eggs before eggnog and eggplant, "pea" peas before peanuts (decision 222).
 */
function wholeWordFirst(
  index: FoodIndex,
  query: string,
  typed: string[],
  locale: Locale | undefined,
  limit: number,
) {
  const prefixed = matchFood(index, query, { locale, limit, prefix: true }).candidates.map((c) => c.food);
  const last = typed.at(-1);
  const word = last && stem(last);
  // Ranked a second time only when the prefix found longer words ("eggnog" of "egg").
  if (!word || !index.byStem.has(word) || prefixed.every((food) => index.termsOf(food).all.has(word)))
    return prefixed;
  const whole = matchFood(index, query, { locale, limit }).candidates.filter((c) => c.headMatched);
  return [...new Set([...whole.map((c) => c.food), ...prefixed])].slice(0, limit);
}

/**
 * Each food once, and one of two rows that read the same: SR28's "Dulce de leche" is FNDDS's, name
 * and numbers, and the list showed it twice.
 */
function distinct(foods: Food[]): Food[] {
  const seen = new Set<string>();
  return foods.filter((food) => {
    const key = `${food.description.toLowerCase()} ${food.per100g.calories}`;
    if (seen.has(food.id) || seen.has(key)) return false;
    seen.add(food.id).add(key);
    return true;
  });
}

export function searchFoods(
  index: FoodIndex,
  names: FoodNames,
  query: string,
  locale: Locale | undefined,
  limit: number,
): Food[] {
  const typed = foldText(query).trim().split(/\s+/).filter(Boolean);
  const prefixed = wholeWordFirst(index, query, typed, locale, limit);
  if (locale !== "es_CL" || typed.join(" ").length < 2) return distinct(prefixed);
  // A last word typed whole leads: "pan" is "pan blanco" before "panela", "te" tea before tempeh.
  const last = typed.length - 1;
  const begun = namesToSearch(names, locale).filter((named) => begins(typed, named.words));
  const whole = begun.filter((named) => named.words[last] === typed[last]);
  const ids = [...whole, ...begun.filter((named) => named.words[last] !== typed[last])]
    .slice(0, BY_NAME)
    .map((named) => named.id);
  // And what the words name as typed, when they name it surely, before all: "pan" is bread.
  const named = whole.length > 0 ? matchFood(index, query, { locale, limit: 1 }).candidates[0] : undefined;
  if (named && named.confidence >= NAMED) ids.unshift(named.food.id);
  let phraseFoods = phraseFoodsOf.get(index);
  if (!phraseFoods) phraseFoodsOf.set(index, (phraseFoods = new Map()));
  let matched = 0;
  for (const words of spanishPhrases()) {
    if (ids.length >= BY_NAME) break;
    if (!begins(typed, words)) continue;
    const phrase = words.join(" ");
    if (!phraseFoods.has(phrase)) {
      if (matched >= PHRASES_PER_SEARCH) continue;
      matched += 1;
      const best = matchFood(index, phrase, { locale, limit: 1 }).candidates[0];
      phraseFoods.set(phrase, best && best.confidence >= NAMED ? best.food.id : null);
    }
    const id = phraseFoods.get(phrase);
    if (id && !ids.includes(id)) ids.push(id);
  }
  return distinct([...ids.flatMap((id) => index.byId.get(id) ?? []), ...prefixed]).slice(0, limit);
}
