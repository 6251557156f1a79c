import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Meal, MealsListResponse, MealStatsResponse } from "@nutrisnap/shared/api";
import { startFakeOpenAI, type FakeOpenAI } from "../testing/fakeOpenAI.ts";
import { photoWithExif } from "../testing/images.ts";
import { analyze, createMeal, getMeal, jsonInit, uploadPhotos, waitForAnalysis } from "../testing/meals.ts";
import { createTestServer, type TestServer } from "../testing/testServer.ts";

let fake: FakeOpenAI;
let server: TestServer;
beforeAll(async () => {
  fake = await startFakeOpenAI();
});
afterAll(() => fake.close());
afterEach(async () => {
  vi.useRealTimers();
  await server?.close();
});
/** The dates below are fixed; a meal may be logged at most a year back, so the clock is set near them. */
const nearTheFixedDates = () => vi.useFakeTimers({ now: new Date("2026-11-22T12:00:00Z"), toFake: ["Date"] });

async function analysedMeal(user: { cookie: string }, context: unknown = null): Promise<Meal> {
  const meal = await createMeal(server, user);
  await uploadPhotos(server, user, meal.id, [{ bytes: await photoWithExif() }]);
  await analyze(server, user, meal.id, context);
  return waitForAnalysis(server, user, meal.id);
}

const list = async (user: { cookie: string }, query: string) =>
  (await (
    await server.request(`/api/v1/meals?${query}`, { headers: { cookie: user.cookie } })
  ).json()) as MealsListResponse;

