// The food engine (issue 13): one index, one matcher, the same answers in the browser and on the
// server. Build it from the index file and the names file:
// createFoodEngine(await import("./foodIndex.json"), [await import("./foodNames.es_CL.json")]).
import type { EstimatedItem, FoodEstimateResponse } from "../api/foods.ts";
import type { Locale } from "../constants.ts";
import { describeMeal, type DescribedMeal } from "./describeMeal.ts";
import { estimateMeal, itemOfFood } from "./estimate.ts";
import { portionName } from "./portionNames.ts";
import { readFoodIndex, type Food, type FoodIndex, type FoodIndexFile } from "./foodIndex.ts";
import { readFoodNames, type FoodNamesFile } from "./foodNames.ts";
import { groundItem, groundTogether, type Grounding, type ModelEstimate } from "./groundItem.ts";
import { matchFood, type FoodMatch } from "./matchFood.ts";
import { readAmount, usualPortion, weigh, type Amount, type Weighed } from "./portions.ts";
import { searchFoods } from "./searchFoods.ts";

export interface FoodEngine {
  index: FoodIndex;
  get(id: string): Food | null;
  /** The food's name for a user of `locale`: "Palta" for "Avocado, raw" in es_CL; else USDA's. */
  name(food: Food, locale: Locale): string;
  /** A USDA portion's name for a user of `locale`: "1 rebanada grande" for "1 large slice" in es_CL. */
  portionName(description: string, locale: Locale): string;
  /** Where in its portions a food is offered to pick by hand; -1 for grams (portions.ts). */
  usualPortion(food: Food): number;
  match(phrase: string, options?: { locale?: Locale; limit?: number }): FoodMatch;
  /** Typed search (the last word may be unfinished), best first. */
  search(query: string, options?: { locale?: Locale; limit?: number }): Food[];
  describe(text: string, locale: Locale): DescribedMeal;
  ground(model: ModelEstimate): Grounding;
  /** The items of one photo, grounded together or not at all (decision 191). */
  groundDish(models: ModelEstimate[]): Grounding[];
  /** The answer of POST /foods/estimate. */
  estimate(text: string, locale: Locale): FoodEstimateResponse;
  /** "2 cups", "150 g", "una taza" as an amount (the words after it are ignored). */
  readAmount(text: string): Amount;
  weigh(food: Food, amount: Amount): Weighed;
  /** A meal item of a food at an amount, in the user's language. */
  item(
    food: Food,
    amount: { grams: number; quantity: number; unit: string; localName: string; confidence: number | null },
    locale: Locale,
  ): EstimatedItem;
}

/** `names`: the foods' names in other languages (foodNames.es_CL.json); without them, USDA's. */
export function createFoodEngine(file: FoodIndexFile, names: FoodNamesFile[] = []): FoodEngine {
  const index = readFoodIndex(file);
  const localNames = readFoodNames(names);
  const engine: FoodEngine = {
    index,
    get: (id) => index.byId.get(id) ?? null,
    name: (food, locale) => localNames.of(food, locale),
    portionName,
    usualPortion,
    match: (phrase, options) => matchFood(index, phrase, options),
    search: (query, { locale, limit = 10 } = {}) =>
      searchFoods(index, localNames, query, locale, Math.min(limit, 50)),
    describe: (text, locale) => describeMeal(index, text, locale),
    ground: (model) => groundItem(index, model),
    groundDish: (models) =>
      groundTogether(models.map((model) => ({ model, grounding: groundItem(index, model) }))),
    estimate: (text, locale) => estimateMeal(engine, text, locale),
    readAmount: (text) => readAmount(text).amount,
    weigh,
    item: itemOfFood,
  };
  return engine;
}
