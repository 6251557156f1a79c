import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { User } from "@nutrisnap/shared/api";
import { lossGoals } from "../testing/fixtures.ts";
import { bodyOf, sendJson, withCookie } from "../testing/http.ts";
import { ensureMealsTable, insertMeal } from "../testing/summaryMeals.ts";
import { createTestServer, type TestServer } from "../testing/testServer.ts";

const empty = {
  meal_count: 0,
  total_calories: 0,
  total_protein: 0,
  total_fat: 0,
  total_carbohydrates: 0,
  calories_goal: 0,
  protein_goal: 0,
  fat_goal: 0,
  carbohydrates_goal: 0,
};

describe("daily summary (spec §3, §7)", () => {
  let server: TestServer;
  let cookie: string;
  let user: User;
  beforeEach(async () => {
    server = await createTestServer();
    ({ cookie, user } = await server.signUp());
  });
  afterEach(async () => server.close());

  const daily = (path = "") => server.request(`/api/v1/nutrition/daily${path}`, withCookie(cookie));
  const moveTo = (time_zone: string) =>
    server.request(
      "/api/v1/profile",
      sendJson("PUT", { name: user.name, email: user.email, locale: "en_US", time_zone }, cookie),
    );

  it("answers zeros for a day without meals and without goals, even before the meals table exists", async () => {
    const response = await daily("/2026-11-21");
    expect(response.status).toBe(200);
    expect(await bodyOf(response)).toEqual({ date: "2026-11-21", ...empty });
  });

  it("sums the meals of the local day in the user's time zone, with the goal figures", async () => {
    await ensureMealsTable(server.database.db);
    await moveTo("America/Santiago"); // UTC-3 in November (Chilean summer time)
    await server.request("/api/v1/usergoals", sendJson("POST", lossGoals, cookie));
    const db = server.database.db;
    // 23:59 local on the 20th: the day before.
    await insertMeal(db, user.id, { created_at: "2026-11-21T02:59:59.000Z", total_calories: 999 });
    await insertMeal(db, user.id, {
      created_at: "2026-11-21T03:00:00.000Z",
      total_calories: 500,
      total_protein: 30,
      total_fat: 20,
      total_carbohydrates: 50,
    });
    // 23:30 local on the 21st is still the 21st.
    await insertMeal(db, user.id, {
      created_at: "2026-11-22T02:30:00.000Z",
      total_calories: 250.5,
      total_protein: 10,
      total_fat: 5,
      total_carbohydrates: 40,
    });
    // A meal still being analysed counts, with no totals yet.
    await insertMeal(db, user.id, { created_at: "2026-11-21T15:00:00.000Z", analysis_status: "pending" });

    const response = await daily("/2026-11-21");
    expect(await bodyOf(response)).toEqual({
      date: "2026-11-21",
      meal_count: 3,
      total_calories: 750.5,
      total_protein: 40,
      total_fat: 25,
      total_carbohydrates: 90,
      calories_goal: 1800,
      protein_goal: 135,
      fat_goal: 50,
      carbohydrates_goal: 202.5,
    });
    expect(await bodyOf(await daily("/2026-11-20"))).toMatchObject({ meal_count: 1, total_calories: 999 });
  });

  it("counts only the user's own meals", async () => {
    await ensureMealsTable(server.database.db);
    const other = await server.signUp();
    await insertMeal(server.database.db, other.user.id, {
      created_at: "2026-11-21T12:00:00.000Z",
      total_calories: 700,
    });
    expect(await bodyOf(await daily("/2026-11-21"))).toMatchObject({ meal_count: 0, total_calories: 0 });
  });

  it("answers today's summary without a date", async () => {
    await ensureMealsTable(server.database.db);
    await moveTo("Pacific/Kiritimati"); // UTC+14: "today" differs from UTC's for part of each day
    await insertMeal(server.database.db, user.id, {
      created_at: new Date().toISOString(),
      total_calories: 321,
    });
    const todayThere = new Intl.DateTimeFormat("en-CA", { timeZone: "Pacific/Kiritimati" }).format(
      new Date(),
    );
    expect(await bodyOf(await daily())).toMatchObject({
      date: todayThere,
      meal_count: 1,
      total_calories: 321,
    });
  });

  it.each(["2026-02-30", "2026-13-01", "2026-1-5", "yesterday", "20261121", "2026-11-21T00:00"])(
    "refuses %s with 400 and a message",
    async (date) => {
      const response = await daily(`/${date}`);
      expect(response.status).toBe(400);
      expect(await bodyOf(response)).toEqual({
        message: "Please enter a valid date (YYYY-MM-DD)",
        errors: { date: ["Please enter a valid date (YYYY-MM-DD)"] },
      });
    },
  );

  it("accepts 29 February in a leap year", async () => {
    expect((await daily("/2028-02-29")).status).toBe(200);
  });
});
