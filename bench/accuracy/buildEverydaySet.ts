// Builds the everyday-names development set (decision 208) from everyday-en-a.tsv (meat, poultry,
// fish, eggs, dairy, mixed dishes), everyday-en-b.tsv (vegetables, fruits, grains and breads, snacks
// and sweets, drinks, fats and sauces) and everyday-es.tsv (es_CL): common foods named two or three
// ways each, as people type them and vision models name them ("grilled pork chop", "pork chop,
// grilled"), the style of phrases-en.tsv, of tuning-half foods that label no row of the other sets
// (nor of the other English file), labelled from the USDA tables before the engine was run on them.
// The Spanish file was written beside the English ones, from the same everyday foods: it may share
// their foods (all of them are development), not the other sets'.
// Every row is development ("everyday"): tune on it, and check that a rule written from it moves the
// other sets too (docs/accuracy.md).
// Usage: npx tsx bench/accuracy/buildEverydaySet.ts
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { isTuneHalf, readLabelledLines } from "./foodIndex.ts";
import type { PhraseCase } from "./buildSets.ts";

const here = import.meta.dirname;

// A food labelling a row of another set is not fresh: it may be an equally right alternative, never
// the expected food.
const labelled = new Set<string>();
for (const set of ["phrases.json", "dev-phrases.json", "people-phrases.json", "names.json", "names2.json"])
  for (const c of JSON.parse(readFileSync(path.join(here, "sets", set), "utf8")) as PhraseCase[])
    for (const id of [c.expected_id, ...c.also_right]) labelled.add(id);

const otherSets = new Set(labelled);
const cases: PhraseCase[] = [];
for (const [file, locale] of [
  ["everyday-en-a.tsv", "en_US"],
  ["everyday-en-b.tsv", "en_US"],
  ["everyday-es.tsv", "es_CL"],
] as const) {
  if (!existsSync(path.join(here, "sets", file))) continue;
  const before = cases.length;
  for (const { foods, phrases } of readLabelledLines(file)) {
    for (const food of foods)
      if (!isTuneHalf(food.id)) throw new Error(`${file}: "${food.description}" is a held-out food`);
    if ((locale === "es_CL" ? otherSets : labelled).has(foods[0]!.id))
      throw new Error(`${file}: "${foods[0]!.description}" labels a row of another set`);
    for (const phrase of phrases)
      cases.push({
        phrase,
        locale,
        split: "everyday",
        expected_id: foods[0]!.id,
        expected_description: foods[0]!.description,
        kcal_per_100g: foods[0]!.per100g.calories ?? 0,
        also_right: foods.slice(1).map((f) => f.id),
      });
  }
  // One English file's foods are not the other's.
  for (const c of cases.slice(before)) labelled.add(c.expected_id);
  console.log(`${file}: ${cases.length - before} phrases`);
}
writeFileSync(
  path.join(here, "sets", "everyday.json"),
  `[\n${cases.map((c) => JSON.stringify(c)).join(",\n")}\n]\n`,
);
