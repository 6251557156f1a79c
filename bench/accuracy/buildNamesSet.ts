// Builds the short-names set (decision 167) from names-en.tsv and names-es.tsv: one- and two-word
// names ("soursop", "blue crab", "jugo de granada") of tuning-half foods that label no row of the
// other sets, labelled from the USDA tables before the engine was run on them. Each case goes to
// "names-dev" or "names-heldout" by a second hash of its label's id (the third byte of the same
// SHA-256 the halves use: odd is dev), so every phrasing of a food stays on one side. Tune on the
// names-dev misses only; measure names-heldout rarely (docs/accuracy.md).
// Usage: npx tsx bench/accuracy/buildNamesSet.ts
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { isTuneHalf, readLabelledLines } from "./foodIndex.ts";
import type { PhraseCase } from "./buildSets.ts";

const here = import.meta.dirname;

const namesSplitOf = (foodId: string): "names-dev" | "names-heldout" =>
  createHash("sha256").update(foodId).digest()[2]! % 2 ? "names-dev" : "names-heldout";

// A food labelling a row of another set is not fresh: refuse it.
const labelled = new Set<string>();
for (const set of ["phrases.json", "dev-phrases.json", "people-phrases.json"])
  for (const c of JSON.parse(readFileSync(path.join(here, "sets", set), "utf8")) as PhraseCase[])
    for (const id of [c.expected_id, ...c.also_right]) labelled.add(id);

const cases: PhraseCase[] = [];
for (const [file, locale] of [
  ["names-en.tsv", "en_US"],
  ["names-es.tsv", "es_CL"],
] as const) {
  const counts = { "names-dev": 0, "names-heldout": 0 };
  for (const { foods, phrases } of readLabelledLines(file)) {
    for (const food of foods) {
      if (!isTuneHalf(food.id)) throw new Error(`${file}: "${food.description}" is a held-out food`);
      if (labelled.has(food.id))
        throw new Error(`${file}: "${food.description}" labels a row of another set`);
    }
    const split = namesSplitOf(foods[0]!.id);
    for (const phrase of phrases) {
      counts[split] += 1;
      cases.push({
        phrase,
        locale,
        split,
        expected_id: foods[0]!.id,
        expected_description: foods[0]!.description,
        kcal_per_100g: foods[0]!.per100g.calories ?? 0,
        also_right: foods.slice(1).map((f) => f.id),
      });
    }
  }
  console.log(`${file}: ${counts["names-dev"]} names-dev, ${counts["names-heldout"]} names-heldout phrases`);
}
writeFileSync(
  path.join(here, "sets", "names.json"),
  `[\n${cases.map((c) => JSON.stringify(c)).join(",\n")}\n]\n`,
);
