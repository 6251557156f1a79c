// Builds the everyday-names development set (decision 208) from everyday-en-a.tsv (meat, poultry,
// fish, eggs, dairy, mixed dishes), everyday-en-b.tsv (vegetables, fruits, grains and breads, snacks
// and sweets, drinks, fats and sauces), everyday-en-c.tsv (restaurant and fast food, takeout, school
// lunch, frozen meals, breakfast plates, salads with dressings, snacks, baked goods, coffee-shop drinks;
// its own split, "everyday-c", decision 228) and everyday-es.tsv (es_CL): common foods named two or three
// ways each, as people type them and vision models name them ("grilled pork chop", "pork chop,
// grilled"), the style of phrases-en.tsv, of tuning-half foods that label no row of the other sets
// (nor of the other English file), labelled from the USDA tables before the engine was run on them.
// The Spanish file was written beside the English ones, from the same everyday foods: it may share
// their foods (all of them are development), not the other sets'.
// Every row is development ("everyday"): tune on it, and check that a rule written from it moves the
// other sets too (docs/accuracy.md).
// Usage: npx tsx bench/accuracy/buildEverydaySet.ts
import { existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import { freshCases, labelledFoods } from "./foodIndex.ts";
import type { PhraseCase } from "./buildSets.ts";

const here = import.meta.dirname;

// A food labelling a row of another set is not fresh: it may be an equally right alternative, never
// the expected food.
const otherSets = labelledFoods([
  "phrases.json",
  "dev-phrases.json",
  "people-phrases.json",
  "names.json",
  "names2.json",
]);
const labelled = new Set(otherSets);
const cases: PhraseCase[] = [];
for (const [file, locale, split] of [
  ["everyday-en-a.tsv", "en_US", "everyday"],
  ["everyday-en-b.tsv", "en_US", "everyday"],
  ["everyday-en-c.tsv", "en_US", "everyday-c"],
  ["everyday-es.tsv", "es_CL", "everyday"],
] as const) {
  if (!existsSync(path.join(here, "sets", file))) continue;
  const fresh = freshCases(file, locale, split, locale === "es_CL" ? otherSets : labelled);
  cases.push(...fresh);
  // One English file's foods are not the other's.
  for (const c of fresh) labelled.add(c.expected_id);
  console.log(`${file}: ${fresh.length} phrases`);
}
writeFileSync(
  path.join(here, "sets", "everyday.json"),
  `[\n${cases.map((c) => JSON.stringify(c)).join(",\n")}\n]\n`,
);
