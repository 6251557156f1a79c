// The food engine's index (foodIndex.json). The npm build bundles the JSON; the single binary
// replaces this module with one that parses its embedded copy on the first call
// (scripts/build-binary.mjs, docs/decisions/133), so a start neither unpacks nor compiles 1.5 MB of
// data that only a food search or an analysis reads.
import type { FoodIndexFile } from "@nutrisnap/shared/foods";
import indexFile from "@nutrisnap/shared/foods/foodIndex.json" with { type: "json" };

export const foodIndexFile = (): FoodIndexFile => indexFile as unknown as FoodIndexFile;
