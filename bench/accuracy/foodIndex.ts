// What every labelled-set builder reads: the engine's food index, its foods by USDA description,
// and the one split all sets keep (a food goes whole to the tuning or the held-out half by a hash
// of its USDA id, so tuning never sees a held-out food).
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { readFoodIndex, type Food, type FoodIndexFile } from "../../shared/src/foods/foodIndex.ts";

export const index = readFoodIndex(
  JSON.parse(
    readFileSync(path.join(import.meta.dirname, "../../shared/src/foods/foodIndex.json"), "utf8"),
  ) as FoodIndexFile,
);

/** The first food of each USDA description. */
export const byDescription = new Map<string, Food>();
for (const food of index.foods)
  if (!byDescription.has(food.description)) byDescription.set(food.description, food);

export const isTuneHalf = (foodId: string): boolean =>
  createHash("sha256").update(foodId).digest()[0]! % 2 === 0;

/** One line of a hand-labelled TSV: the foods it names (the label first) and its phrases. */
export interface LabelledLine {
  /** The USDA descriptions as written, each resolved to its food. */
  foods: Food[];
  phrases: string[];
}

/**
 * The lines of sets/`file` ("expected description || equally right one <TAB> phrase <TAB> ..."),
 * comments and blank lines skipped; a description the index lacks stops the build.
 */
export function readLabelledLines(file: string): LabelledLine[] {
  const lines: LabelledLine[] = [];
  for (const line of readFileSync(path.join(import.meta.dirname, "sets", file), "utf8").split("\n")) {
    if (!line.trim() || line.startsWith("#")) continue;
    const [expected = "", ...phrases] = line.split("\t");
    const foods = expected.split(" || ").map((d) => {
      const food = byDescription.get(d.trim());
      if (!food) throw new Error(`${file}: "${d.trim()}" is not in the index`);
      return food;
    });
    lines.push({ foods, phrases: phrases.map((p) => p.trim()).filter(Boolean) });
  }
  return lines;
}

/** The USDA ids that label a row (expected or equally right) of the given built sets. */
export function labelledFoods(sets: string[]): Set<string> {
  const ids = new Set<string>();
  for (const set of sets)
    for (const c of JSON.parse(readFileSync(path.join(import.meta.dirname, "sets", set), "utf8")) as {
      expected_id: string;
      also_right: string[];
    }[])
      for (const id of [c.expected_id, ...c.also_right]) ids.add(id);
  return ids;
}

/**
 * The phrases of a fresh development file (names2, everyday) as cases of `split`: every food of a
 * line is tuning-half and its label labels none of `taken` (another set's foods), or the build stops.
 */
export function freshCases<L extends string, S extends string>(
  file: string,
  locale: L,
  split: S,
  taken: Set<string>,
) {
  return readLabelledLines(file).flatMap(({ foods, phrases }) => {
    for (const food of foods)
      if (!isTuneHalf(food.id)) throw new Error(`${file}: "${food.description}" is a held-out food`);
    if (taken.has(foods[0]!.id))
      throw new Error(`${file}: "${foods[0]!.description}" labels a row of another set`);
    return phrases.map((phrase) => ({
      phrase,
      locale,
      split,
      expected_id: foods[0]!.id,
      expected_description: foods[0]!.description,
      kcal_per_100g: foods[0]!.per100g.calories ?? 0,
      also_right: foods.slice(1).map((f) => f.id),
    }));
  });
}
