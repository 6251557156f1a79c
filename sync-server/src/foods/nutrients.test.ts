import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openFoodDatabase, type FoodDatabase, type Nutrients } from "./foodDatabase.ts";
import { nutrientsForGrams, proteinPowderFood } from "./nutrients.ts";

let db: FoodDatabase;
beforeAll(() => {
  db = openFoodDatabase();
});
afterAll(() => db.close());

const per100g: Nutrients = {
  calories: 250,
  protein: 12.34,
  fat: 8,
  carbohydrates: 30.06,
  fiber: null,
  sugar: 4.44,
  sodium: 456.7,
};

describe("nutrientsForGrams", () => {
  it.each([
    [
      100,
      { calories: 250, protein: 12.3, fat: 8, carbohydrates: 30.1, fiber: null, sugar: 4.4, sodium: 457 },
    ],
    [
      150,
      { calories: 375, protein: 18.5, fat: 12, carbohydrates: 45.1, fiber: null, sugar: 6.7, sodium: 685 },
    ],
    [30, { calories: 75, protein: 3.7, fat: 2.4, carbohydrates: 9, fiber: null, sugar: 1.3, sodium: 137 }],
    [0, { calories: 0, protein: 0, fat: 0, carbohydrates: 0, fiber: null, sugar: 0, sodium: 0 }],
  ])("is grams x value / 100 for %d g, rounded (kcal and mg whole, grams to 0.1)", (grams, expected) => {
    expect(nutrientsForGrams({ per100g }, grams)).toEqual(expected);
  });

  it("keeps an unknown value unknown instead of zero", () => {
    expect(nutrientsForGrams({ per100g }, 200).fiber).toBeNull();
  });

  it("scales a real food", () => {
    const banana = db.get("fndds:63107010")!;
    expect(nutrientsForGrams(banana, 126).calories).toBe(Math.round((97 * 126) / 100));
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])("rejects %d grams", (grams) => {
    expect(() => nutrientsForGrams({ per100g }, grams)).toThrow(RangeError);
  });
});

describe("proteinPowderFood", () => {
  it("is a whey powder with the scoop weight from its own portions", () => {
    const { food, scoopGrams } = proteinPowderFood(db);
    expect(food.description).toMatch(/whey/i);
    expect(food.category).toBe("Protein and nutritional powders");
    expect(scoopGrams).toBe(26); // FNDDS portion "1 scoop, NFS"
    const scoop = nutrientsForGrams(food, scoopGrams);
    expect(scoop.protein).toBeGreaterThan(15);
    expect(scoop.protein).toBeLessThan(30);
    expect(scoop.calories).toBeGreaterThan(80);
    expect(scoop.calories).toBeLessThan(130);
  });
});
