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

describe("slices and pieces", () => {
  it("weighs a slice as the usual slice, not USDA's first listed, crust-not-eaten one", () => {
    // Bread: "1 medium or regular slice" 28 g; "1 slice, crust not eaten" 13 g was taken before.
    expect(grams("a slice of bread")).toEqual([28]);
    expect(grams("a small slice of bread")).toEqual([24]);
  });

  it("weighs a slice of a food USDA cuts in pieces as one of its pieces", () => {
    // Pizza has "1 piece, NFS" (119 g) and no slice: two slices were 2 generic 30 g slices.
    expect(grams("2 slices of pizza")).toEqual([238]);
    expect(grams("una rebanada de pizza", "es_CL")).toEqual([119]);
  });
});
