import { describe, expect, it } from "vitest";
import { createFoodEngine } from "./foodEngine.ts";
import type { FoodIndexFile } from "./foodIndex.ts";
import indexFile from "./foodIndex.json" with { type: "json" };
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

  it("puts a whole word's foods before the longer words it begins", () => {
    // Before: "egg" was eggnog and eggplant among the eggs, "pea" peanuts, pears and peaches with no
    // peas: every food whose word begins with what was typed ranked as if it named it.
    expect(found("egg", "en_US").every((d) => d.startsWith("Egg, "))).toBe(true);
    expect(found("pea", "en_US")[0]).toMatch(/^Green peas/);
    expect(found("corn", "en_US")).not.toContain("Cornbread, made from home recipe");
    // An unfinished word still reads as the start of one.
    expect(found("ban", "en_US")[0]).toBe("Banana, raw");
    expect(found("chicken br", "en_US")[0]).toMatch(/^Chicken breast/);
    // In Spanish the names were shortest first: "pan" was panela (brown sugar) and panceta, "te"
    // tempeh and tequila before tea.
    expect(found("pan", "es_CL")[0]).toMatch(/^Bread/);
    expect(found("te", "es_CL")[0]).toMatch(/^Tea/);
    expect(found("poroto v", "es_CL")[0]).toMatch(/^Green beans/);
  });

  it("shows a food once though two rows read the same", () => {
    // Before: "manjar" listed SR28's "Dulce de leche" under FNDDS's, same name and numbers.
    const results = found("manjar", "es_CL");
    expect(results[0]).toBe("Dulce de leche");
    expect(new Set(results).size).toBe(results.length);
  });

  it("reads the word list's phrases against each engine's own foods", () => {
    // Before: a phrase's food was kept by phrase alone, so a second index (a smaller build, another
    // release) was given the first one's food id, which it lacks: "pech" found nothing.
    expect(found("pech", "es_CL")[0]).toMatch(/^Chicken breast/);
    const file = indexFile as unknown as FoodIndexFile;
    const breast = file.foods.find((row) => /^Chicken breast, baked/.test(String(row[1])))!;
    const small = createFoodEngine({ ...file, foods: [["test:1", ...breast.slice(1)]] as typeof file.foods });
    expect(small.search("pech", { locale: "es_CL", limit: 4 }).map((food) => food.id)).toEqual(["test:1"]);
  });
});
