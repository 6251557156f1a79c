// The food engine in the browser (issue 13): its code and its USDA index are lazy chunks, loaded
// the first time a screen needs them and kept by the service worker for offline use.
import { useEffect, useState } from "react";
import type { FoodEngine, FoodIndexFile, FoodNamesFile } from "@nutrisnap/shared/foods";

let loading: Promise<FoodEngine> | null = null;

export function loadFoodEngine(): Promise<FoodEngine> {
  loading ??= Promise.all([
    import("@nutrisnap/shared/foods"),
    import("@nutrisnap/shared/foods/foodIndex.json"),
    import("@nutrisnap/shared/foods/foodNames.es_CL.json"),
  ]).then(([engine, index, spanishNames]) =>
    engine.createFoodEngine(index.default as unknown as FoodIndexFile, [
      spanishNames.default as FoodNamesFile,
    ]),
  );
  // A failed load (offline before the first visit) may be tried again later.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

export type FoodEngineState =
  | { status: "loading"; engine: null }
  | { status: "ready"; engine: FoodEngine }
  | { status: "failed"; engine: null };

/** The engine once loaded; `failed` when its files could not be fetched. */
export function useFoodEngine(): FoodEngineState {
  const [state, setState] = useState<FoodEngineState>({ status: "loading", engine: null });
  useEffect(() => {
    let live = true;
    loadFoodEngine().then(
      (engine) => live && setState({ status: "ready", engine }),
      () => live && setState({ status: "failed", engine: null }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
