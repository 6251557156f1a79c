import { describe, expect, it } from "vitest";
import { testEngine } from "./testEngine.ts";

const grams = (text: string, locale: "en_US" | "es_CL" = "en_US") =>
  testEngine()
    .describe(text, locale)
    .items.map((item) => item.grams);

describe("amounts in leaves, spears and stalks", () => {
  it("weighs them by the food's own USDA portion", () => {
    // Romaine lettuce, raw: 1 leaf is 13 g (its whole head is 376 g).
    expect(grams("half a leaf of romaine")).toEqual([6.5]);
  });

  it("reads them as units only after a number, not inside a food's name", () => {
    expect(grams("leaf lettuce")).toHaveLength(1);
    expect(grams("leaf lettuce")[0]).not.toBe(10);
  });
});
