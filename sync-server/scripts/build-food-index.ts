/**
 * Builds shared/src/foods/foodIndex.json, the food engine's index (issue 13): every FNDDS 2021-2023
 * food people eat as such, plus the SR28 ingredients FNDDS lacks, with per-100 g nutrients and
 * household portions. It reads the committed sync-server/assets/foods.db (itself derived from the
 * raw USDA tables by build-food-db.ts), so a fresh clone can rebuild it. The browser loads the
 * index lazily; the server imports it. Same foods.db, same bytes.
 *
 * Usage: npx tsx sync-server/scripts/build-food-index.ts
 */
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { SqliteDatabase } from "../src/db/sqliteDriver.ts";

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const dbFile = join(repoRoot, "sync-server/assets/foods.db");
const outFile = join(repoRoot, "shared/src/foods/foodIndex.json");

// SR28 rows kept: raw ingredients. Its meats are hundreds of raw retail cuts people do not log, and
// its prepared dishes, fast and restaurant foods are FNDDS's job.
const sr28Categories = new Set([
  "Vegetables and vegetable products",
  "Fruits and fruit juices",
  "Legumes and legume products",
  "Nut and seed products",
  "Spices and herbs",
  "Fats and oils",
  "Cereal grains and pasta",
  "Dairy and egg products",
  "Finfish and shellfish products",
  "Poultry products",
  "Baked products",
  "Sweets",
  "Beverages",
  "Snacks",
]);
// FNDDS categories of foods nobody logs from a description or a photo.
const fnddsSkipped = /^(Baby food|Formula|Human milk)/i;

interface Row {
  id: string;
  source: "fndds" | "sr28";
  description: string;
  category: string;
  branded: number;
  calories: number | null;
  protein: number | null;
  fat: number | null;
  carbohydrates: number | null;
  fiber: number | null;
  sugar: number | null;
  sodium: number | null;
}

const db = new SqliteDatabase(dbFile, { readonly: true, fileMustExist: true });
const rows = db.prepare<[], Row>("SELECT * FROM foods ORDER BY food_no").all();
const portionRows = db
  .prepare<[], { food_id: string; description: string; grams: number }>(
    "SELECT food_id, description, grams FROM portions ORDER BY food_id, seq",
  )
  .all();
const meta = Object.fromEntries(
  db
    .prepare<[], { key: string; value: string }>("SELECT key, value FROM meta ORDER BY key")
    .all()
    .map((r) => [r.key, r.value]),
);
db.close();

const kept = rows.filter(
  (r) =>
    r.branded === 0 &&
    r.calories !== null &&
    (r.source === "fndds" ? !fnddsSkipped.test(r.category) : sr28Categories.has(r.category)),
);
const portions = new Map<string, [string, number][]>();
for (const p of portionRows) {
  const list = portions.get(p.food_id) ?? [];
  list.push([p.description, Math.round(p.grams * 10) / 10]);
  portions.set(p.food_id, list);
}
const categories = [...new Set(kept.map((r) => r.category))].sort();
const categoryNo = new Map(categories.map((c, i) => [c, i]));
const round = (n: number | null) => (n === null ? null : Math.round(n * 100) / 100);
const foods = kept.map((r) => [
  r.id,
  r.description,
  categoryNo.get(r.category)!,
  round(r.calories),
  round(r.protein),
  round(r.fat),
  round(r.carbohydrates),
  round(r.fiber),
  round(r.sugar),
  round(r.sodium),
  portions.get(r.id) ?? [],
]);
const index = {
  version: 1,
  sources: meta.sources,
  license: meta.license,
  units: meta.units,
  built_from: createHash("sha256").update(readFileSync(dbFile)).digest("hex").slice(0, 16),
  columns: "id|description|category|calories|protein|fat|carbohydrates|fiber|sugar|sodium|portions",
  categories,
  foods,
};
// One food per line: readable diffs after a USDA release.
const text = `{${Object.entries(index)
  .filter(([key]) => key !== "foods")
  .map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`)
  .join(",\n")},\n"foods":[\n${foods.map((f) => JSON.stringify(f)).join(",\n")}\n]}\n`;
writeFileSync(outFile, text);
const gzip = gzipSync(text, { level: 9 }).length;
console.log(
  `foodIndex.json: ${foods.length} foods (${kept.filter((r) => r.source === "sr28").length} SR28), ` +
    `${(text.length / 1024).toFixed(0)} KiB, ${(gzip / 1024).toFixed(0)} KiB gzip`,
);
