// Builds the photo development set (decision 229): photo dishes of one to three items, made the way
// buildSets.ts makes the photo cases (the row's last phrase as the model's name, grams from a USDA
// portion x 0.75-2.25, energy and macronutrients x 0.6-1.6), but from the English development phrase
// sets only: the tuning half of phrases.json, the written-by-people set, the second short-names set
// and the everyday names (parts A and B). Every food is of the tuning half (the build stops on any
// other), so the set can be read dish by dish and tuned on: `--misses --photos`.
// Deterministic (a seeded generator). Usage: npx tsx bench/accuracy/buildPhotoDevSet.ts
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Food } from "../../shared/src/foods/foodIndex.ts";
import type { PhotoCase, PhraseCase, Truth } from "./buildSets.ts";
import { index, isTuneHalf } from "./foodIndex.ts";
import { random } from "./random.ts";

const here = import.meta.dirname;
const dishes = 400;
const seed = 229;

const foodById = new Map(index.foods.map((food) => [food.id, food]));
const readCases = (file: string) =>
  (JSON.parse(readFileSync(path.join(here, "sets", file), "utf8")) as PhraseCase[]).filter(
    (c) => c.locale === "en_US" && c.split !== "heldout" && c.split !== "names-heldout",
  );

// One row per set and food: its phrases in the order written; the model names it the last way.
const rows = new Map<string, { food: Food; name: string }>();
for (const file of ["phrases.json", "people-phrases.json", "names2.json", "everyday.json"])
  for (const c of readCases(file)) {
    if (!isTuneHalf(c.expected_id)) throw new Error(`${file}: "${c.phrase}" is not a tuning-half food`);
    const food = foodById.get(c.expected_id);
    if (!food) throw new Error(`${file}: ${c.expected_id} is not in the index`);
    rows.set(`${file} ${c.expected_id}`, { food, name: c.phrase });
  }
const pool = [...rows.values()];

const rnd = random(seed);
const cases: PhotoCase[] = [];
for (let n = 0; n < dishes; n++) {
  const size = 1 + Math.floor(rnd() * 3);
  const items: { food: Food; grams: number; name: string }[] = [];
  for (let tries = 0; items.length < size && tries < 40; tries++) {
    const { food, name } = pool[Math.floor(rnd() * pool.length)]!;
    if (items.some((i) => i.food.id === food.id)) continue;
    const portion =
      food.portions.find((p) => !/Quantity not specified/i.test(p.description)) ?? food.portions[0];
    const grams = Math.round((portion?.grams ?? 100) * (0.75 + rnd() * 1.5));
    items.push({ food, grams, name });
  }
  const sum = (key: keyof Truth) =>
    Math.round(
      items.reduce((total, { food, grams }) => total + ((food.per100g[key] ?? 0) * grams) / 100, 0) * 10,
    ) / 10;
  cases.push({
    split: "photos-dev",
    model_items: items.map(({ food, grams, name }) => {
      const factor = 0.6 + rnd();
      const scaled = (key: keyof Truth) => Math.round(((food.per100g[key] ?? 0) * grams * factor) / 10) / 10;
      return {
        name,
        grams,
        calories: Math.round(((food.per100g.calories ?? 0) * grams * factor) / 100),
        protein: scaled("protein"),
        fat: scaled("fat"),
        carbohydrates: scaled("carbohydrates"),
      };
    }),
    items: items.map(({ food, grams }) => ({ food_id: food.id, description: food.description, grams })),
    truth: {
      calories: sum("calories"),
      protein: sum("protein"),
      fat: sum("fat"),
      carbohydrates: sum("carbohydrates"),
    },
  });
}
writeFileSync(
  path.join(here, "sets", "photos-dev.json"),
  `[\n${cases.map((c) => JSON.stringify(c)).join(",\n")}\n]\n`,
);
console.log(`photos-dev.json: ${cases.length} dishes from ${pool.length} rows`);
