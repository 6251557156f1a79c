// The server's food engine: the same engine and index the browser uses (shared/src/foods), so
// an estimate here equals the one a phone makes offline. Built on first use (about 0.2 s).
import { createFoodEngine, type FoodEngine, type FoodNamesFile } from "@nutrisnap/shared/foods";
import spanishNames from "@nutrisnap/shared/foods/foodNames.es_CL.json" with { type: "json" };
import { foodIndexFile } from "./foodIndexFile.ts";

let engine: FoodEngine | undefined;

export function serverFoodEngine(): FoodEngine {
  engine ??= createFoodEngine(foodIndexFile(), [spanishNames as FoodNamesFile]);
  return engine;
}

/** Whether the engine has been built in this process (a start must not build it). */
export function foodEngineBuilt(): boolean {
  return engine !== undefined;
}
