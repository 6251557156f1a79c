// Issue 15 item 15: a meal logged for another time is stored at that time, lands on that day, and
// a time in the future or more than a year back is refused with a clear message.
import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { addDays, todayIn } from "@nutrisnap/shared/dates";
import type { Meal, MealsListResponse } from "@nutrisnap/shared/api";
import { jsonInit } from "../testing/meals.ts";
import { createTestServer, type TestServer } from "../testing/testServer.ts";

let server: TestServer;
afterEach(async () => server?.close());

const ZONE = "America/Santiago";

describe("logging a meal for another time", () => {
  it("stores the chosen time and puts the meal on that local day", async () => {
    server = await createTestServer();
    const user = await server.signUp({ locale: "es_CL" });
    await server.database.db.updateTable("users").set({ time_zone: ZONE }).execute();
    const yesterday = addDays(todayIn(ZONE), -1);
    // 20:30 in Santiago yesterday (UTC-3 in summer).
    const eveningUtc = new Date(`${yesterday}T23:30:00.000Z`).toISOString();
    const response = await server.request(
      "/api/v1/meals",
      jsonInit(user, "POST", { id: randomUUID(), type: "dinner", created_at: eveningUtc }),
    );
    expect(response.status).toBe(201);
    expect(((await response.json()) as Meal).created_at).toBe(eveningUtc);
    const list = (await (
      await server.request(`/api/v1/meals?start_date=${yesterday}&end_date=${yesterday}`, {
        headers: { cookie: user.cookie },
      })
    ).json()) as MealsListResponse;
    expect(list.grouped_meals.map((group) => group.date)).toEqual([yesterday]);
    const summary = (await (
      await server.request(`/api/v1/nutrition/daily/${yesterday}`, { headers: { cookie: user.cookie } })
    ).json()) as { meal_count: number };
    expect(summary.meal_count).toBe(1);
  });

  it.each([
    ["an hour ahead", 60 * 60_000, "La hora no puede estar en el futuro"],
    ["two years back", -730 * 86_400_000, "Elige una hora dentro del último año"],
  ])("refuses a time %s, in the user's language, and stores nothing", async (_, offset, text) => {
    server = await createTestServer();
    const user = await server.signUp({ locale: "es_CL" });
    const created_at = new Date(Date.now() + offset).toISOString();
    const response = await server.request(
      "/api/v1/meals",
      jsonInit(user, "POST", { id: randomUUID(), type: "lunch", created_at }),
    );
    expect(response.status).toBe(422);
    const body = (await response.json()) as { message: string; errors: Record<string, string[]> };
    expect(body.message).toBe(text);
    expect(body.errors.created_at).toEqual([text]);
    expect(await server.database.db.selectFrom("meals").selectAll().execute()).toHaveLength(0);
  });

  it("accepts a device clock a few minutes ahead", async () => {
    server = await createTestServer();
    const user = await server.signUp();
    const created_at = new Date(Date.now() + 5 * 60_000).toISOString();
    const response = await server.request(
      "/api/v1/meals",
      jsonInit(user, "POST", { id: randomUUID(), type: "lunch", created_at }),
    );
    expect(response.status).toBe(201);
  });
});
