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
  });
});
