// Builds the labelled accuracy sets (bench/accuracy/sets/*.json) from the hand-written phrase lists
// (phrases-en.tsv, phrases-es.tsv) and the USDA foods of the engine's index. Every label comes from
// the USDA tables: the expected food, its kcal per 100 g, its household portions and their grams.
// Deterministic (a seeded generator): rerunning writes the same files.
//
// Split: each food row of the lists goes whole (all its phrasings, every meal and photo case built
// from it) to "tune" or "heldout" by a hash of its expected food, so tuning never sees a held-out
// word. Usage: npx tsx bench/accuracy/buildSets.ts
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Food } from "../../shared/src/foods/foodIndex.ts";
import { byDescription, isTuneHalf } from "./foodIndex.ts";
import { random } from "./random.ts";

const here = import.meta.dirname;

/** "dev": the generated development set (buildDevSet.ts); "people": the written-by-people one
 * (buildPeopleSet.ts); both of tuning-half foods only. */
export type Split =
  | "tune"
  | "heldout"
  | "dev"
  | "people"
  | "names-dev"
  | "names-heldout"
  | "names2"
  | "everyday"
  | "everyday-c"
  | "photos-dev";
export interface PhraseCase {
  phrase: string;
  locale: "en_US" | "es_CL";
  split: Split;
  expected_id: string;
  expected_description: string;
  kcal_per_100g: number;
  /** Other USDA foods that are equally right for the phrase. */
  also_right: string[];
}
interface Row {
  foods: Food[];
  phrases: string[];
  split: Split;
}

const splitOf = (foodId: string): Split => (isTuneHalf(foodId) ? "tune" : "heldout");

function readRows(file: string): Row[] {
  const rows: Row[] = [];
  const missing: string[] = [];
  for (const line of readFileSync(path.join(here, "sets", file), "utf8").split("\n")) {
    if (!line.trim() || line.startsWith("#")) continue;
    const [expected = "", ...phrases] = line.split("\t");
    const foods = expected.split(" || ").flatMap((d) => {
      const food = byDescription.get(d.trim());
      if (!food) missing.push(d.trim());
      return food ? [food] : [];
    });
    if (foods.length === 0) continue;
    rows.push({ foods, phrases: phrases.map((p) => p.trim()).filter(Boolean), split: splitOf(foods[0]!.id) });
  }
  if (missing.length > 0) console.warn(`${file}: not in the index:\n  ${missing.join("\n  ")}`);
  return rows;
}

const phraseCases = (rows: Row[], locale: PhraseCase["locale"]): PhraseCase[] =>
  rows.flatMap((row) =>
    row.phrases.map((phrase) => ({
      phrase,
      locale,
      split: row.split,
      expected_id: row.foods[0]!.id,
      expected_description: row.foods[0]!.description,
      kcal_per_100g: row.foods[0]!.per100g.calories ?? 0,
      also_right: row.foods.slice(1).map((f) => f.id),
    })),
  );

export interface TrueItem {
  food_id: string;
  description: string;
  grams: number;
}
export interface Truth {
  calories: number;
  protein: number;
  fat: number;
  carbohydrates: number;
}
export interface MealCase {
  text: string;
  locale: "en_US" | "es_CL";
  split: Split;
  measures: "grams" | "household";
  items: TrueItem[];
  truth: Truth;
}
export interface PhotoCase {
  split: Split;
  /** The vision model's answer: the true food name and grams, energy off by a factor of 0.6-1.6. */
  model_items: {
    name: string;
    grams: number;
    calories: number;
    protein: number;
    fat: number;
    carbohydrates: number;
  }[];
  items: TrueItem[];
  truth: Truth;
}

const truthOf = (items: { food: Food; grams: number }[]): Truth => {
  const sum = (key: keyof Truth) =>
    Math.round(items.reduce((n, { food, grams }) => n + ((food.per100g[key] ?? 0) * grams) / 100, 0) * 10) /
    10;
  return {
    calories: sum("calories"),
    protein: sum("protein"),
    fat: sum("fat"),
    carbohydrates: sum("carbohydrates"),
  };
};

