import { describe, expect, it } from "vitest";
import type { FoodEngine } from "@nutrisnap/shared/foods";
import { serverFoodEngine } from "../foods/foodEngine.ts";
import { groundItems } from "./grounding.ts";
import type { ModelAnswer, ModelItem } from "./modelAnswer.ts";
import { readModelAnswer } from "./modelAnswer.ts";

const foods = serverFoodEngine();

const item = (name: string, grams: number, calories: number): ModelItem => ({
  name,
  local_name: name,
  quantity: 1,
  unit_localized: "serving",
  grams,
  calories,
  protein: 10,
  fat: 5,
  carbohydrates: 20,
  fiber: 1,
  sugar: 2,
  sodium: 100,
  confidence: 0.8,
});
const answer = (...items: ModelItem[]): ModelAnswer => ({
  title: "Meal",
  items,
  confidence: 0.8,
  notes: null,
});

describe("grounding the model's items", () => {
  // Typical model outputs (issue 4 §5): each grounds to a database food; per-100 g x grams.
  // Typical model outputs with the model's energy off by up to 1.6x, as vision models are.
  it.each([
    ["grilled chicken breast", 440],
    ["white rice, cooked", 200],
    ["avocado", 420],
    ["french fries", 600],
    ["scrambled eggs", 300],
    ["green salad with dressing", 150],
  ] as const)("grounds %s in the food database", async (name, modelCalories) => {
    const [grounded] = await groundItems(answer(item(name, 200, modelCalories)), foods, null, "en_US");
    expect(grounded!.source).toMatch(/^(fndds|sr28):/);
    const food = foods.get(grounded!.source)!;
    expect(grounded!.calories).toBe(Math.round((food.per100g.calories! * 200) / 100));
    expect(grounded!.model_estimate?.calories).toBe(modelCalories);
    expect(grounded!.grams).toBe(200);
  });

  // issue 13: "egg whites" was grounded to an omelet with meat, about 2.3x the energy.
  it("grounds egg whites to egg white, not to an egg white omelet with meat", async () => {
    const [grounded] = await groundItems(answer(item("egg whites", 100, 55)), foods, null, "en_US");
    expect(foods.get(grounded!.source)?.description).toMatch(/^Egg, white/);
    expect(grounded!.calories).toBeLessThanOrEqual(100);
  });

  it("keeps the model's numbers when no candidate's energy agrees with the model's", async () => {
    // The model saw 40 kcal/100 g: no salmon row (117-307 kcal/100 g) may replace that.
    const [grounded] = await groundItems(answer(item("salmon", 100, 40)), foods, null, "en_US");
    expect(grounded).toMatchObject({ source: "model", calories: 40 });
  });

  it("takes a salmon whose energy density agrees with the model's, not the 274 kcal/100 g one", async () => {
    const [grounded] = await groundItems(answer(item("salmon fillet", 140, 190)), foods, null, "en_US");
    const food = foods.get(grounded!.source)!;
    expect(food.description).toMatch(/salmon/i);
    expect(food.per100g.calories!).toBeLessThan(274);
  });

  it("keeps the model's numbers when no food matches confidently", async () => {
    const [grounded] = await groundItems(
      answer(item("xyzzy plate decoration", 50, 42)),
      foods,
      null,
      "en_US",
    );
    expect(grounded).toMatchObject({ source: "model", calories: 42, protein: 10 });
  });

  // decision 191: grounding one item beside one kept undoes the model's cancelling errors.
  it("keeps the model's numbers for the whole photo when one of its items cannot be grounded", async () => {
    const [alone] = await groundItems(answer(item("avocado", 200, 420)), foods, null, "en_US");
    expect(alone!.source).toMatch(/^(fndds|sr28):/);
    const items = await groundItems(
      answer(item("avocado", 200, 420), item("xyzzy plate decoration", 50, 42)),
      foods,
      null,
      "en_US",
    );
    expect(items.map((i) => [i.source, i.calories])).toEqual([
      ["model", 420],
      ["model", 42],
    ]);
  });

  it.each([
    ["quarter", 0.25],
    ["third", 1 / 3],
    ["half", 0.5],
    ["three_quarters", 0.75],
    ["all", 1],
  ] as const)("scales every item by the portion consumed (%s = %d, spec §3)", async (portion, factor) => {
    const context = {
      multiple_angles: false,
      portion_consumed: portion,
      shared_meal: false,
      leftovers: false,
      sugar_free: false,
      added_protein: 0,
    };
    const items = await groundItems(
      answer(item("xyzzy", 300, 600), item("qwerty", 90, 90)),
      foods,
      context,
      "en_US",
    );
    expect(items.map((i) => i.grams)).toEqual(
      [300 * factor, 90 * factor].map((g) => Math.round(g * 10) / 10),
    );
    expect(items.map((i) => i.calories)).toEqual([600 * factor, 90 * factor].map(Math.round));
  });

  const withScoops = (added_protein: number) => ({
    multiple_angles: false,
    portion_consumed: "half" as const,
    shared_meal: false,
    leftovers: false,
    sugar_free: false,
    added_protein,
  });

  it("adds the scoops as one protein-powder item of that many scoops, named in the user's language", async () => {
    const items = await groundItems(answer(item("xyzzy", 100, 100)), foods, withScoops(3), "es_CL");
    const scoops = items.filter((i) => i.name === "protein powder");
    expect(scoops).toHaveLength(1);
    expect(scoops[0]).toMatchObject({
      local_name: "Proteína en polvo",
      unit_localized: "medidas",
      quantity: 3,
    });
    expect(scoops[0]!.grams).toBeGreaterThan(0);
  });

  it("counts two scoops twice over one scoop, not as two identical items", async () => {
    const [one] = (await groundItems(answer(item("xyzzy", 100, 100)), foods, withScoops(1), "en_US")).filter(
      (i) => i.name === "protein powder",
    );
    const two = (await groundItems(answer(item("xyzzy", 100, 100)), foods, withScoops(2), "en_US")).filter(
      (i) => i.name === "protein powder",
    );
    expect(two).toHaveLength(1);
    expect(two[0]).toMatchObject({ local_name: "Protein powder", unit_localized: "scoops", quantity: 2 });
    expect(two[0]!.grams).toBeCloseTo(one!.grams * 2, 1);
    expect(two[0]!.protein).toBeCloseTo(one!.protein * 2, 0);
    expect(two[0]!.calories).toBeCloseTo(one!.calories * 2, -1);
  });
});

