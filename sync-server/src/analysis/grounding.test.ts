import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fileURLToPath } from "node:url";
import { openFoodDatabase, type FoodDatabase } from "../foods/foodDatabase.ts";
import { groundItems } from "./grounding.ts";
import type { ModelAnswer, ModelItem } from "./modelAnswer.ts";
import { readModelAnswer } from "./modelAnswer.ts";

let foods: FoodDatabase;
beforeAll(() => {
  foods = openFoodDatabase(fileURLToPath(new URL("../../assets/foods.db", import.meta.url)));
});
afterAll(() => foods.close());

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
  it.each([
    "grilled chicken breast",
    "white rice, cooked",
    "avocado",
    "french fries",
    "scrambled eggs",
    "green salad with dressing",
  ])("grounds %s in the food database", (name) => {
    const [grounded] = groundItems(answer(item(name, 200, 999)), foods, null, "en_US");
    expect(grounded!.source).toMatch(/^fndds:/);
    const food = foods.get(grounded!.source)!;
    expect(grounded!.calories).toBe(Math.round((food.per100g.calories! * 200) / 100));
    expect(grounded!.model_estimate?.calories).toBe(999);
  });

  it("keeps the model's numbers when no food matches confidently", () => {
    const [grounded] = groundItems(answer(item("xyzzy plate decoration", 50, 42)), foods, null, "en_US");
    expect(grounded).toMatchObject({ source: "model", calories: 42, protein: 10 });
  });

  it.each([
    ["quarter", 0.25],
    ["third", 1 / 3],
    ["half", 0.5],
    ["three_quarters", 0.75],
    ["all", 1],
  ] as const)("scales every item by the portion consumed (%s = %d, spec §3)", (portion, factor) => {
    const context = {
      multiple_angles: false,
      portion_consumed: portion,
      shared_meal: false,
      leftovers: false,
      sugar_free: false,
      added_protein: 0,
    };
    const items = groundItems(
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

  it("adds the scoops as one protein-powder item of that many scoops, named in the user's language", () => {
    const items = groundItems(answer(item("xyzzy", 100, 100)), foods, withScoops(3), "es_CL");
    const scoops = items.filter((i) => i.name === "protein powder");
    expect(scoops).toHaveLength(1);
    expect(scoops[0]).toMatchObject({
      local_name: "Proteína en polvo",
      unit_localized: "medidas",
      quantity: 3,
    });
    expect(scoops[0]!.grams).toBeGreaterThan(0);
  });

  it("counts two scoops twice over one scoop, not as two identical items", () => {
    const [one] = groundItems(answer(item("xyzzy", 100, 100)), foods, withScoops(1), "en_US").filter(
      (i) => i.name === "protein powder",
    );
    const two = groundItems(answer(item("xyzzy", 100, 100)), foods, withScoops(2), "en_US").filter(
      (i) => i.name === "protein powder",
    );
    expect(two).toHaveLength(1);
    expect(two[0]).toMatchObject({ local_name: "Protein powder", unit_localized: "scoops", quantity: 2 });
    expect(two[0]!.grams).toBeCloseTo(one!.grams * 2, 1);
    expect(two[0]!.protein).toBeCloseTo(one!.protein * 2, 0);
    expect(two[0]!.calories).toBeCloseTo(one!.calories * 2, -1);
  });
});

describe("reading the model's answer", () => {
  it("repairs code fences, numbers as strings and percentages", () => {
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