// Household portions a person names ("1 cup", "1 slice", "1 medium"), never the vague USDA ones.
const sayable =
  /^1 (cup|slice|tablespoon|teaspoon|medium|large|small|piece|egg|fillet|bar|cookie|can|bottle|link|patty|sandwich|burrito|taco|bagel|muffin|pancake|waffle|wing|drumstick|thigh|strip|stalk|spear|leaf|nugget|serving|bowl|container|carton|packet|scoop|glass|mug|tortilla|roll|chop|steak)\b(?!.*(NFS|Quantity|\())/i;
const plural = (unit: string) =>
  /(ch|sh|s|x)$/.test(unit)
    ? `${unit}es`
    : /[^aeiou]y$/.test(unit)
      ? `${unit.slice(0, -1)}ies`
      : unit.endsWith("f")
        ? `${unit.slice(0, -1)}ves`
        : `${unit}s`;
const spanishUnits: Record<string, string> = {
  cup: "taza",
  slice: "rebanada",
  tablespoon: "cucharada",
  teaspoon: "cucharadita",
  medium: "mediano",
  large: "grande",
  small: "pequeño",
  piece: "trozo",
  can: "lata",
  glass: "vaso",
  bowl: "plato",
};

function householdPhrase(
  food: Food,
  phrase: string,
  locale: MealCase["locale"],
  rnd: () => number,
): { text: string; grams: number } | null {
  // One portion per unit, the first USDA lists ("1 cup" before "1 cup, chopped"), in plain words.
  const firstOfUnit = food.portions.filter(
    (p, i) =>
      /^1 [a-z]+\b(,|$| \()/i.test(p.description) &&
      food.portions.findIndex((q) => q.description.split(/[ ,]/)[1] === p.description.split(/[ ,]/)[1]) === i,
  );
  const portions = firstOfUnit.filter(
    (p) =>
      sayable.test(p.description) &&
      (locale === "en_US" || spanishUnits[p.description.split(" ")[1]!.toLowerCase()] !== undefined),
  );
  if (portions.length === 0) return null;
  const first = portions[Math.floor(rnd() * portions.length)]!;
  const unit = first.description.split(/[ ,]/)[1]!.toLowerCase();
  // "A slice" is the usual slice when USDA lists one ("1 medium or regular slice" of bread, 28 g),
  // not the first it lists when that one is qualified ("1 slice, crust not eaten", 13 g).
  const usual = /^1 [a-z]+,/i.test(first.description)
    ? food.portions.find((p) =>
        new RegExp(`^1 (medium or regular|regular) ${unit}$`, "i").test(p.description),
      )
    : undefined;
  const portion = usual ?? first;
  const amounts = [1, 1, 2, 0.5, 1.5];
  const amount = amounts[Math.floor(rnd() * amounts.length)]!;
  const grams = Math.round(portion.grams * amount * 10) / 10;
  const isSize = ["medium", "large", "small"].includes(unit);
  if (locale === "es_CL") {
    const es = spanishUnits[unit]!;
    if (isSize)
      return {
        text: `${amount === 0.5 ? "medio" : amount === 1 ? "un" : amount === 1.5 ? "1 1/2" : "2"} ${phrase} ${es}`,
        grams,
      };
    const fem = es.endsWith("a");
    const count =
      amount === 0.5
        ? `media ${es}`
        : amount === 1
          ? `${fem ? "una" : "un"} ${es}`
          : amount === 1.5
            ? `1 1/2 ${es}s`
            : `2 ${es}s`;
    return { text: `${count} de ${phrase}`, grams };
  }
  if (isSize) {
    const count = amount === 0.5 ? "half a" : amount === 1 ? "a" : amount === 1.5 ? "1 1/2" : "2";
    return { text: `${count} ${unit} ${phrase}`, grams };
  }
  const count =
    amount === 0.5
      ? `half a ${unit}`
      : amount === 1
        ? `a ${unit}`
        : amount === 1.5
          ? `1 1/2 ${plural(unit)}`
          : `2 ${plural(unit)}`;
  return { text: `${count} of ${phrase}`, grams };
}

function gramsPhrase(
  food: Food,
  phrase: string,
  locale: MealCase["locale"],
  rnd: () => number,
): { text: string; grams: number } {
  const cup = food.portions.find((p) => /^1 cup\b/i.test(p.description) && !/\(/.test(p.description));
  const liquid = /beverage|juice|milk|coffee|tea|soft drink|water|beer|wine|smoothie/i.test(food.category);
  if (liquid && cup) {
    const ml = [200, 240, 250, 330, 350][Math.floor(rnd() * 5)]!;
    return {
      text: locale === "es_CL" ? `${ml} ml de ${phrase}` : `${ml} ml of ${phrase}`,
      grams: Math.round(((ml * cup.grams) / 236.6) * 10) / 10,
    };
  }
  const grams = Math.round((30 + rnd() * 220) / 5) * 5;
  if (locale === "en_US" && rnd() < 0.2) {
    const oz = [2, 3, 4, 6][Math.floor(rnd() * 4)]!;
    return { text: `${oz} oz ${phrase}`, grams: Math.round(oz * 28.3495 * 10) / 10 };
  }
  const form = rnd();
  return {
    text:
      locale === "es_CL"
        ? `${grams} g de ${phrase}`
        : form < 0.5
          ? `${grams} g of ${phrase}`
          : `${grams}g ${phrase}`,
    grams,
  };
}

const amountWords =
  /\b(a|an|half|glass|vaso|copa|slice|slices|scoop|handful|box|plate|plato|bowl|cup|taza|pat|dollop|spoonful|can|bag|bottle|of)\b/i;
const leadIns = {
  en_US: ["", "", "I had ", "For lunch I had ", "Breakfast: ", "I ate ", "Dinner was "],
  es_CL: ["", "", "Comí ", "Al almuerzo comí ", "Desayuno: ", "Tomé ", "De once: "],
};
function joinItems(parts: string[], locale: MealCase["locale"]): string {
  if (parts.length === 1) return parts[0]!;
  const and = locale === "es_CL" ? " y " : " and ";
  return `${parts.slice(0, -1).join(", ")}${and}${parts.at(-1)}`;
}

function buildMeals(rows: Row[], locale: MealCase["locale"], count: number, seed: number): MealCase[] {
  const rnd = random(seed);
  const meals: MealCase[] = [];
  for (const split of ["tune", "heldout"] as const) {
    const pool = rows.filter((r) => r.split === split);
    for (let n = 0; n < count / 2; n++) {
      const measures = n % 2 === 0 ? "grams" : "household";
      const size = 1 + Math.floor(rnd() * 4);
      const parts: string[] = [];
      const items: { food: Food; grams: number }[] = [];
      for (let tries = 0; parts.length < size && tries < 40; tries++) {
        const row = pool[Math.floor(rnd() * pool.length)]!;
        const food = row.foods[0]!;
        if (items.some((i) => i.food.id === food.id)) continue;
        // A phrase that holds its own amount ("glass of milk", "vaso de leche") cannot take another.
        const sayablePhrases = row.phrases.filter((p) => !p.includes(",") && !amountWords.test(p));
        const phrase = sayablePhrases[Math.floor(rnd() * sayablePhrases.length)];
        if (!phrase) continue;
        const said =
          measures === "grams"
            ? gramsPhrase(food, phrase, locale, rnd)
            : householdPhrase(food, phrase, locale, rnd);
        if (!said) continue;
        parts.push(said.text);
        items.push({ food, grams: said.grams });
      }
      const lead = leadIns[locale][Math.floor(rnd() * leadIns[locale].length)]!;
      meals.push({
        text: `${lead}${joinItems(parts, locale)}`,
        locale,
        split,
        measures,
        items: items.map(({ food, grams }) => ({ food_id: food.id, description: food.description, grams })),
        truth: truthOf(items),
      });
    }
  }
  return meals;
}

function buildPhotos(rows: Row[], count: number, seed: number): PhotoCase[] {
  const rnd = random(seed);
  const cases: PhotoCase[] = [];
  for (const split of ["tune", "heldout"] as const) {
    const pool = rows.filter((r) => r.split === split);
    for (let n = 0; n < count / 2; n++) {
      const size = 1 + Math.floor(rnd() * 3);
      const items: { food: Food; grams: number; name: string }[] = [];
      for (let tries = 0; items.length < size && tries < 40; tries++) {
        const row = pool[Math.floor(rnd() * pool.length)]!;
        const food = row.foods[0]!;
        if (items.some((i) => i.food.id === food.id)) continue;
        // Models name foods the second way in the lists ("chicken breast, grilled", "salmon fillet").
        const name = row.phrases.at(-1)!;
        const portion =
          food.portions.find((p) => !/Quantity not specified/i.test(p.description)) ?? food.portions[0];
        const grams = Math.round((portion?.grams ?? 100) * (0.75 + rnd() * 1.5));
        items.push({ food, grams, name });
      }
      const model_items = items.map(({ food, grams, name }) => {
        const factor = 0.6 + rnd();
        const scaled = (key: keyof Truth) =>
          Math.round(((food.per100g[key] ?? 0) * grams * factor) / 10) / 10;
        return {
          name,
          grams,
          calories: Math.round(((food.per100g.calories ?? 0) * grams * factor) / 100),
          protein: scaled("protein"),
          fat: scaled("fat"),
          carbohydrates: scaled("carbohydrates"),
        };
      });
      cases.push({
        split,
        model_items,
        items: items.map(({ food, grams }) => ({ food_id: food.id, description: food.description, grams })),
        truth: truthOf(items),
      });
    }
  }
  return cases;
}

const english = readRows("phrases-en.tsv");
const spanish = readRows("phrases-es.tsv");
const phrases = [...phraseCases(english, "en_US"), ...phraseCases(spanish, "es_CL")];
const meals = [...buildMeals(english, "en_US", 240, 13), ...buildMeals(spanish, "es_CL", 80, 31)];
const photos = buildPhotos(english, 120, 7);
const write = (name: string, data: unknown[]) =>
  writeFileSync(path.join(here, "sets", name), `[\n${data.map((d) => JSON.stringify(d)).join(",\n")}\n]\n`);
write("phrases.json", phrases);
write("meals.json", meals);
write("photos.json", photos);
const count = (list: { split: Split }[], split: Split) => list.filter((c) => c.split === split).length;
console.log(
  `phrases: ${phrases.filter((p) => p.locale === "en_US").length} en_US + ${phrases.filter((p) => p.locale === "es_CL").length} es_CL ` +
    `(${count(phrases, "tune")} tune / ${count(phrases, "heldout")} held out); meals: ${meals.length}; photo cases: ${photos.length}`,
);
