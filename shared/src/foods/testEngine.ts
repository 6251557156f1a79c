// One engine for the tests of this folder: the real committed index, read once.
import { createFoodEngine, type FoodEngine } from "./foodEngine.ts";
import type { FoodIndexFile } from "./foodIndex.ts";
import indexFile from "./foodIndex.json" with { type: "json" };
import type { FoodNamesFile } from "./foodNames.ts";
import spanishNames from "./foodNames.es_CL.json" with { type: "json" };

let engine: FoodEngine | undefined;

export function testEngine(): FoodEngine {
  engine ??= createFoodEngine(indexFile as unknown as FoodIndexFile, [spanishNames as FoodNamesFile]);
  return engine;
}
