// The food engine (issue 13). The index itself is a separate, large JSON module
// ("@nutrisnap/shared/foods/foodIndex.json"): the browser loads it lazily, the server imports it.
export { createFoodEngine, type FoodEngine } from "./foodEngine.ts";
export type { Food, FoodIndexFile, FoodNutrients, Portion } from "./foodIndex.ts";
export { displayName, type FoodNamesFile } from "./foodNames.ts";
export type { FoodCandidate, FoodMatch } from "./matchFood.ts";
export { describeMeal, reviseItem, type DescribedItem, type DescribedMeal } from "./describeMeal.ts";
export { readAmount, weigh, type Amount, type Unit } from "./portions.ts";
export { nutrientsOf, sumNutrients, type ItemNutrients } from "./nutrients.ts";
export { estimateMeal, estimatedItemOf, itemOfFood } from "./estimate.ts";
export { localizedUnit } from "./portionNames.ts";
export { groundTogether, type Grounding, type ModelEstimate } from "./groundItem.ts";
