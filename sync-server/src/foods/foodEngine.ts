// The server's food engine: the same engine and index the browser uses (shared/src/foods), so
// an estimate here equals the one a phone makes offline. Built on first use (about 0.2 s).
import {
  createFoodEngine,
  type FoodEngine,
  type FoodIndexFile,
  type FoodNamesFile,
} from "@nutrisnap/shared/foods";
import indexFile from "@nutrisnap/shared/foods/foodIndex.json" with { type: "json" };
import spanishNames from "@nutrisnap/shared/foods/foodNames.es_CL.json" with { type: "json" };

let engine: FoodEngine | undefined;

export function serverFoodEngine(): FoodEngine {
  engine ??= createFoodEngine(indexFile as unknown as FoodIndexFile, [spanishNames as FoodNamesFile]);
  return engine;
}
