import { describe, expect, it } from "vitest";
import { testEngine } from "./testEngine.ts";

const found = (query: string, locale: "en_US" | "es_CL") =>
  testEngine()
    .search(query, { locale, limit: 4 })
    .map((food) => food.description);

describe("typed search", () => {
  it("finds a Spanish word's food while the word is still being typed", () => {
    // Before: "palt", "manz" and "marra" found nothing, "pal" palm oil and "pol" pollock: the
    // unfinished word was read against USDA's English names only.
    expect(found("palt", "es_CL")[0]).toBe("Avocado, raw");
    expect(found("manz", "es_CL")[0]).toBe("Apple, raw");
    expect(found("marra", "es_CL")[0]).toBe("Bread, French or Vienna");
    expect(found("pal", "es_CL")[0]).toBe("Avocado, raw");
    expect(found("pol", "es_CL")[0]).toMatch(/^Chicken/);
    expect(found("jugo de nar", "es_CL")[0]).toMatch(/^Orange juice/);
    // Each typed word begins a word of the name at its place; a phrase of the word list that names
    // no food by itself ("pechuga") still finds the food it is read as.
    expect(found("poroto v", "es_CL")[0]).toMatch(/^Green beans/);
    expect(found("pech", "es_CL")[0]).toMatch(/^Chicken breast/);
  });

  it("keeps a whole word's own foods first, and English as it was", () => {
    expect(found("arroz", "es_CL")[0]).toMatch(/^Rice, white, cooked/);
    expect(found("appl", "en_US")[0]).toBe("Apple, raw");
    expect(found("chick", "en_US")).toContain("Chickpeas, NFS");
  });
});
