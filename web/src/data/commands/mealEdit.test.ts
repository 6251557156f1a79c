// Editing a meal and "Log again" against the real server (real Hono, real SQLite) with Dexie on
// fake-indexeddb and a fake OpenAI-compatible model on loopback: offline first, then synced.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { mealSchema } from "@nutrisnap/shared/api";
import { addDays, localDay, todayIn } from "@nutrisnap/shared/dates";
import { dataContext } from "../context.ts";
import { readMeal } from "../queries/meals.ts";
import { dailySummary } from "../queries/summary.ts";
import { requestDrain } from "../syncEngine.ts";
import { deviceTimeZone } from "../timeZone.ts";
import { analysedMeal, analysingScenario, type AnalysingScenario } from "../testing/analysedMeals.ts";
import { photo } from "../testing/scenario.ts";
import { editMeal, logMealAgain } from "./mealEdit.ts";
import { deleteMeal, logMeal } from "./meals.ts";

let scenario: AnalysingScenario;

beforeAll(async () => {
  scenario = await analysingScenario();
});

afterAll(() => scenario.close());

// A failed step must not leave the next test offline.
afterEach(() => {
  scenario.backend.offline = false;
});

const ROUND_TRIP_MS = 60_000;

const serverMeal = async (id: string) =>
  mealSchema.parse((await scenario.serverGet(`/api/v1/meals/${id}`)).body);

describe("editing a meal", () => {
  it(
    "changes title, type, note and day here offline, and on the server once online",
    async () => {
      const id = await analysedMeal();
      const { db } = dataContext();
      const today = todayIn(deviceTimeZone());
      const before = (await dailySummary(db, today)).total_calories;
      const meal = (await readMeal(db, id))!;
      const yesterday = new Date(Date.parse(meal.created_at) - 86_400_000).toISOString();

      scenario.backend.offline = true;
      const saved = await editMeal(id, {
        title: "  Almuerzo de la abuela ",
        type: "dinner",
        note: "Domingo",
        created_at: yesterday,
      });
      expect(saved.ok).toBe(true);
      const edited = (await readMeal(db, id))!;
      expect(edited).toMatchObject({
        title: "Almuerzo de la abuela",
        type: "dinner",
        note: "Domingo",
        created_at: yesterday,
        sync: "pending",
      });
      expect((await db.meals.get(id))!.day).toBe(localDay(yesterday, deviceTimeZone()));
      // The day's totals follow the meal to its new day.
      expect((await dailySummary(db, today)).total_calories).toBeCloseTo(before - meal.total_calories, 1);
      expect((await dailySummary(db, addDays(today, -1))).total_calories).toBeGreaterThanOrEqual(
        meal.total_calories - 0.1,
      );
      expect(await requestDrain()).toEqual({ status: "offline" });

      scenario.backend.offline = false;
      await requestDrain();
      expect(await serverMeal(id)).toMatchObject({
        title: "Almuerzo de la abuela",
        type: "dinner",
        note: "Domingo",
        created_at: yesterday,
      });
      expect((await readMeal(db, id))!.sync).toBe("synced");
    },
    ROUND_TRIP_MS,
  );

  it(
    "refuses a time in the future and an empty title before storing anything",
    async () => {
      const id = await analysedMeal();
      const { db } = dataContext();
      const outboxBefore = await db.outbox.count();
      const future = await editMeal(id, { created_at: new Date(Date.now() + 86_400_000).toISOString() });
      expect(future).toMatchObject({
        ok: false,
        fieldErrors: { created_at: ["The time cannot be in the future"] },
      });
      const empty = await editMeal(id, { title: "   " });
      expect(empty).toMatchObject({ ok: false, fieldErrors: { title: ["This field is required"] } });
      expect(await db.outbox.count()).toBe(outboxBefore);
      // Nothing changed: nothing is queued either.
      const meal = (await readMeal(db, id))!;
      expect((await editMeal(id, { title: meal.title, type: meal.type })).ok).toBe(true);
      expect(await db.outbox.count()).toBe(outboxBefore);
    },
    ROUND_TRIP_MS,
  );
});

describe("logging a meal again", () => {
  it(
    "copies the meal to now offline, with items and photos, into today's totals; the server copies its files",
    async () => {
      const sourceId = await analysedMeal();
      const { db } = dataContext();
      // The source was eaten two days ago.
      const past = new Date(Date.now() - 2 * 86_400_000).toISOString();
      expect((await editMeal(sourceId, { created_at: past })).ok).toBe(true);
      await requestDrain();
      const source = (await readMeal(db, sourceId))!;
      expect(source.sync).toBe("synced");
      const today = todayIn(deviceTimeZone());
      const before = await dailySummary(db, today);

      scenario.backend.offline = true;
      const again = await logMealAgain(sourceId);
      expect(again.ok).toBe(true);
      const copyId = again.ok ? again.data.id : "";
      const copy = (await readMeal(db, copyId))!;
      expect(copy).toMatchObject({
        title: source.title,
        type: source.type,
        analysis_status: "completed",
        total_calories: source.total_calories,
        sync: "pending",
      });
      expect((await db.meals.get(copyId))!.day).toBe(today);
      expect(copy.items.map((item) => item.name)).toEqual(source.items.map((item) => item.name));
      expect(copy.photos).toHaveLength(source.photos.length);
      expect(copy.photos[0]!.id).not.toBe(source.photos[0]!.id);
      const after = await dailySummary(db, today);
      expect(after.meal_count).toBe(before.meal_count + 1);
      expect(after.total_calories).toBeCloseTo(before.total_calories + source.total_calories, 1);

      const uploadsBefore = scenario.backend.sent.filter((r) => r.path.includes("/photos/")).length;
      scenario.backend.offline = false;
      await requestDrain();
      const onServer = await serverMeal(copyId);
      expect(onServer.items.map((item) => item.id).sort()).toEqual(copy.items.map((item) => item.id).sort());
      expect(onServer.photos.map((p) => p.id)).toEqual(copy.photos.map((p) => p.id));
      expect(onServer.analysis_status).toBe("completed");
      // No photo bytes went up again.
      expect(scenario.backend.sent.filter((r) => r.path.includes("/photos/")).length).toBe(uploadsBefore);
      expect((await readMeal(db, copyId))!.sync).toBe("synced");

      // Deleting the source leaves the copy whole.
      await deleteMeal(sourceId);
      await requestDrain();
      expect((await scenario.serverGet(`/api/v1/meals/${sourceId}`)).status).toBe(404);
      expect((await serverMeal(copyId)).photos).toHaveLength(source.photos.length);
    },
    ROUND_TRIP_MS,
  );

  it(
    "refuses a meal that has not reached the server yet, and a meal that is not here",
    async () => {
      scenario.backend.offline = true;
      const logged = await logMeal({
        type: "snack",
        photos: [await photo("once.png", "#a74")],
        context: null,
      });
      const id = logged.ok ? logged.data.id : "";
      const refused = await logMealAgain(id);
      expect(refused).toMatchObject({ ok: false, code: "meal_not_synced" });
      expect(refused.ok ? "" : refused.message).toMatch(/still waiting to sync/);
      expect(await logMealAgain("0190a4f2-0000-7000-8000-000000000000")).toMatchObject({
        ok: false,
        code: "not_found",
      });
      scenario.backend.offline = false;
      await requestDrain();
    },
    ROUND_TRIP_MS,
  );
});
