import { afterEach, describe, expect, it } from "vitest";
import type { DBCore, Middleware } from "dexie";
import type { Meal } from "@nutrisnap/shared/api";
import { MEAL_TYPES } from "@nutrisnap/shared/constants";
import { NutriSnapDb } from "./db.ts";
import { MEAL_COUNT_KEY } from "./mealCount.ts";
import { queryMeals } from "./queries/meals.ts";
import { mealRowOf, removeLocalMeal } from "./storeMeal.ts";

const ZONE = "America/Santiago";
let db: NutriSnapDb | undefined;
let opened = 0;
const openDb = () => (db = new NutriSnapDb(`meal-count-${(opened += 1)}`));

afterEach(async () => {
  await db?.delete();
  db = undefined;
});

function row(index: number) {
  const created = new Date(Date.parse("2026-11-20T15:00:00.000Z") - index * 3_600_000).toISOString();
  const meal: Omit<Meal, "photos"> = {
    id: `meal-${String(index).padStart(5, "0")}`,
    title: `Meal ${index}`,
    type: MEAL_TYPES[index % 4]!,
    analysis_status: "completed",
    note: null,
    created_at: created,
    updated_at: created,
    items: [],
    total_calories: 100,
    total_protein: 10,
    total_fat: 1,
    total_carbohydrates: 20,
    total_fiber: 1,
    total_sugar: 2,
    total_sodium: 3,
    ai_analysis: null,
  };
  return mealRowOf(meal, ZONE);
}

const rows = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => row(from + i));

async function kept(store: NutriSnapDb): Promise<unknown> {
  return (await store.meta.get(MEAL_COUNT_KEY))?.value;
}

/** The kept count and the table agree. */
async function expectCounted(store: NutriSnapDb, expected: number): Promise<void> {
  expect(await store.meals.count()).toBe(expected);
  expect(await kept(store)).toBe(expected);
  expect((await queryMeals(store, { limit: 20 }, ZONE)).total).toBe(expected);
}

describe("the kept meal count (decision 110)", () => {
  it("follows adds, puts of new and stored meals, updates and deletes", async () => {
    const store = openDb();
    await store.meals.bulkAdd(rows(0, 30));
    await expectCounted(store, 30);
    // 10 stored again and 10 new, one of them twice in the same write.
    await store.meals.bulkPut([...rows(20, 40), row(35)]);
    await expectCounted(store, 40);
    await store.meals.put(row(40));
    await store.meals.update(row(3).id, { title: "Renamed" });
    await store.meals.where("created_at").below(row(35).created_at).modify({ note: "old" });
    await expectCounted(store, 41);
    await store.meals.delete(row(0).id);
    await store.meals.delete("no-such-meal");
    await store.meals.bulkDelete([row(1).id, row(1).id, row(2).id]);
    await expectCounted(store, 38);
    await store.meals.where("id").equals(row(5).id).delete();
    await store.meals.where("type").equals(MEAL_TYPES[0]!).delete();
    await expectCounted(store, 27);
    await store.meals.clear();
    await expectCounted(store, 0);
  });

  it("counts each write of one transaction once, however they interleave", async () => {
    const store = openDb();
    await store.transaction("rw", store.meals, store.items, store.photos, async () => {
      await Promise.all([
        store.meals.bulkPut(rows(0, 10)),
        store.meals.bulkPut(rows(5, 15)),
        store.meals.put(row(14)),
        removeLocalMeal(store, row(0).id),
      ]);
    });
    await expectCounted(store, 14);
  });

  it("leaves the count as it was when the transaction is abandoned", async () => {
    const store = openDb();
    await store.meals.bulkAdd(rows(0, 5));
    await expect(
      store.transaction("rw", store.meals, async () => {
        await store.meals.bulkAdd(rows(5, 10));
        throw new Error("abandoned");
      }),
    ).rejects.toThrow("abandoned");
    await expectCounted(store, 5);
    // An add that fails on a stored id (a partly failed write) is counted from the table.
    await expect(store.meals.bulkAdd([row(5), row(0)])).rejects.toThrow();
    await expectCounted(store, 6);
  });

  it("is counted again when it is missing, as the database opens and at the next write", async () => {
    const store = openDb();
    await store.meals.bulkAdd(rows(0, 12));
    await store.meta.delete(MEAL_COUNT_KEY);
    expect(await kept(store)).toBeUndefined();
    // The list still shows the right number while none is kept.
    expect((await queryMeals(store, { limit: 20 }, ZONE)).total).toBe(12);
    await store.meals.add(row(12));
    await expectCounted(store, 13);

    await store.meta.clear();
    const name = store.name;
    store.close();
    const reopened = (db = new NutriSnapDb(name));
    await reopened.open();
    await expectCounted(reopened, 13);
  });

  it("is read instead of counting the meals when the list shows its first page", async () => {
    // Counting rows in IndexedDB visits each one: with thousands of meals it was most of the
    // first page's time. A count request on the meals table is what the list must not make.
    const store = openDb();
    const counted: string[] = [];
    const watch: Middleware<DBCore> = {
      stack: "dbcore",
      name: "WatchCounts",
      level: 20,
      create: (down) => ({
        table(name) {
          const table = down.table(name);
          return {
            ...table,
            count(request) {
              counted.push(name);
              return table.count(request);
            },
          };
        },
      }),
    };
    store.use(watch);
    await store.meals.bulkAdd(rows(0, 50));
    counted.length = 0;
    const page = await queryMeals(store, { limit: 20 }, ZONE);
    expect(page).toMatchObject({ shown: 20, total: 50, hasMore: true });
    expect(counted).not.toContain("meals");
  });
});
