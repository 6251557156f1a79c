// The food engine's index: USDA foods with per-100 g nutrients and household portions, read from
// the compact foodIndex.json that sync-server/scripts/build-food-index.ts writes.
import { describeFood, matchingName, type FoodTerms } from "./foodTerms.ts";
import { stem, words } from "./words.ts";

/** Per 100 g. null where the source table has no value (SR28 often lacks fiber and sugar). */
export interface FoodNutrients {
  calories: number | null;
  protein: number | null;
  fat: number | null;
  carbohydrates: number | null;
  fiber: number | null;
  sugar: number | null;
  sodium: number | null;
}

export interface Portion {
  /** As USDA writes it: "1 cup", "1 slice", "1 medium (7\" to 7-7/8\" long)", "Quantity not specified". */
  description: string;
  grams: number;
}

export interface Food {
  /** "fndds:<food code>" or "sr28:<NDB_No>". */
  id: string;
  source: "fndds" | "sr28";
  description: string;
  category: string;
  per100g: FoodNutrients;
  portions: Portion[];
}

/** The JSON file's shape: one array per food, in the order of `columns`. */
export interface FoodIndexFile {
  version: number;
  sources: string;
  license: string;
  categories: string[];
  foods: [
    id: string,
    description: string,
    category: number,
    calories: number | null,
    protein: number | null,
    fat: number | null,
    carbohydrates: number | null,
    fiber: number | null,
    sugar: number | null,
    sodium: number | null,
    portions: [description: string, grams: number][],
  ][];
}

export interface FoodIndex {
  foods: Food[];
  byId: Map<string, Food>;
  /** Stem -> the foods whose description has it. */
  byStem: Map<string, Food[]>;
  termsOf(food: Food): FoodTerms;
  sources: string;
}

export function readFoodIndex(file: FoodIndexFile): FoodIndex {
  const foods: Food[] = file.foods.map(
    ([id, description, category, calories, protein, fat, carbohydrates, fiber, sugar, sodium, portions]) => ({
      id,
      source: id.startsWith("sr28:") ? "sr28" : "fndds",
      description,
      category: file.categories[category] ?? "",
      per100g: { calories, protein, fat, carbohydrates, fiber, sugar, sodium },
      portions: portions.map(([d, grams]) => ({ description: d, grams })),
    }),
  );
  const byStem = new Map<string, Food[]>();
  for (const food of foods) {
    for (const s of new Set(words(matchingName(food.description)).map(stem))) {
      const list = byStem.get(s);
      if (list) list.push(food);
      else byStem.set(s, [food]);
    }
  }
  const terms = new Map<string, FoodTerms>();
  return {
    foods,
    byId: new Map(foods.map((food) => [food.id, food])),
    byStem,
    sources: file.sources,
    termsOf(food) {
      let found = terms.get(food.id);
      if (!found) terms.set(food.id, (found = describeFood(food.description, food.source)));
      return found;
    },
  };
}
