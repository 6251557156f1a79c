// The number of meals on this device, kept beside them (decision 110). Counting the meals table is a
// walk over every row in IndexedDB, and the meals list shows the count on its first page, so the
// count is kept in the meta table instead: every write to the meals table, whichever command, pull
// or clear makes it, goes through the middleware below, which updates the count in the same
// transaction. When the count is missing (a device from before it was kept, the meta table
// cleared) or a write's effect is in doubt (a write that partly failed), it is counted again.
import Dexie, {
  type DBCore,
  type DBCoreMutateRequest,
  type DBCoreMutateResponse,
  type DBCoreTable,
  type DBCoreTransaction,
  type Middleware,
} from "dexie";
import type { NutriSnapDb } from "./db.ts";

const MEALS = "meals";
const META = "meta";
export const MEAL_COUNT_KEY = "mealCount";

/** The whole table as a DBCore key range (DBCoreRangeType.Any, a const enum Dexie does not export). */
const EVERY_KEY = { type: 3, lower: undefined, upper: undefined } as const;

type Key = IDBValidKey;

/** How a write changes the count, read before it runs (null: count again after it). */
type Effect = (response: DBCoreMutateResponse) => number | null;

/** Reads what the count needs to know before `request` runs, and returns how to count its outcome. */
function effectOf(meals: DBCoreTable, request: DBCoreMutateRequest): PromiseLike<Effect> {
  const { trans } = request;
  switch (request.type) {
    case "add":
      // An add fails rather than replace a row: each success is a new meal.
      return Dexie.Promise.resolve<Effect>((response) => request.values.length - response.numFailures);
    case "put": {
      const extract = meals.schema.primaryKey.extractKey;
      const keys: Key[] = request.keys ?? request.values.map((value: unknown) => extract?.(value) as Key);
      const distinct = [...new Set(keys)];
      return meals.getMany({ trans, keys: distinct }).then((rows: unknown[]) => {
        const added = rows.filter((row) => row === undefined).length;
        return (response: DBCoreMutateResponse) => (response.numFailures === 0 ? added : null);
      });
    }
    case "delete": {
      const distinct = [...new Set(request.keys as Key[])];
      return meals.getMany({ trans, keys: distinct }).then((rows: unknown[]) => {
        const removed = rows.filter((row) => row !== undefined).length;
        return (response: DBCoreMutateResponse) => (response.numFailures === 0 ? -removed : null);
      });
    }
    case "deleteRange":
      return meals
        .count({ trans, query: { index: meals.schema.primaryKey, range: request.range } })
        .then(
          (inRange: number) => (response: DBCoreMutateResponse) =>
            response.numFailures === 0 ? -inRange : null,
        );
  }
}

/**
 * Keeps `meta["mealCount"]` equal to the number of rows in the meals table. A write transaction
 * over the meals also takes the meta table; the writes to the meals of one transaction are counted
 * one after the other, in the order they were asked for, so that two writes of the same new meal
 * count it once.
 */
export const mealCountMiddleware: Middleware<DBCore> = {
  stack: "dbcore",
  name: "MealCount",
  create(down) {
    const queues = new WeakMap<DBCoreTransaction, PromiseLike<unknown>>();

    function countedWrite(request: DBCoreMutateRequest): PromiseLike<DBCoreMutateResponse> {
      const { trans } = request;
      const meals = down.table(MEALS);
      const meta = down.table(META);
      return meta.get({ trans, key: MEAL_COUNT_KEY }).then((row: { value?: unknown } | undefined) => {
        const kept = typeof row?.value === "number" ? row.value : null;
        const effect: PromiseLike<Effect | null> =
          kept === null ? Dexie.Promise.resolve(null) : effectOf(meals, request);
        return effect.then((counted) =>
          meals.mutate(request).then((response) => {
            const change = counted?.(response) ?? null;
            const next: PromiseLike<number> =
              kept !== null && change !== null
                ? Dexie.Promise.resolve(kept + change)
                : meals.count({ trans, query: { index: meals.schema.primaryKey, range: EVERY_KEY } });
            return next
              .then((count) =>
                meta.mutate({
                  type: "put",
                  trans,
                  values: [{ key: MEAL_COUNT_KEY, value: count }],
                  keys: [MEAL_COUNT_KEY],
                }),
              )
              .then(() => response);
          }),
        );
      });
    }

    return {
      transaction(stores, mode, options) {
        const scope = mode === "readwrite" && stores.includes(MEALS) && !stores.includes(META);
        return down.transaction(scope ? [...stores, META] : stores, mode, options);
      },
      table(name) {
        const table = down.table(name);
        if (name !== MEALS) return table;
        return {
          ...table,
          mutate(request) {
            const previous = queues.get(request.trans);
            const run = () => countedWrite(request);
            const result = previous ? previous.then(run, run) : run();
            const settled = result.then(
              () => undefined,
              () => undefined,
            );
            queues.set(request.trans, settled);
            return Dexie.Promise.resolve(result);
          },
        };
      },
    };
  },
};

/** Counts the meals again when no count is kept (run as the database opens: once after an upgrade). */
export async function keepMealCount(db: NutriSnapDb): Promise<void> {
  if (typeof (await db.meta.get(MEAL_COUNT_KEY))?.value === "number") return;
  await db.transaction("rw", db.meals, db.meta, async () => {
    if (typeof (await db.meta.get(MEAL_COUNT_KEY))?.value === "number") return;
    await db.meta.put({ key: MEAL_COUNT_KEY, value: await db.meals.count() });
  });
}

/** The number of meals on this device: the kept count, or a count of the table while none is kept. */
export async function mealCount(db: NutriSnapDb): Promise<number> {
  const kept = (await db.meta.get(MEAL_COUNT_KEY))?.value;
  return typeof kept === "number" ? kept : db.meals.count();
}
