import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openFoodDatabase, type FoodDatabase } from "./foodDatabase.ts";
import { matchFood } from "./matchFood.ts";

let db: FoodDatabase;
beforeAll(() => {
  db = openFoodDatabase();
});
afterAll(() => db.close());

// Names as the vision model writes them -> the everyday USDA FNDDS food and a plausible kcal/100 g.
const typicalItems: [name: string, description: RegExp, minKcal: number, maxKcal: number][] = [
  ["grilled chicken breast", /^Chicken breast, grilled/, 120, 250],
  ["white rice, cooked", /^Rice, white, cooked/, 100, 170],
  ["avocado", /^Avocado, raw/, 140, 180],
  ["french fries", /french fries/i, 150, 350],
  ["scrambled eggs", /scrambled egg/i, 130, 230],
  ["green salad with dressing", /^Lettuce, salad/, 10, 200],
  ["banana", /^Banana, raw/, 80, 110],
  ["black beans", /^Black beans/, 90, 200],
  ["spaghetti with tomato sauce", /^Pasta with tomato-based sauce/, 80, 200],
  ["whole wheat bread", /^Bread, whole wheat/, 220, 290],
  ["orange juice", /^Orange juice/, 35, 60],
  ["salmon fillet", /^Fish, salmon/, 120, 320],
  ["broccoli, steamed", /^Broccoli\b.*cooked/, 20, 80],
  ["apple", /^Apple, raw/, 45, 70],
  ["pizza, cheese", /^Pizza, cheese/, 200, 320],
  ["hamburger", /^Hamburger/, 200, 320],
  ["oatmeal", /^Oatmeal/, 50, 120],
  ["greek yogurt", /^Yogurt, Greek/, 50, 150],
  ["almonds", /^Almonds/, 550, 650],
  ["coffee with milk", /^Coffee/, 5, 60],
];

describe("matchFood", () => {
  it.each(typicalItems)("grounds %s confidently", (name, description, minKcal, maxKcal) => {
    const match = matchFood(db, name);
    expect(match, name).not.toBeNull();
    expect(match!.confident).toBe(true);
    expect(match!.food.id).toMatch(/^fndds:/);
    expect(match!.food.description).toMatch(description);
    expect(match!.food.per100g.calories).toBeGreaterThanOrEqual(minKcal);
    expect(match!.food.per100g.calories).toBeLessThanOrEqual(maxKcal);
    expect(match!.score).toBeGreaterThan(0);
    expect(match!.score).toBeLessThanOrEqual(1);
  });

  it.each(["xyzzy plate decoration", "qwertyuiop", "food", "", "   "])("does not ground %j", (name) => {
    const match = matchFood(db, name);
    expect(match === null || !match.confident).toBe(true);
  });

  it("keeps the model's numbers when a named part of the dish is missing from the match", () => {
    // Dry cereal values for a bowl with milk would overstate the meal: better not confident.
    expect(matchFood(db, "cereal with milk")?.confident ?? false).toBe(false);
    expect(
      matchFood(db, "strawberry milkshake with whipped cream and cookie crumbs")?.confident ?? false,
    ).toBe(false);
  });

  it("treats plurals, synonyms, serving words and garnish as the same food", () => {
    expect(matchFood(db, "eggs")?.food.id).toBe(matchFood(db, "egg")?.food.id);
    expect(matchFood(db, "fries")?.food.id).toBe(matchFood(db, "french fries")?.food.id);
    expect(matchFood(db, "sliced apple")?.food.id).toBe(matchFood(db, "apple")?.food.id);
    expect(matchFood(db, "grilled chicken breast with lemon and herbs")?.confident).toBe(true);
    expect(matchFood(db, "donut")?.food.description).toMatch(/^Doughnut/);
  });

  it("prefers the raw fruit for a bare fruit name and the cooked food for a bare egg", () => {
    expect(matchFood(db, "tomato")?.food.description).toMatch(/raw/);
    expect(matchFood(db, "egg")?.food.description).not.toMatch(/raw/);
  });

  it("does not take a dish that merely contains the food", () => {
    expect(matchFood(db, "apple")?.food.description).not.toMatch(/pie|juice/i);
    expect(matchFood(db, "banana")?.food.description).not.toMatch(/pepper|bread|split/i);
  });

  it("is deterministic", () => {
    expect(matchFood(db, "pizza, cheese")).toEqual(matchFood(db, "pizza, cheese"));
  });
});
