// Builds the second short-names development set from names2-en.tsv (decision 201: one- to three-word
// English names, "spanish mackerel", "liver and onions", "hot dog relish") and names2-es.tsv
// (decision 202: Chilean ones, "huesillos", "contre", "marraqueta", "chuleta apanada"), of
// tuning-half foods that label no row of the other sets (the short-names set included, and the
// English file's foods for the Spanish one), labelled from the USDA tables before the engine was run
// on them. Every row is development ("names2"): tune on it, and check that a rule written from it
// moves the other sets too (docs/accuracy.md).
// Usage: npx tsx bench/accuracy/buildNames2Set.ts
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { isTuneHalf, readLabelledLines } from "./foodIndex.ts";
import type { PhraseCase } from "./buildSets.ts";

const here = import.meta.dirname;

// A food labelling a row of another set is not fresh: it may be an equally right alternative, never
// the expected food.
const labelled = new Set<string>();
for (const set of ["phrases.json", "dev-phrases.json", "people-phrases.json", "names.json"])
  for (const c of JSON.parse(readFileSync(path.join(here, "sets", set), "utf8")) as PhraseCase[])
    for (const id of [c.expected_id, ...c.also_right]) labelled.add(id);

const cases: PhraseCase[] = [];
for (const [file, locale] of [
  ["names2-en.tsv", "en_US"],
  ["names2-es.tsv", "es_CL"],
] as const) {
  const before = cases.length;
  for (const { foods, phrases } of readLabelledLines(file)) {
    for (const food of foods)
      if (!isTuneHalf(food.id)) throw new Error(`${file}: "${food.description}" is a held-out food`);
    if (labelled.has(foods[0]!.id))
      throw new Error(`${file}: "${foods[0]!.description}" labels a row of another set`);
    for (const phrase of phrases)
      cases.push({
        phrase,
        locale,
        split: "names2",
        expected_id: foods[0]!.id,
        expected_description: foods[0]!.description,
        kcal_per_100g: foods[0]!.per100g.calories ?? 0,
        also_right: foods.slice(1).map((f) => f.id),
      });
  }
  // The Spanish file's foods must not be the English file's either.
  for (const c of cases.slice(before)) labelled.add(c.expected_id);
  console.log(`${file}: ${cases.length - before} phrases`);
}
writeFileSync(
  path.join(here, "sets", "names2.json"),
  `[\n${cases.map((c) => JSON.stringify(c)).join(",\n")}\n]\n`,
);
