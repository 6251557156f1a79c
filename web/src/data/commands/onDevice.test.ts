// A device out of space (Dexie on fake-indexeddb, the real server): every write of a command is
// refused by the store. Before, the command's promise rejected and the screen waited for an answer
// with its button busy and no message; now it answers a refusal in the user's words, nothing is
// stored, nothing is queued, and the same command works once there is room again.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DBCore, Middleware } from "dexie";
import { dataContext } from "../context.ts";
import { addFoods, deleteWeight, logDescribedMeal, recordWeight, saveGoals } from "../index.ts";
import { goals, signedInScenario, type Scenario } from "../testing/scenario.ts";
import { isStoreFailure, storeRefusal } from "./onDevice.ts";

let scenario: Scenario;
const device = { full: false, failure: "QuotaExceededError" };

/** The browser's store, refusing every write while the device is full. */
const fullDevice: Middleware<DBCore> = {
  stack: "dbcore",
  name: "FullDevice",
  create: (down) => ({
    ...down,
    table(tableName) {
      const table = down.table(tableName);
      return {
        ...table,
        mutate: (request) =>
          device.full
            ? Promise.reject(new DOMException("The quota has been exceeded.", device.failure))
            : table.mutate(request),
      };
    },
  }),
};

beforeAll(async () => {
  scenario = await signedInScenario();
  const { db } = dataContext();
  db.close({ disableAutoOpen: false });
  db.use(fullDevice);
  await db.open();
});
afterAll(() => {
  device.full = false;
  return scenario.close();
});

const describedItem = {
  name: "Apple, raw",
  local_name: "apple",
  quantity: 1,
  unit_localized: "medium",
  grams: 182,
  calories: 95,
  protein: 0.5,
  fat: 0.3,
  carbohydrates: 25,
  fiber: 4.4,
  sugar: 19,
  sodium: 2,
  confidence_score: 0.97,
  source: "fndds:63101000",
};

describe("a command on a device out of space", () => {
  it("answers a refusal that says so, stores and queues nothing, and works once there is room", async () => {
    const { db } = dataContext();
    const before = {
      meals: await db.meals.count(),
      outbox: await db.outbox.count(),
      weights: await db.weights.count(),
    };
    device.full = true;
    const refused = {
      ok: false,
      code: "device_storage_full",
      message: expect.stringContaining("out of storage space") as unknown,
    };
    expect(await recordWeight(61.5)).toMatchObject(refused);
    expect(await saveGoals(goals)).toMatchObject(refused);
    expect(
      await logDescribedMeal({
        type: "lunch",
        items: [describedItem],
        note: "an apple",
        createdAt: new Date().toISOString(),
      }),
    ).toMatchObject(refused);
    device.full = false;
    expect({
      meals: await db.meals.count(),
      outbox: await db.outbox.count(),
      weights: await db.weights.count(),
    }).toEqual(before);

    const logged = await logDescribedMeal({
      type: "lunch",
      items: [describedItem],
      note: "an apple",
      createdAt: new Date().toISOString(),
    });
    expect(logged.ok).toBe(true);
    device.full = true;
    expect(await addFoods(logged.ok ? logged.data.id : "", [describedItem])).toMatchObject(refused);
    device.full = false;
    expect(
      await db.items
        .where("meal_id")
        .equals(logged.ok ? logged.data.id : "")
        .count(),
    ).toBe(1);
  });

  it("answers another refusal when the store fails for another reason", async () => {
    const recorded = await recordWeight(61.2);
    expect(recorded.ok).toBe(true);
    device.full = true;
    device.failure = "UnknownError";
    expect(await deleteWeight(recorded.ok ? recorded.data.id : "")).toMatchObject({
      ok: false,
      code: "device_storage_failed",
      message: expect.stringContaining("could not save") as unknown,
    });
    device.full = false;
    device.failure = "QuotaExceededError";
    expect(await dataContext().db.weights.get(recorded.ok ? recorded.data.id : "")).toBeDefined();
  });

  it("leaves a fault of the command's own (not the store's) to fail as it does", () => {
    expect(isStoreFailure(new TypeError("x is undefined"))).toBe(false);
    expect(storeRefusal(new DOMException("full", "QuotaExceededError"))).toMatchObject({
      code: "device_storage_full",
    });
  });
});
