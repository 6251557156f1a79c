// Builds the second short-names development set from names2-en.tsv (decision 201: one- to three-word
// English names, "spanish mackerel", "liver and onions", "hot dog relish") and names2-es.tsv
// (decision 202: Chilean ones, "huesillos", "contre", "marraqueta", "chuleta apanada"), of
// tuning-half foods that label no row of the other sets (the short-names set included, and the
// English file's foods for the Spanish one), labelled from the USDA tables before the engine was run
// on them. Every row is development ("names2"): tune on it, and check that a rule written from it
// moves the other sets too (docs/accuracy.md).
// Usage: npx tsx bench/accuracy/buildNames2Set.ts
import { writeFileSync } from "node:fs";
import path from "node:path";
import { freshCases, labelledFoods } from "./foodIndex.ts";
import type { PhraseCase } from "./buildSets.ts";

const here = import.meta.dirname;

// A food labelling a row of another set is not fresh: it may be an equally right alternative, never
// the expected food.
const labelled = labelledFoods(["phrases.json", "dev-phrases.json", "people-phrases.json", "names.json"]);

const cases: PhraseCase[] = [];
for (const [file, locale] of [
  ["names2-en.tsv", "en_US"],
  ["names2-es.tsv", "es_CL"],
] as const) {
  const fresh = freshCases(file, locale, "names2", labelled);
  cases.push(...fresh);
  // The Spanish file's foods must not be the English file's either.
  for (const c of fresh) labelled.add(c.expected_id);
  console.log(`${file}: ${fresh.length} phrases`);
}
writeFileSync(
  path.join(here, "sets", "names2.json"),
  `[\n${cases.map((c) => JSON.stringify(c)).join(",\n")}\n]\n`,
);