describe("grounding during a burst of analyses", () => {
  // issue 14: matching one item takes 10-60 ms on the event loop; a whole answer at once kept
  // every other request waiting (health p99 5.7x idle during a photo burst).
  it("lets waiting work run between items instead of matching the whole answer at once", async () => {
    const order: string[] = [];
    const recording: FoodEngine = {
      ...foods,
      ground: (query) => {
        order.push(`ground ${query.name}`);
        return foods.ground(query);
      },
    };
    const grounding = groundItems(
      answer(item("avocado", 100, 160), item("white rice, cooked", 150, 200), item("apple", 180, 95)),
      recording,
      null,
      "en_US",
    );
    setImmediate(() => order.push("other request"));
    await grounding;
    expect(order.indexOf("other request")).toBeGreaterThan(-1);
    expect(order.indexOf("other request")).toBeLessThan(order.indexOf("ground apple"));
  });
});

describe("reading the model's answer", () => {
  it("repairs code fences, numbers as strings and percentages", async () => {
    const text =
      '```json\n{"title":"Lunch","confidence":"85","notes":null,"items":[{"name":"rice","local_name":"Rice","quantity":"1","unit_localized":"cup","grams":"158","calories":"205","protein":4.3,"fat":0.4,"carbohydrates":44.5,"fiber":0.6,"sugar":0.1,"sodium":2,"confidence":0.9}]}\n```';
    const read = readModelAnswer(text);
    expect(read.ok && read.answer.confidence).toBe(0.85);
    expect(read.ok && read.answer.items[0]!.grams).toBe(158);
  });

  it.each(["", "no json here", '{"title": "x", "items": []}', "{broken"])("refuses %j", (text) => {
    expect(readModelAnswer(text).ok).toBe(false);
  });
});