describe("meals", () => {
  it("creates with the client's id and time, and answers the same meal for the same id", async () => {
    nearTheFixedDates();
    server = await createTestServer();
    const user = await server.signUp({ locale: "es_CL" });
    const id = randomUUID();
    const body = { id, type: "snack", created_at: "2026-11-20T15:30:00-03:00", note: "  con té  " };
    const first = await server.request("/api/v1/meals", jsonInit(user, "POST", body));
    expect(first.status).toBe(201);
    const meal = (await first.json()) as Meal;
    expect(meal).toMatchObject({
      id,
      type: "snack",
      title: "Colación",
      note: "con té",
      created_at: "2026-11-20T18:30:00.000Z",
    });
    const again = await server.request("/api/v1/meals", jsonInit(user, "POST", body));
    expect(again.status).toBe(200);
    expect(((await again.json()) as Meal).id).toBe(id);
    const other = await server.signUp();
    // Another user's id answers 404: whether it exists is none of their business (issue 12).
    expect((await server.request("/api/v1/meals", jsonInit(other, "POST", body))).status).toBe(404);
  });

  it("lists newest first, grouped by the user's local day, with filters and paging", async () => {
    nearTheFixedDates();
    server = await createTestServer();
    const user = await server.signUp();
    await server.database.db.updateTable("users").set({ time_zone: "America/Santiago" }).execute();
    // 02:00 UTC on the 21st is still the evening of the 20th in Santiago (UTC-3).
    const times = [
      "2026-11-19T12:00:00Z",
      "2026-11-20T12:00:00Z",
      "2026-11-21T02:00:00Z",
      "2026-11-21T15:00:00Z",
    ];
    for (const [i, created_at] of times.entries())
      await createMeal(server, user, {
        type: i % 2 ? "dinner" : "breakfast",
        created_at,
        note: i === 3 ? "Plátano con crema" : null,
      });

    const all = await list(user, "start_date=2026-11-19&end_date=2026-11-21");
    expect(all.total_count).toBe(4);
    expect(all.grouped_meals.map((g) => [g.date, g.meals.length])).toEqual([
      ["2026-11-21", 1],
      ["2026-11-20", 2],
      ["2026-11-19", 1],
    ]);
    expect(all.grouped_meals[1]!.meals.map((m) => m.created_at)).toEqual([
      "2026-11-21T02:00:00.000Z",
      "2026-11-20T12:00:00.000Z",
    ]);

    const day = await list(user, "start_date=2026-11-20&end_date=2026-11-20");
    expect(day.total_count).toBe(2);
    expect((await list(user, "type=dinner")).total_count).toBe(2);
    expect((await list(user, "status=completed")).total_count).toBe(0);
    expect((await list(user, "search=PLATANO")).grouped_meals[0]!.meals[0]!.note).toBe("Plátano con crema");
    expect((await list(user, "search=50%25")).total_count).toBe(0);

    const page1 = await list(user, "limit=3");
    const page2 = await list(user, "limit=3&page=2");
    expect([page1.has_more, page2.has_more]).toEqual([true, false]);
    expect(page2.grouped_meals.flatMap((g) => g.meals)).toHaveLength(1);
    const bad = await server.request("/api/v1/meals?limit=500", { headers: { cookie: user.cookie } });
    expect(bad.status).toBe(422);
  });

  it("finds meals by item names after analysis, and uses the model's title", async () => {
    server = await createTestServer({ env: { OPENAI_BASE_URL: fake.url } });
    const user = await server.signUp({ locale: "es_CL" });
    const meal = await analysedMeal(user);
    expect(meal.title).toBe("Pollo a la plancha con arroz y palta");
    expect((await list(user, "search=pechuga")).total_count).toBe(1);
    expect((await list(user, "search=avocado")).total_count).toBe(1);
  });

  it("updates type, title and note; deletes a meal with its photo files", async () => {
    server = await createTestServer();
    const user = await server.signUp();
    const meal = await createMeal(server, user, { type: "lunch" });
    const typed = await server.request(`/api/v1/meals/${meal.id}`, jsonInit(user, "PUT", { type: "dinner" }));
    expect(((await typed.json()) as Meal).title).toBe("Dinner");
    const titled = await server.request(
      `/api/v1/meals/${meal.id}`,
      jsonInit(user, "PUT", { title: "Sopaipillas", note: "" }),
    );
    expect((await titled.json()) as Meal).toMatchObject({ title: "Sopaipillas", note: null, type: "dinner" });

    await uploadPhotos(server, user, meal.id, [{ bytes: await photoWithExif() }]);
    expect(await server.services.blobs.list(`${user.user.id}`)).toHaveLength(2);
    const removed = await server.request(`/api/v1/meals/${meal.id}`, {
      method: "DELETE",
      headers: { cookie: user.cookie },
    });
    expect(removed.status).toBe(204);
    expect(await server.services.blobs.list(`${user.user.id}`)).toEqual([]);
    expect(
      (await server.request(`/api/v1/meals/${meal.id}`, { headers: { cookie: user.cookie } })).status,
    ).toBe(404);
  });

  it("deleting an item recomputes the seven totals; the last item is kept with a 409", async () => {
    server = await createTestServer({ env: { OPENAI_BASE_URL: fake.url } });
    const user = await server.signUp();
    const meal = await analysedMeal(user);
    expect(meal.items).toHaveLength(3);
    const [first, second, last] = meal.items;
    const after = await server.request(`/api/v1/mealItems/${first!.id}`, {
      method: "DELETE",
      headers: { cookie: user.cookie },
    });
    const updated = (await after.json()) as Meal;
    for (const key of ["calories", "protein", "fat", "carbohydrates", "fiber", "sugar", "sodium"] as const)
      expect(updated[`total_${key}`]).toBeCloseTo(second![key] + last![key], 0);
    await server.request(`/api/v1/mealItems/${second!.id}`, {
      method: "DELETE",
      headers: { cookie: user.cookie },
    });
    const refused = await server.request(`/api/v1/mealItems/${last!.id}`, {
      method: "DELETE",
      headers: { cookie: user.cookie },
    });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      message: "A meal must keep at least one food item.",
      code: "last_item",
    });
    expect((await getMeal(server, user, meal.id)).items).toHaveLength(1);
  });

  it("corrects an item's amount in grams or in its own unit, rescaling nutrients and totals", async () => {
    server = await createTestServer({ env: { OPENAI_BASE_URL: fake.url } });
    const user = await server.signUp();
    const meal = await analysedMeal(user);
    const rice = meal.items.find((i) => i.name === "white rice, cooked")!;
    const doubled = (await (
      await server.request(`/api/v1/mealItems/${rice.id}`, jsonInit(user, "PATCH", { grams: rice.grams * 2 }))
    ).json()) as Meal;
    const twice = doubled.items.find((i) => i.id === rice.id)!;
    expect(twice.grams).toBeCloseTo(rice.grams * 2, 1);
    expect(twice.calories).toBeCloseTo(rice.calories * 2, -1);
    expect(twice.quantity).toBe(2);
    expect(doubled.total_calories).toBeCloseTo(meal.total_calories + rice.calories, -1);

    const half = (await (
      await server.request(
        `/api/v1/mealItems/${rice.id}`,
        jsonInit(user, "PATCH", { quantity: 0.5, unit: "cup" }),
      )
    ).json()) as Meal;
    expect(half.items.find((i) => i.id === rice.id)!.grams).toBeCloseTo(rice.grams / 2, 0);
    const unknownUnit = await server.request(
      `/api/v1/mealItems/${rice.id}`,
      jsonInit(user, "PATCH", { quantity: 1, unit: "bucket" }),
    );
    expect(unknownUnit.status).toBe(422);
    const zero = await server.request(`/api/v1/mealItems/${rice.id}`, jsonInit(user, "PATCH", { grams: 0 }));
    expect(zero.status).toBe(422);
  });

  it("corrects '1 cup rice' to 2 oz by weight, accepts every unit of the list and names a wrong one", async () => {
    server = await createTestServer({ env: { OPENAI_BASE_URL: fake.url } });
    const user = await server.signUp();
    const meal = await analysedMeal(user);
    const rice = meal.items.find((i) => i.name === "white rice, cooked")!;
    expect(rice).toMatchObject({ quantity: 1, unit_localized: "cup", grams: 158 });
    const patch = (body: unknown, headers: Record<string, string> = {}) =>
      server.request(`/api/v1/mealItems/${rice.id}`, jsonInit(user, "PATCH", body, headers));

    const inOunces = (await (await patch({ quantity: 2, unit: "oz" })).json()) as Meal;
    expect(inOunces.items.find((i) => i.id === rice.id)).toMatchObject({
      quantity: 2,
      unit_localized: "oz",
      grams: 56.7,
      // By weight: 2 oz is 56.7 g of the cup's 158 g, not 2 "cups" of 158 g.
      calories: Math.round((rice.calories * 2 * 28.349523125) / 158),
    });
    // Back to the cup (236.6 ml) at the rice's own density (158 g a cup), then every unit offered.
    expect((await patch({ grams: 158 })).status).toBe(200);
    for (const unit of ["g", "ml", "cup", "tbsp", "tsp"]) {
      const answer = await patch({ quantity: 1, unit });
      expect(answer.status, unit).toBe(200);
    }

    const wrong = await patch({ quantity: 1, unit: "handful" });
    expect(wrong.status).toBe(422);
    expect(await wrong.json()).toMatchObject({ errors: { unit: ["Choose a unit from the list"] } });
    const wrongInSpanish = await patch({ quantity: 1, unit: "puñado" }, { "accept-language": "es-CL" });
    expect(wrongInSpanish.status).toBe(422);
  });

  it("answers daily totals for the week and the month", async () => {
    server = await createTestServer();
    const user = await server.signUp();
    await createMeal(server, user, { type: "lunch" });
    const week = (await (
      await server.request("/api/v1/meals/stats?period=week", { headers: { cookie: user.cookie } })
    ).json()) as MealStatsResponse;
    expect(week.days).toHaveLength(7);
    expect(week.days.at(-1)!.meal_count).toBe(1);
    const month = (await (
      await server.request("/api/v1/meals/stats?period=month", { headers: { cookie: user.cookie } })
    ).json()) as MealStatsResponse;
    expect(month.days).toHaveLength(30);
  });
});
