import { describe, expect, it } from "vitest";
import { mealTotals } from "./nutrients.ts";
import { itemGramsProblem, rescaleItem } from "./rescale.ts";
import { matchesSearch, searchColumn, searchWords, wordsOf } from "./search.ts";
import { gramsPerUnit, isUnitChoice, unitChoices } from "./units.ts";

const rice = {
  quantity: 1,
  unit_localized: "cup",
  grams: 158,
  calories: 205,
  protein: 4.3,
  fat: 0.4,
  carbohydrates: 44.5,
  fiber: 0.6,
  sugar: 0.1,
  sodium: 2,
};

describe("rescaling an item", () => {
  it("turns 1 cup of rice into 2 oz by weight: 56.7 g, 74 kcal", () => {
    const result = rescaleItem(rice, { quantity: 2, unit: "oz" }, "en_US");
    expect(result).toMatchObject({
      ok: true,
      item: { grams: 56.7, calories: 74, quantity: 2, unit_localized: "oz" },
    });
  });

  it("uses the item's own density for another volume unit (1 tbsp of a 158 g cup)", () => {
    expect(gramsPerUnit(rice, "tbsp")).toBeCloseTo(158 / 16, 6);
    const result = rescaleItem(rice, { quantity: 2, unit: "taza" }, "es_CL");
    expect(result).toMatchObject({ ok: true, item: { grams: 316, calories: 410, unit_localized: "taza" } });
  });

  it("keeps a food's own portion and offers it first", () => {
    const banana = { ...rice, quantity: 1, unit_localized: "banana", grams: 118 };
    expect(unitChoices(banana, "en_US").map((c) => c.value)).toEqual([
      "banana",
      "g",
      "oz",
      "ml",
      "cup",
      "tbsp",
      "tsp",
      "piece",
    ]);
    expect(rescaleItem(banana, { quantity: 2, unit: "Banana" }, "en_US")).toMatchObject({
      ok: true,
      item: { grams: 236, unit_localized: "banana" },
    });
  });

  it("refuses a unit that is not in the list, and an item with no grams", () => {
    expect(isUnitChoice(rice, "handful")).toBe(false);
    expect(rescaleItem(rice, { quantity: 1, unit: "handful" }, "en_US")).toEqual({
      ok: false,
      problem: { kind: "unknownUnit" },
    });
    expect(rescaleItem({ ...rice, grams: 0 }, { grams: 10 }, "en_US")).toEqual({
      ok: false,
      problem: { kind: "invalidAmount", field: "grams", message: "invalidAmount" },
    });
  });

  it("says which amounts are too much for one food, not that they are not above zero", () => {
    expect(rescaleItem(rice, { quantity: 900, unit: "cup" }, "en_US")).toEqual({
      ok: false,
      problem: { kind: "invalidAmount", field: "quantity", message: "amountTooLarge" },
    });
    expect(itemGramsProblem(10_000)).toBeNull();
    expect(itemGramsProblem(10_000.1)).toBe("amountTooLarge");
    expect(itemGramsProblem(0)).toBe("invalidAmount");
    expect(itemGramsProblem(Number.NaN)).toBe("invalidAmount");
  });
});

it("rounds totals as items round: calories and sodium whole, the rest to 0.1", () => {
  const items = [
    { ...rice, calories: 120.4, sodium: 1.4, protein: 1.04 },
    { ...rice, calories: 205.4, sodium: 2.2, protein: 2.02 },
  ];
  expect(mealTotals(items)).toMatchObject({ total_calories: 326, total_sodium: 4, total_protein: 3.1 });
});

it("finds a meal by the start of its words, whatever the case and accents", () => {
  const words = searchWords(["Almuerzo", null, "Pollo asado", "Café"]);
  expect(matchesSearch(words, wordsOf("POLL cafe"))).toBe(true);
  expect(matchesSearch(words, wordsOf("sado"))).toBe(false);
  expect(searchColumn(["Pollo, asado"])).toBe(" pollo asado");
});
