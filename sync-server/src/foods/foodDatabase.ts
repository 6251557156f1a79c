// Server-only: read access to the derived USDA food composition database (assets/foods.db,
// written by scripts/build-food-db.ts). Opened read-only; nothing here writes.
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";
import { lookupWords, parseFoodQuery } from "./foodQuery.ts";
import { rankFoods } from "./rankFoods.ts";

/** Per 100 g. null where the source table has no value (SR28 often lacks fiber and sugar). */
export interface Nutrients {
  calories: number | null;
  protein: number | null;
  fat: number | null;
  carbohydrates: number | null;
  fiber: number | null;
  sugar: number | null;
  sodium: number | null;
}

export interface FoodEntry {
  /** "fndds:<food code>" or "sr28:<NDB_No>". */
  id: string;
  source: "fndds" | "sr28";
  description: string;
  category: string;
  branded: boolean;
  per100g: Nutrients;
}

export interface Portion {
  description: string;
  grams: number;
}

export interface Food extends FoodEntry {
  portions: Portion[];
}

export interface FoodDatabase {
  /** Ranked foods for a typed query (the last word may be unfinished), with portions. */
  search(query: string, limit?: number): Food[];
  get(id: string): Food | null;
  /** FTS5 candidates: each inner list holds alternatives for one word; hits starting with a word and having all come first. */
  candidates(words: string[][], options?: { prefix?: boolean; limit?: number }): FoodEntry[];
  close(): void;
}

interface FoodRecord extends Nutrients {
  id: string;
  source: "fndds" | "sr28";
  description: string;
  category: string;
  branded: number;
}

const defaultFile = fileURLToPath(new URL("../../assets/foods.db", import.meta.url));
const maxSearchResults = 50;

const toEntry = (r: FoodRecord): FoodEntry => ({
  id: r.id,
  source: r.source,
  description: r.description,
  category: r.category,
  branded: r.branded === 1,
  per100g: {
    calories: r.calories,
    protein: r.protein,
    fat: r.fat,
    carbohydrates: r.carbohydrates,
    fiber: r.fiber,
    sugar: r.sugar,
    sodium: r.sodium,
  },
});

export function openFoodDatabase(file: string = defaultFile): FoodDatabase {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  const columns =
    "f.id, f.source, f.description, f.category, f.branded, f.calories, f.protein, f.fat, f.carbohydrates, f.fiber, f.sugar, f.sodium";
  const byText = db.prepare<[string, number], FoodRecord>(
    `SELECT ${columns} FROM foods_fts JOIN foods f ON f.food_no = foods_fts.rowid
     WHERE foods_fts MATCH ? ORDER BY f.source = 'sr28', bm25(foods_fts, 4.0, 1.0), f.food_no LIMIT ?`,
  );
  const byId = db.prepare<[string], FoodRecord>(`SELECT ${columns} FROM foods f WHERE f.id = ?`);
  const portionsOf = db.prepare<[string], Portion>(
    "SELECT description, grams FROM portions WHERE food_id = ? ORDER BY seq",
  );
  const withPortions = (entry: FoodEntry): Food => ({ ...entry, portions: portionsOf.all(entry.id) });

  function candidates(words: string[][], { prefix = false, limit = 400 } = {}): FoodEntry[] {
    const term = (w: string, last: boolean) => `"${w.replace(/"/g, "")}"${prefix && last ? "*" : ""}`;
    const groups = words
      .map((alternatives, i) => alternatives.filter(Boolean).map((w) => term(w, i === words.length - 1)))
      .filter((g) => g.length > 0);
    if (groups.length === 0) return [];
    const allWords = groups.map((g) => (g.length > 1 ? `(${g.join(" OR ")})` : g[0])).join(" AND ");
    const anyWord = groups.flat().join(" OR ");
    // USDA names start with the food ("Chicken breast, ..."): those rows must not drown in bm25 order.
    const startsWithOne = `description : (${groups
      .flat()
      .map((g) => `^ ${g}`)
      .join(" OR ")})`;
    const seen = new Map<string, FoodEntry>();
    for (const expression of [`${startsWithOne} AND ${allWords}`, allWords, anyWord]) {
      for (const record of byText.all(expression, limit))
        if (!seen.has(record.id)) seen.set(record.id, toEntry(record));
    }
    return [...seen.values()];
  }

  return {
    search(query, limit = 10) {
      const parsed = parseFoodQuery(query);
      const found = candidates(lookupWords(parsed), { prefix: true, limit: 200 });
      return rankFoods(parsed, found, true)
        .slice(0, Math.max(0, Math.min(limit, maxSearchResults)))
        .map((ranked) => withPortions(ranked.food));
    },
    get(id) {
      const record = byId.get(id);
      return record ? withPortions(toEntry(record)) : null;
    },
    candidates,
    close: () => db.close(),
  };
}
