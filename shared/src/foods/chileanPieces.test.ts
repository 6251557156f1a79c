import { describe, expect, it } from "vitest";
import { testEngine } from "./testEngine.ts";

const weighed = (text: string) =>
  testEngine()
    .describe(text, "es_CL")
    .items.map((item) => `${item.food.description} ${item.grams} g`);

describe("a Chilean helado counted one by one (decision 238)", () => {
  it("is a cup of ice cream, not a shop's medium cup", () => {
    // "un helado" weighed USDA's "1 medium ice cream cup" (240 g, about 500 kcal).
    expect(weighed("un helado de vainilla")).toEqual(["Ice cream, vanilla 135 g"]);
    expect(weighed("un helado")).toEqual(["Ice cream, NFS 135 g"]);
    expect(weighed("dos helados de chocolate")).toEqual(["Ice cream, chocolate 270 g"]);
  });

  it("leaves a written unit or weight as written", () => {
    expect(weighed("2 bolas de helado de vainilla")).toEqual(["Ice cream, vanilla 240 g"]);
    expect(weighed("100 g de helado")).toEqual(["Ice cream, NFS 100 g"]);
    // A helado de agua is an ice pop and one de palito a bar: pieces of their own, not a cup.
    expect(weighed("un helado de agua")[0]).not.toMatch(/ 135 g$/);
    expect(weighed("un helado de palito")[0]).not.toMatch(/ 135 g$/);
  });
});

describe("chicken on a Chilean plate (decision 238)", () => {
  it("is a presa, a quarter chicken by USDA's own yield, not USDA's 85 g serving", () => {
    // "pollo asado con papas fritas" weighed 85 g of chicken, "puré con pollo" too.
    expect(weighed("pollo asado con papas fritas")[0]).toMatch(/^Chicken.*roasted.* 125 g$/);
    expect(weighed("puré con pollo")[1]).toMatch(/^Chicken.* 125 g$/);
    // "Un cuarto de pollo" weighed 250 g, about the meat of USDA's half chicken (245 g).
    expect(weighed("un cuarto de pollo con papas fritas")[0]).toMatch(/^Chicken.*roasted.* 125 g$/);
    expect(weighed("dos cuartos de pollo")[0]).toMatch(/ 250 g$/);
  });

  it("leaves a written piece, unit or weight as written", () => {
    expect(weighed("200 g de pollo asado")[0]).toMatch(/ 200 g$/);
    expect(weighed("una pechuga de pollo")[0]).not.toMatch(/ 125 g$/);
    // Counted, a pollo is the bird: "medio pollo" is USDA's half chicken.
    expect(weighed("medio pollo")[0]).toMatch(/ 245 g$/);
  });
});
