import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import type { FoodEstimateResponse, FoodSearchResponse, Meal } from "@nutrisnap/shared/api";
import { estimateMeal } from "@nutrisnap/shared/foods";
import { createMeal, jsonInit } from "../testing/meals.ts";
import { createTestServer, type TestServer } from "../testing/testServer.ts";
import { serverFoodEngine } from "./foodEngine.ts";

let server: TestServer;
afterEach(async () => server?.close());

const estimate = (user: { cookie: string }, body: unknown) =>
  server.request("/api/v1/foods/estimate", jsonInit(user, "POST", body));

describe("POST /api/v1/foods/estimate", () => {
  it("weighs a described meal into items and totals, the same answer the browser computes", async () => {
    server = await createTestServer();
    const user = await server.signUp();
    const text =
      "For lunch I had 2 scrambled eggs, a slice of whole-wheat toast with butter and 240 ml of orange juice";
    const response = await estimate(user, { text, locale: "en_US" });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as FoodEstimateResponse;
    expect(answer.items.map((i) => i.name)).toEqual([
      expect.stringMatching(/scrambled egg/i),
      expect.stringMatching(/^Bread, whole wheat, toasted/),
      expect.stringMatching(/^Butter/),
      expect.stringMatching(/^Orange juice/),
    ]);
    expect(answer.items[3]).toMatchObject({ quantity: 240, unit_localized: "ml" });
    expect(answer.items.every((i) => /^(fndds|sr28):/.test(i.source))).toBe(true);
    expect(answer.totals.calories).toBe(answer.items.reduce((n, i) => n + i.calories, 0));
    expect(answer.unmatched).toEqual([]);
    // The browser runs the same engine over the same index: byte-for-byte the same answer.
    expect(answer).toEqual(estimateMeal(serverFoodEngine(), text, "en_US"));
  });

  it("names each item in the user's words, as the browser does (decision 220)", async () => {
    server = await createTestServer();
    const user = await server.signUp();
    // Before: "double cheeseburger from fast food" and "latte with non-dairy milk".
    const text = "a Big Mac and a latte with oat milk";
    const answer = (await (await estimate(user, { text, locale: "en_US" })).json()) as FoodEstimateResponse;
    expect(answer.items.map((i) => [i.local_name, i.name])).toEqual([
      ["Big Mac", expect.stringMatching(/^Double cheeseburger, from fast food/)],
      ["latte with oat milk", "Coffee, Latte, with non-dairy milk"],
    ]);
    expect(answer).toEqual(estimateMeal(serverFoodEngine(), text, "en_US"));
    const spanish = "medio pollo con papas fritas";
    const chilean = (await (
      await estimate(user, { text: spanish, locale: "es_CL" })
    ).json()) as FoodEstimateResponse;
    expect(chilean.items.map((i) => i.local_name)).toEqual(["pollo", "papas fritas"]);
    expect(chilean).toEqual(estimateMeal(serverFoodEngine(), spanish, "es_CL"));
  });

  it("reads Chilean Spanish and names units in Spanish", async () => {
    server = await createTestServer();
    const user = await server.signUp({ locale: "es_CL" });
    const response = await estimate(user, { text: "una taza de porotos y media palta", locale: "es_CL" });
    const answer = (await response.json()) as FoodEstimateResponse;
    expect(answer.items.map((i) => i.unit_localized)).toContain("taza");
    expect(answer.items.map((i) => i.name)).toEqual([
      expect.stringMatching(/beans/i),
      expect.stringMatching(/^Avocado/),
    ]);
  });

  it("lists what it did not understand instead of guessing", async () => {
    server = await createTestServer();
    const user = await server.signUp();
    const answer = (await (
      await estimate(user, { text: "2 eggs and qwertyuiop", locale: "en_US" })
    ).json()) as FoodEstimateResponse;
    expect(answer.items).toHaveLength(1);
    expect(answer.unmatched).toEqual(["qwertyuiop"]);
  });

  it.each([
    ["text", { text: "", locale: "en_US" }],
    ["text", { text: "x".repeat(1001), locale: "en_US" }],
    ["locale", { text: "eggs", locale: "fr_FR" }],
    ["locale", { text: "eggs" }],
  ])("refuses bad input with a message on the %s field", async (field, body) => {
    server = await createTestServer();
    const user = await server.signUp({ locale: "es_CL" });
    const response = await estimate(user, body);
    expect(response.status).toBe(422);
    const answer = (await response.json()) as { errors: Record<string, string[]> };
    expect(answer.errors[field]?.[0]).toBeTruthy();
  });

  it("needs a signed-in user", async () => {
    server = await createTestServer();
    const response = await server.request("/api/v1/foods/estimate", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ text: "eggs", locale: "en_US" }),
    });
    expect(response.status).toBe(401);
  });
});

