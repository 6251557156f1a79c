// Device and server compute the same meal (issue 11 defect 9): a meal analysed on the real server
// (SQLite, Hono) with random context hints is pulled here, corrected and trimmed offline by the
// web commands on Dexie, then synced; the meal the device showed offline is the meal the server
// stores, item by item and in its totals.
import fc from "fast-check";
import { i18n } from "@lingui/core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { mealSchema, type AnalysisContext, type Meal } from "@nutrisnap/shared/api";
import { startFakeOpenAI, type FakeOpenAI } from "../../../sync-server/src/testing/fakeOpenAI.ts";
import { correctItemAmount, deleteItem, logMeal } from "./commands/meals.ts";
import { dataContext } from "./context.ts";
import { pullChanges } from "./pullChanges.ts";
import { readMeal } from "./queries/meals.ts";
import { requestDrain } from "./syncEngine.ts";
import { photo, signedInScenario, waitFor, type Scenario } from "./testing/scenario.ts";

let fakeAi: FakeOpenAI;
let scenario: Scenario;

beforeAll(async () => {
  fakeAi = await startFakeOpenAI();
  scenario = await signedInScenario({ OPENAI_BASE_URL: fakeAi.url, OPENAI_API_KEY: "test-key" });
  // The app reads in the user's language (the scenario's user is Chilean), as the server answers.
  i18n.loadAndActivate({ locale: "es_CL", messages: {} });
});

afterAll(async () => {
  await scenario.close();
  await fakeAi.close();
});

/** Units a user may pick: the list's codes, the Spanish words for some, and the item's own unit. */
const UNITS = ["g", "oz", "ml", "cup", "tbsp", "tsp", "piece", "taza", "OWN"] as const;

const contextArbitrary: fc.Arbitrary<AnalysisContext | null> = fc.option(
  fc.record({
    multiple_angles: fc.boolean(),
    portion_consumed: fc.constantFrom(null, "all", "three_quarters", "half", "quarter"),
    shared_meal: fc.boolean(),
    leftovers: fc.boolean(),
    sugar_free: fc.boolean(),
    added_protein: fc.integer({ min: 0, max: 3 }),
  }) as fc.Arbitrary<AnalysisContext>,
  { nil: null },
);

type Step =
  | { kind: "grams"; item: number; grams: number }
  | { kind: "portion"; item: number; quantity: number; unit: (typeof UNITS)[number] }
  | { kind: "delete"; item: number };

const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant("grams" as const),
    item: fc.nat(),
    grams: fc.integer({ min: 1, max: 8000 }).map((tenths) => tenths / 10),
  }),
  fc.record({
    kind: fc.constant("portion" as const),
    item: fc.nat(),
    quantity: fc.integer({ min: 1, max: 40 }).map((quarters) => quarters / 4),
    unit: fc.constantFrom(...UNITS),
  }),
  fc.record({ kind: fc.constant("delete" as const), item: fc.nat() }),
);

const NUTRIENTS = ["calories", "protein", "fat", "carbohydrates", "fiber", "sugar", "sodium"] as const;

/** What a user sees of a meal: its items' amounts and nutrients, and its totals. */
function shown(meal: Pick<Meal, "items"> & Record<`total_${(typeof NUTRIENTS)[number]}`, number>) {
  return {
    items: [...meal.items]
      .sort((a, b) => a.id.localeCompare(b.id))
      .map((item) => ({
        id: item.id,
        grams: item.grams,
        quantity: item.quantity,
        unit: item.unit_localized,
        ...Object.fromEntries(NUTRIENTS.map((key) => [key, item[key]])),
      })),
    totals: Object.fromEntries(NUTRIENTS.map((key) => [key, meal[`total_${key}`]])),
  };
}

it("shows offline the meal the server stores, for random corrections, deletions and hints", async () => {
  await fc.assert(
    fc.asyncProperty(
      contextArbitrary,
      fc.array(stepArbitrary, { minLength: 1, maxLength: 6 }),
      async (context, steps) => {
        scenario.backend.offline = false;
        const logged = await logMeal({ type: "lunch", photos: [await photo("plato.png", "#a74")], context });
        expect(logged.ok).toBe(true);
        const id = logged.ok ? logged.data.id : "";
        await requestDrain();
        await waitFor(async () => {
          await pullChanges(dataContext());
          return (await readMeal(dataContext().db, id))?.analysis_status === "completed";
        });

        // Offline, the device alone computes every change.
        scenario.backend.offline = true;
        for (const step of steps) {
          const items = (await readMeal(dataContext().db, id))!.items;
          const item = items[step.item % items.length]!;
          if (step.kind === "delete") {
            if (items.length > 1) expect((await deleteItem(item.id)).ok).toBe(true);
          } else if (step.kind === "grams") {
            expect((await correctItemAmount(item.id, { grams: step.grams })).ok).toBe(true);
          } else {
            const unit = step.unit === "OWN" ? item.unit_localized : step.unit;
            // A unit outside the item's list is refused here (and never sent); the rest is applied.
            await correctItemAmount(item.id, { quantity: step.quantity, unit });
          }
        }
        const onDevice = shown((await readMeal(dataContext().db, id))!);

        scenario.backend.offline = false;
        expect(await requestDrain()).toEqual({ status: "drained" });
        const onServer = mealSchema.parse((await scenario.serverGet(`/api/v1/meals/${id}`)).body);
        expect(shown(onServer)).toEqual(onDevice);
      },
    ),
    { seed: 20261122, numRuns: 8, endOnFailure: true },
  );
}, 180_000);
