// Item commands against the real server with a fake OpenAI-compatible model on loopback: the
// meal is analysed on the server, pulled here, then corrected locally and synced.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mealSchema } from "@nutrisnap/shared/api";
import { dataContext } from "../context.ts";
import { readMeal } from "../queries/meals.ts";
import { requestDrain } from "../syncEngine.ts";
import { analysedMeal, analysingScenario, type AnalysingScenario } from "../testing/analysedMeals.ts";
import { correctItemAmount, deleteItem } from "./meals.ts";

let scenario: AnalysingScenario;

beforeAll(async () => {
  scenario = await analysingScenario();
});

afterAll(() => scenario.close());

const totalsOf = (meal: { total_calories: number; total_protein: number; total_sodium: number }) => [
  meal.total_calories,
  meal.total_protein,
  meal.total_sodium,
];

// Each test logs a meal, waits for its analysis on the server and pulls it: on a loaded machine
// (the whole suite at once) that takes longer than the default 5 s.
const ROUND_TRIP_MS = 30_000;

describe("item commands on an analysed meal", () => {
  it(
    "recompute totals here at once and reach the server",
    async () => {
      const id = await analysedMeal("lunch");
      const analysed = (await readMeal(dataContext().db, id))!;
      expect(analysed.title).toBe("Pollo a la plancha con arroz y palta");
      expect(analysed.items.length).toBe(3);

      const [first, second, third] = analysed.items;
      expect((await deleteItem(first!.id)).ok).toBe(true);
      const afterDelete = (await readMeal(dataContext().db, id))!;
      // spec §4: the seven totals are the sums of the remaining items.
      expect(afterDelete.total_calories).toBeCloseTo(second!.calories + third!.calories, 1);
      expect(afterDelete.total_sodium).toBeCloseTo(second!.sodium + third!.sodium, 1);
      expect(afterDelete.sync).toBe("pending");

      expect((await correctItemAmount(second!.id, { grams: second!.grams * 2 })).ok).toBe(true);
      const corrected = (await readMeal(dataContext().db, id))!;
      expect(corrected.items.find((item) => item.id === second!.id)?.calories).toBeCloseTo(
        second!.calories * 2,
        0,
      );

      await requestDrain();
      const onServer = mealSchema.parse((await scenario.serverGet(`/api/v1/meals/${id}`)).body);
      expect(onServer.items.map((item) => item.id).sort()).toEqual([second!.id, third!.id].sort());
      const synced = (await readMeal(dataContext().db, id))!;
      expect(synced.sync).toBe("synced");
      expect(totalsOf(synced)).toEqual(totalsOf(onServer));
    },
    ROUND_TRIP_MS,
  );

  it(
    "refuses to delete the last item of a meal",
    async () => {
      const id = await analysedMeal("snack");
      const items = (await readMeal(dataContext().db, id))!.items;
      expect((await deleteItem(items[0]!.id)).ok).toBe(true);
      expect((await deleteItem(items[1]!.id)).ok).toBe(true);
      expect(await deleteItem(items[2]!.id)).toMatchObject({ ok: false, code: "last_item" });
      expect((await readMeal(dataContext().db, id))!.items).toHaveLength(1);
    },
    ROUND_TRIP_MS,
  );
});
