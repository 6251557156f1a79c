// Builds the written-by-people development set (decision 127) from people-phrases-en.tsv and
// people-phrases-es.tsv: everyday names ("mac and cheese", "OJ", "porotos con riendas") written by
// hand, each with the USDA food a nutritionist would pick. Only rows whose foods are all of the
// tuning half (the same hash of the USDA id as buildSets.ts) are kept, so tuning on this set never
// sees a held-out food. Usage: npx tsx bench/accuracy/buildPeopleSet.ts
import { writeFileSync } from "node:fs";
import path from "node:path";
import { isTuneHalf, readLabelledLines } from "./foodIndex.ts";
import type { PhraseCase } from "./buildSets.ts";

const here = import.meta.dirname;

const cases: PhraseCase[] = [];
for (const [file, locale] of [
  ["people-phrases-en.tsv", "en_US"],
  ["people-phrases-es.tsv", "es_CL"],
] as const) {
  let written = 0;
  let kept = 0;
  for (const { foods, phrases } of readLabelledLines(file)) {
    written += phrases.length;
    if (!foods.every((food) => isTuneHalf(food.id))) continue;
    kept += phrases.length;
    for (const phrase of phrases)
      cases.push({
        phrase,
        locale,
        split: "people",
        expected_id: foods[0]!.id,
        expected_description: foods[0]!.description,
        kcal_per_100g: foods[0]!.per100g.calories ?? 0,
        also_right: foods.slice(1).map((f) => f.id),
      });
  }
  console.log(`${file}: ${written} phrases written, ${kept} of tuning-half foods kept`);
}
writeFileSync(
  path.join(here, "sets", "people-phrases.json"),
  `[\n${cases.map((c) => JSON.stringify(c)).join(",\n")}\n]\n`,
);
