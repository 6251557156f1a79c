// Meals as people type them into Describe (decision 235): sets/typed-meals.tsv, a development set
// labelled from the USDA tables. Each line is a locale, the meal as typed and its foods, each
// "USDA description || equally right one @ amount". The amount is a USDA portion of the food
// ("2 x 1 egg"), "Q" for its unspecified quantity, or grams or millilitres said. A held-out food
// stops the build: the set is for tuning.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Food } from "../../shared/src/foods/foodIndex.ts";
import { index, isTuneHalf } from "./foodIndex.ts";

export interface TypedItem {
  /** The label first, then the equally right foods. */
  foods: Food[];
  grams: number;
}
export interface TypedMeal {
  locale: "en_US" | "es_CL";
  text: string;
  items: TypedItem[];
  calories: number;
}

/** A tuning-half food of that USDA description (descriptions repeat across SR28 and FNDDS). */
function tuneFood(description: string, line: string): Food {
  const foods = index.foods.filter((f) => f.description === description);
  if (foods.length === 0) throw new Error(`typed-meals: "${description}" is not in the index (${line})`);
  const tune = foods.find((f) => isTuneHalf(f.id));
  if (!tune) throw new Error(`typed-meals: "${description}" is a held-out food (${line})`);
  return tune;
}

function gramsOf(food: Food, amount: string, line: string): number {
  const said = /^([\d.]+) (g|ml)$/.exec(amount);
  if (said) {
    const value = Number(said[1]);
    if (said[2] === "g") return value;
    const ounce = food.portions.find((p) => /^1 fl oz\b/.test(p.description));
    if (!ounce) throw new Error(`typed-meals: "${food.description}" has no fl oz portion (${line})`);
    return Math.round((value / 29.5735) * ounce.grams * 10) / 10;
  }
  const [, count = "1", portion = amount] = /^(?:([\d.]+) x )?(.+)$/.exec(amount) ?? [];
  const name = portion === "Q" ? "Quantity not specified" : portion;
  const found = food.portions.find((p) => p.description === name);
  if (!found) throw new Error(`typed-meals: "${food.description}" has no portion "${name}" (${line})`);
  return Math.round(Number(count) * found.grams * 10) / 10;
}

export function readTypedMeals(): TypedMeal[] {
  const errors: string[] = [];
  const file = path.join(import.meta.dirname, "sets", "typed-meals.tsv");
  const meals: TypedMeal[] = [];
  for (const line of readFileSync(file, "utf8").split("\n")) {
    if (!line.trim() || line.startsWith("#")) continue;
    const [locale, text, foods] = line.split("\t");
    if ((locale !== "en_US" && locale !== "es_CL") || !text || !foods)
      throw new Error(`typed-meals: a line needs a locale, a text and its foods (${line})`);
    const items = foods.split(" ; ").flatMap((item) => {
      const [names = "", amount = ""] = item.split(" @ ").map((s) => s.trim());
      try {
        const labelled = names.split(" || ").map((d) => tuneFood(d.trim(), text));
        return [{ foods: labelled, grams: gramsOf(labelled[0]!, amount, text) }];
      } catch (error) {
        errors.push((error as Error).message);
        return [];
      }
    });
    const calories = items.reduce((n, i) => n + ((i.foods[0]!.per100g.calories ?? 0) * i.grams) / 100, 0);
    meals.push({ locale, text, items, calories });
  }
  if (errors.length) throw new Error(errors.join("\n"));
  return meals;
}

if (process.argv[1] === import.meta.filename) {
  const meals = readTypedMeals();
  for (const m of meals)
    console.log(
      `${m.locale} ${m.text} | ${m.items.map((i) => `${i.grams} g ${i.foods[0]!.description}`).join("; ")} | ${Math.round(m.calories)} kcal`,
    );
  console.log(`${meals.length} meals`);
}
