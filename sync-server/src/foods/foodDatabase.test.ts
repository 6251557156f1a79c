import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openFoodDatabase, type FoodDatabase } from "./foodDatabase.ts";

let db: FoodDatabase;
beforeAll(() => {
  db = openFoodDatabase();
});
afterAll(() => db.close());

describe("search", () => {
  it("ranks the plain food above dishes and varieties that contain its name", () => {
    expect(db.search("banana")[0]?.description).toBe("Banana, raw");
    expect(db.search("chicken breast")[0]?.description).toMatch(/^Chicken breast, NS as to cooking method/);
    expect(db.search("olive oil")[0]?.description).toBe("Olive oil");
  });

  it("completes an unfinished last word", () => {
    expect(db.search("greek yog")[0]?.description).toMatch(/^Yogurt, Greek/);
    expect(db.search("ban")[0]?.description).toBe("Banana, raw");
  });

  it("answers with per-100 g nutrients and household portions", () => {
    const [banana] = db.search("banana", 1);
    expect(banana).toMatchObject({ id: "fndds:63107010", source: "fndds", category: "Bananas" });
    expect(banana!.per100g).toEqual({
      calories: 97,
      protein: expect.any(Number),
      fat: expect.any(Number),
      carbohydrates: expect.any(Number),
      fiber: expect.any(Number),
      sugar: expect.any(Number),
      sodium: expect.any(Number),
    });
    expect(banana!.portions).toContainEqual({ description: "1 banana", grams: 126 });
    expect(banana!.portions.every((portion) => portion.grams > 0)).toBe(true);
  });

  it("respects the limit and caps it", () => {
    expect(db.search("cheese", 3)).toHaveLength(3);
    expect(db.search("cheese", 1000).length).toBeLessThanOrEqual(50);
    expect(db.search("cheese", 0)).toEqual([]);
  });

  it.each(["", "   ", '"', "NEAR(", "a AND b OR", "*", "^", "🍕"])(
    "never throws on FTS5 syntax in %j",
    (query) => {
      expect(() => db.search(query)).not.toThrow();
    },
  );
});

describe("get", () => {
  it("returns a food by id, or null", () => {
    expect(db.get("sr28:01001")).toMatchObject({
      source: "sr28",
      description: "Butter, with salt",
      per100g: { calories: 717 },
    });
    expect(db.get("fndds:00000000")).toBeNull();
  });
});

describe("the committed asset", () => {
  it("records its provenance and is not writable through the module", () => {
    const file = fileURLToPath(new URL("../../assets/foods.db", import.meta.url));
    const raw = new Database(file, { readonly: true });
    const meta = Object.fromEntries(
      raw
        .prepare<[], { key: string; value: string }>("SELECT key, value FROM meta")
        .all()
        .map((row) => [row.key, row.value]),
    );
    raw.close();
    expect(meta.sources).toContain("USDA FNDDS 2021-2023");
    expect(meta.sources).toContain("USDA SR28");
    expect(meta.license).toMatch(/public domain/i);
    expect(Number(meta.food_count)).toBeGreaterThan(14_000);
  });
});
