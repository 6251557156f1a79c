import { describe, expect, it } from "vitest";
import type { MealItem } from "@nutrisnap/shared/api";
import { rescaleItem, totalsOf } from "./itemMath.ts";

const item = (overrides: Partial<MealItem> = {}): MealItem => ({
  id: "i1",
  meal_id: "m1",
  name: "rice",
  local_name: "arroz",
  quantity: 1,
  unit_localized: "taza",
  grams: 200,
  calories: 260,
  protein: 5.4,
  fat: 0.6,
  carbohydrates: 56,
  fiber: 0.8,
  sugar: 0.2,
  sodium: 2,
  confidence_score: 0.9,
  source: "fndds",
  model_estimate: null,
  ...overrides,
});

describe("totalsOf (spec §4: a meal's totals are the sums of its items)", () => {
  it("sums all seven nutrients", () => {
    expect(totalsOf([item(), item({ calories: 100.25, protein: 10, sodium: 400 })])).toEqual({
      total_calories: 360.3,
      total_protein: 15.4,
      total_fat: 1.2,
      total_carbohydrates: 112,
      total_fiber: 1.6,
      total_sugar: 0.4,
      total_sodium: 402,
    });
  });

  it("is zero without items", () => {
    expect(totalsOf([]).total_calories).toBe(0);
  });
});

describe("rescaleItem", () => {
  it("scales nutrients with corrected grams", () => {
    const scaled = rescaleItem(item(), { grams: 100 });
    expect(scaled).toMatchObject({ grams: 100, quantity: 0.5, calories: 130, protein: 2.7, sodium: 1 });
  });

  it("scales by quantity when the unit stays the same", () => {
    expect(rescaleItem(item(), { quantity: 2, unit: "taza" })).toMatchObject({
      quantity: 2,
      grams: 400,
      calories: 520,
    });
  });

  it("keeps the nutrients when the unit changes (the server regrounds it)", () => {
    expect(rescaleItem(item(), { quantity: 3, unit: "cucharada" })).toMatchObject({
      quantity: 3,
      unit_localized: "cucharada",
      grams: 200,
      calories: 260,
    });
  });
});
