import { describe, expect, it } from "vitest";
import { foldText, matchesSearch, searchWords, wordsOf } from "./search.ts";

describe("meal search words", () => {
  it("folds case and accents", () => {
    expect(foldText("Café con LECHE, Ñandú")).toBe("cafe con leche, nandu");
  });

  it("splits on anything that is not a letter or digit", () => {
    expect(wordsOf("Pollo asado (200 g) + arroz")).toEqual(["pollo", "asado", "200", "g", "arroz"]);
  });

  it("keeps each word once over title, note and items", () => {
    expect(searchWords(["Almuerzo", null, "pollo asado", "Pollo"])).toEqual(["almuerzo", "pollo", "asado"]);
  });

  it.each([
    ["platano", true],
    ["PLÁT", true],
    ["leche plat", true],
    ["atano", false],
    ["platano manzana", false],
  ])("query %j matches 'Plátano con leche': %s", (query, expected) => {
    expect(matchesSearch(searchWords(["Plátano con leche"]), wordsOf(query))).toBe(expected);
  });
});
