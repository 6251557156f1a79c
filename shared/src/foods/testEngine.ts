// One engine for the tests of this folder: the real committed index, read once.
import { readFileSync } from "node:fs";
import { createFoodEngine, type FoodEngine } from "./foodEngine.ts";
import type { FoodIndexFile } from "./foodIndex.ts";

let engine: FoodEngine | undefined;

export function testEngine(): FoodEngine {
  engine ??= createFoodEngine(
    JSON.parse(readFileSync(new URL("./foodIndex.json", import.meta.url), "utf8")) as FoodIndexFile,
  );
  return engine;
}
