// Issue 15 item 15 in the data layer: a meal logged for yesterday evening is on yesterday's
// summary at once (offline), reaches the server with that time, and a future time is refused.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Meal } from "@nutrisnap/shared/api";
import { addDays, todayIn } from "@nutrisnap/shared/dates";
import { dataContext } from "../context.ts";
import { dailySummary } from "../queries/summary.ts";
import { requestDrain } from "../syncEngine.ts";
import { deviceTimeZone } from "../timeZone.ts";
import { photo, signedInScenario, waitFor, type Scenario } from "../testing/scenario.ts";
import { logMeal } from "./meals.ts";

let scenario: Scenario;
beforeAll(async () => {
  scenario = await signedInScenario();
});
afterAll(() => scenario.close());

/** 20:30 of yesterday on the device's wall clock. */
function yesterdayEvening(): { day: string; instant: string } {
  const day = addDays(todayIn(deviceTimeZone()), -1);
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return { day, instant: new Date(year, month - 1, date, 20, 30).toISOString() };
}

describe("logging a meal for another time", () => {
  it("puts it on the chosen day here at once and sends the chosen time", async () => {
    const { day, instant } = yesterdayEvening();
    const logged = await logMeal({
      type: "dinner",
      photos: [await photo("once.png", "#a74")],
      context: null,
      createdAt: instant,
    });
    expect(logged.ok).toBe(true);
    const id = logged.ok ? logged.data.id : "";
    const { db } = dataContext();
    expect((await db.meals.get(id))?.day).toBe(day);
    expect((await dailySummary(db, day)).meal_count).toBe(1);
    expect((await dailySummary(db, todayIn(deviceTimeZone()))).meal_count).toBe(0);
    await requestDrain();
    await waitFor(async () => (await scenario.serverGet(`/api/v1/meals/${id}`)).status === 200);
    expect((await scenario.serverGet<Meal>(`/api/v1/meals/${id}`)).body.created_at).toBe(instant);
  });

  it("refuses a time in the future with its own message, storing nothing", async () => {
    const { db } = dataContext();
    const before = await db.meals.count();
    const result = await logMeal({
      type: "lunch",
      photos: [await photo("later.png", "#47a")],
      context: null,
      createdAt: new Date(Date.now() + 3 * 3_600_000).toISOString(),
    });
    expect(result).toMatchObject({
      ok: false,
      message: "The time cannot be in the future",
      fieldErrors: { created_at: ["The time cannot be in the future"] },
    });
    expect(await db.meals.count()).toBe(before);
  });
});