describe("foods of a meal", () => {
  it("adds foods once per item id, weighs them on the server and completes a described meal", async () => {
    server = await createTestServer();
    const user = await server.signUp();
    const meal = await createMeal(server, user);
    const egg = serverFoodEngine().match("boiled egg").candidates[0]!.food;
    const item = {
      id: randomUUID(),
      food_id: egg.id,
      grams: 100,
      quantity: 2,
      unit_localized: "egg",
      local_name: "boiled eggs",
    };
    const path = `/api/v1/meals/${meal.id}/items`;
    const first = await server.request(path, jsonInit(user, "POST", { items: [item] }));
    expect(first.status).toBe(200);
    const again = (await (
      await server.request(path, jsonInit(user, "POST", { items: [item] }))
    ).json()) as Meal;
    expect(again.items).toHaveLength(1);
    expect(again.items[0]).toMatchObject({
      id: item.id,
      grams: 100,
      source: egg.id,
      calories: Math.round(egg.per100g.calories!),
    });
    expect(again.total_calories).toBe(again.items[0]!.calories);
    expect(again.analysis_status).toBe("completed");
  });

  it("refuses an unknown food and another user's meal", async () => {
    server = await createTestServer();
    const user = await server.signUp();
    const meal = await createMeal(server, user);
    const item = { food_id: "fndds:99999999", grams: 10, quantity: 1, unit_localized: "g", local_name: "x" };
    const unknown = await server.request(
      `/api/v1/meals/${meal.id}/items`,
      jsonInit(user, "POST", { items: [item] }),
    );
    expect(unknown.status).toBe(422);
    const other = await server.signUp();
    const egg = serverFoodEngine().match("egg").candidates[0]!.food;
    const foreign = await server.request(
      `/api/v1/meals/${meal.id}/items`,
      jsonInit(other, "POST", { items: [{ ...item, food_id: egg.id }] }),
    );
    expect(foreign.status).toBe(404);
  });

  it("replaces an item's food: same grams, the new food's nutrients, totals follow", async () => {
    server = await createTestServer();
    const user = await server.signUp();
    const meal = await createMeal(server, user);
    const engine = serverFoodEngine();
    const rice = engine.match("white rice").candidates[0]!.food;
    const brown = engine.match("brown rice").candidates[0]!.food;
    const added = (await (
      await server.request(
        `/api/v1/meals/${meal.id}/items`,
        jsonInit(user, "POST", {
          items: [{ food_id: rice.id, grams: 200, quantity: 1, unit_localized: "cup", local_name: "rice" }],
        }),
      )
    ).json()) as Meal;
    const itemId = added.items[0]!.id;
    const replaced = await server.request(
      `/api/v1/mealItems/${itemId}/food`,
      jsonInit(user, "PUT", { food_id: brown.id }),
    );
    expect(replaced.status).toBe(200);
    const after = (await replaced.json()) as Meal;
    expect(after.items[0]).toMatchObject({
      grams: 200,
      quantity: 1,
      unit_localized: "cup",
      source: brown.id,
      name: brown.description,
      calories: Math.round((brown.per100g.calories! * 200) / 100),
    });
    expect(after.total_calories).toBe(after.items[0]!.calories);
    const other = await server.signUp();
    const foreign = await server.request(
      `/api/v1/mealItems/${itemId}/food`,
      jsonInit(other, "PUT", { food_id: rice.id }),
    );
    expect(foreign.status).toBe(404);
  });

  it("names a replaced food in Spanish for a Spanish user, in English where neither the word list nor the glossary has a name", async () => {
    server = await createTestServer();
    const user = await server.signUp({ locale: "es_CL" });
    const meal = await createMeal(server, user);
    const engine = serverFoodEngine();
    const bread = engine.match("white bread").candidates[0]!.food;
    const avocado = engine.match("palta", { locale: "es_CL" }).candidates[0]!.food;
    const added = (await (
      await server.request(
        `/api/v1/meals/${meal.id}/items`,
        jsonInit(user, "POST", {
          items: [
            { food_id: bread.id, grams: 60, quantity: 1, unit_localized: "rebanada", local_name: "pan" },
          ],
        }),
      )
    ).json()) as Meal;
    const itemId = added.items[0]!.id;
    const replace = (foodId: string) =>
      server.request(`/api/v1/mealItems/${itemId}/food`, jsonInit(user, "PUT", { food_id: foodId }));
    const named = (await (await replace(avocado.id)).json()) as Meal;
    expect(named.items[0]).toMatchObject({ name: "Avocado, raw", local_name: "Palta", grams: 60 });
    // The word list has no name for it; the glossary composes one (decision 203).
    const dressing = engine.index.foods.find((f) => f.description === "Avocado dressing")!;
    const composed = (await (await replace(dressing.id)).json()) as Meal;
    expect(composed.items[0]).toMatchObject({ name: "Avocado dressing", local_name: "Aliño de palta" });
    const unnamed = engine.index.foods.find((f) => f.description === "Chicken kiev")!;
    const fallback = (await (await replace(unnamed.id)).json()) as Meal;
    expect(fallback.items[0]).toMatchObject({ name: "Chicken kiev", local_name: "Chicken kiev" });
  });
});

describe("GET /api/v1/foods/search", () => {
  it("finds foods as they are typed, with their portions", async () => {
    server = await createTestServer();
    const user = await server.signUp();
    const answer = (await (
      await server.request("/api/v1/foods/search?q=banan", { headers: { cookie: user.cookie } })
    ).json()) as FoodSearchResponse;
    expect(answer.foods[0]?.description).toMatch(/^Banana/);
    expect(answer.foods[0]?.local_name).toBe(answer.foods[0]?.description);
    expect(answer.foods[0]?.portions.length).toBeGreaterThan(0);
  });

  it("names the foods in Spanish for a Spanish user", async () => {
    server = await createTestServer();
    const user = await server.signUp({ locale: "es_CL" });
    const answer = (await (
      await server.request("/api/v1/foods/search?q=platano", { headers: { cookie: user.cookie } })
    ).json()) as FoodSearchResponse;
    expect(answer.foods[0]).toMatchObject({ description: "Banana, raw", local_name: "Plátano" });
  });
});
