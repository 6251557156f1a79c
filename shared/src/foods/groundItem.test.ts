import { describe, expect, it } from "vitest";
import type { Food } from "./foodIndex.ts";
import type { ModelEstimate } from "./groundItem.ts";
import { testEngine } from "./testEngine.ts";

const engine = testEngine();
const food = (description: string): Food => {
  const found = engine.index.foods.find((f) => f.description === description);
  if (!found) throw new Error(`not in the index: ${description}`);
  return found;
};

/** What a vision model says of `grams` of a food: its name, and energy off by `factor` throughout. */
function modelSaw(name: string, truth: Food, grams: number, factor: number): ModelEstimate {
  const of = (per100g: number | null) => ((per100g ?? 0) * grams * factor) / 100;
  return {
    name,
    grams,
    calories: Math.round(of(truth.per100g.calories)),
    protein: of(truth.per100g.protein),
    fat: of(truth.per100g.fat),
    carbohydrates: of(truth.per100g.carbohydrates),
  };
}

describe("grounding a photo item", () => {
  // Near-ties of the ranker differ in what they are made of: the model's macronutrient mix decides.
  it("takes the coated chicken with its coating when the model saw the coating's carbohydrate", () => {
    const truth = food("Chicken breast, fried, coated, skin / coating eaten, from raw");
    const grounded = engine.ground(modelSaw("breaded fried chicken breast", truth, 170, 1.25));
    expect(grounded.food?.description).toBe(truth.description);
  });

  it("takes the coating-free row when the model saw no carbohydrate", () => {
    const truth = food("Chicken breast, fried, coated, skin / coating not eaten, from raw");
    const grounded = engine.ground(modelSaw("fried chicken breast", truth, 170, 0.8));
    expect(grounded.food?.description).toBe(truth.description);
  });

  it("ranks by name alone when the model gave no macronutrients", () => {
    const truth = food("Chicken breast, fried, coated, skin / coating eaten, from raw");
    const {
      protein: _p,
      fat: _f,
      carbohydrates: _c,
      ...energyOnly
    } = modelSaw("fried chicken breast", truth, 170, 1);
    expect(engine.ground(energyOnly).food?.description).toMatch(/^Chicken breast, fried/);
  });

  it("keeps the model's numbers when no candidate's energy agrees", () => {
    const grounded = engine.ground({
      name: "salmon",
      grams: 100,
      calories: 40,
      protein: 5,
      fat: 2,
      carbohydrates: 0,
    });
    expect(grounded).toMatchObject({ food: null, reason: "none" });
  });
});

describe("grounding never takes a wrong food that merely lies in the model's band", () => {
  it("takes the mixed dish for a dish named by its parts, not one of them", () => {
    const truth = food("Beef and broccoli");
    const grounded = engine.ground(modelSaw("beef with broccoli", truth, 400, 1.3));
    expect(grounded.food?.description).toBe("Beef and broccoli");
  });

  it("takes pita bread for pita, never pita chips", () => {
    const truth = food("Bread, pita");
    const grounded = engine.ground(modelSaw("pita", truth, 60, 1.4));
    expect(grounded.food?.description ?? "model kept").not.toMatch(/chips/i);
  });

  it("takes no sandwich on a biscuit for a sandwich the model did not say was on one", () => {
    const truth = food("Egg salad sandwich on white");
    const grounded = engine.ground(modelSaw("egg mayo sandwich", truth, 200, 1.2));
    expect(grounded.food?.description ?? "model kept").not.toMatch(/biscuit|bagel|croissant/i);
  });
});

describe("grounding a photo's items together (decision 191)", () => {
  const tuna = food("Fish, tuna, canned");
  // The model's errors cancel: tuna 30 % low, the unknown item 30 % high. Grounding the tuna alone
  // would undo that and leave the dish further from the truth than the model's own total.
  const dish = [
    modelSaw("canned tuna", tuna, 150, 0.7),
    { name: "xyzzy plate decoration", grams: 50, calories: 60 },
  ];

  it("keeps the model's numbers for every item when one item cannot be grounded", () => {
    expect(engine.ground(dish[0]!).food).not.toBeNull();
    const grounded = engine.groundDish(dish);
    expect(grounded.map((g) => g.food)).toEqual([null, null]);
    expect(grounded[0]).toMatchObject({ reason: "dish-kept" });
    expect(grounded[0]!.candidate?.food.id).toBe(engine.ground(dish[0]!).food?.id);
  });

  it("grounds every item when every item can be grounded", () => {
    const rice = food("Rice, white, cooked, NS as to fat");
    const grounded = engine.groundDish([dish[0]!, modelSaw("white rice", rice, 200, 1.3)]);
    expect(grounded.map((g) => g.reason)).toEqual(["agrees", "agrees"]);
    expect(grounded[1]!.food?.per100g.calories).toBe(rice.per100g.calories);
  });

  it("reads the model's whole kilocalories as rounded: a cup of tea's 1 kcal is 0.5-1.5", () => {
    const tea = food("Tea, hot, leaf, black");
    // 52 g of tea at 1 kcal/100 g is 0.52 kcal, which the model writes as 1.
    const grounded = engine.ground({
      name: "tea",
      grams: 52,
      calories: 1,
      protein: 0,
      fat: 0,
      carbohydrates: 0.2,
    });
    expect(grounded.food?.description).toBe(tea.description);
  });
});

describe("a model's 0 kcal is an estimate (decision 229)", () => {
  const coffee = food("Coffee, brewed");
  // 60 g of black coffee at 1 kcal/100 g is 0.6 kcal, which the model writes as 0.
  const blackCoffee = {
    name: "black coffee",
    grams: 60,
    calories: 0,
    protein: 0.1,
    fat: 0,
    carbohydrates: 0,
  };

  it("takes a food whose energy agrees with the model's 0 kcal", () => {
    expect(engine.ground(blackCoffee)).toMatchObject({ food: coffee, reason: "agrees" });
  });

  it("so a 0 kcal coffee no longer keeps the model's numbers for its whole photo", () => {
    const rice = food("Rice, white, cooked, NS as to fat");
    const grounded = engine.groundDish([blackCoffee, modelSaw("white rice", rice, 200, 1.3)]);
    expect(grounded.map((g) => g.food?.description)).toEqual([coffee.description, rice.description]);
  });

  it("still takes a food it is sure of when nothing agrees with 0 kcal (no estimate)", () => {
    const rice = food("Rice, white, cooked, NS as to fat");
    const grounded = engine.ground({ ...modelSaw("white rice", rice, 200, 1), calories: 0 });
    expect(grounded).toMatchObject({ food: rice, reason: "no-estimate" });
  });
});

describe("the surest candidate sets the confidence bar (decision 229)", () => {
  it("takes a runner-up that names every word when the first lacks some", () => {
    // The first, "Hot chocolate / cocoa, NFS", lacks the milk and is less sure than the rows
    // made with 2 % milk: it refused them all.
    const truth = food("Hot chocolate / cocoa, made with whole or reduced fat (2%) milk");
    const grounded = engine.ground(modelSaw("hot chocolate with 2% milk", truth, 250, 1.2));
    expect(grounded.food?.description).toBe(truth.description);
  });
});
