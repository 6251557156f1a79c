/**
 * Builds sync-server/assets/foods.db, the food composition database the server grounds
 * AI-named meal items in. It is a derived, committed asset: a user's clone has no raw tables.
 *
 * Provenance (both public domain, works of the US Government, USDA Agricultural Research Service):
 * - "USDA FNDDS 2021-2023": Food and Nutrient Database for Dietary Studies 2021-2023,
 *   "At A Glance" nutrient values and portions/weights (ids "fndds:<food code>").
 * - "USDA SR28": National Nutrient Database for Standard Reference, release 28, ABBREV table
 *   (ids "sr28:<NDB_No>"); raw ingredients FNDDS only has as prepared foods.
 *
 * Usage: npx tsx sync-server/scripts/build-food-db.ts [data-dir]   (default ../shared/data)
 * Same input gives identical rows: inputs are sorted and the meta table holds input hashes,
 * never a build time.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { SqliteDatabase } from "../src/db/sqliteDriver.ts";
import { parse } from "csv-parse/sync";
import { isBrandedSr28, readableSr28, sr28Category } from "./sr28-names.ts";

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const dataDir = resolve(process.argv[2] ?? join(repoRoot, "../shared/data"));
const outFile = join(repoRoot, "sync-server/assets/foods.db");
const files = {
  fnddsNutrients: join(dataDir, "usda-fndds-2021-2023/fndds_2021_2023_nutrient_values.csv"),
  fnddsPortions: join(dataDir, "usda-fndds-2021-2023/fndds_2021_2023_portions_and_weights.csv"),
  sr28: join(dataDir, "usda-sr28/sr28_abbrev.csv"),
};

/** calories, protein, fat, carbohydrates, fiber, sugar, sodium per 100 g; null where the table is blank. */
type Nutrients = (number | null)[];
type Source = "fndds" | "sr28";
type FoodRow = {
  id: string;
  source: Source;
  description: string;
  category: string;
  branded: boolean;
  nutrients: Nutrients;
};
type PortionRow = { foodId: string; seq: number; description: string; grams: number };

const list = (text: string) => text.split("|").map((item) => item.trim());

// In the order of Nutrients.
const fnddsColumns = list(`Energy (kcal)|Protein (g)|Total Fat (g)|Carbohydrate (g)|Fiber, total dietary (g)|
  Sugars, total (g)|Sodium (mg)`);
const sr28Columns = list(
  "Energ_Kcal|Protein_(g)|Lipid_Tot_(g)|Carbohydrt_(g)|Fiber_TD_(g)|Sugar_Tot_(g)|Sodium_(mg)",
);

const readCsv = (file: string, fromLine: number): string[][] =>
  parse(readFileSync(file), { bom: true, from_line: fromLine, relax_column_count: true }) as string[][];

// Header cells may contain line breaks ("Sugars, total\n(g)"): compare them with whitespace collapsed.
const columnIndexes = (header: string[], names: string[]): number[] =>
  names.map((name) => {
    const index = header.findIndex((cell) => cell.replace(/\s+/g, " ").trim() === name);
    if (index < 0) throw new Error(`column "${name}" not found`);
    return index;
  });

const toNumber = (cell: string | undefined): number | null => {
  const text = (cell ?? "").trim();
  if (text === "") return null;
  const value = Number(text);
  if (!Number.isFinite(value)) throw new Error(`not a number: "${text}"`);
  return value;
};
const tidy = (text: string) => text.replace(/\s+/g, " ").trim();

function readFndds(): { foods: FoodRow[]; portions: PortionRow[] } {
  const [header = [], ...rows] = readCsv(files.fnddsNutrients, 2);
  const nutrientAt = columnIndexes(header, fnddsColumns);
  const foods = rows.map((row): FoodRow => {
    const description = tidy(row[1] ?? "");
    return {
      id: `fndds:${row[0]}`,
      source: "fndds",
      description,
      category: tidy(row[3] ?? ""),
      branded: /\([^)]*[A-Z][a-z]/.test(description), // FNDDS names brands in parentheses: "(Burger King)"
      nutrients: nutrientAt.map((i) => toNumber(row[i])),
    };
  });
  const [portionHeader = [], ...portionRows] = readCsv(files.fnddsPortions, 2);
  const portionColumns = list("Seq num|Portion description|Portion weight (g)");
  const [seqAt, descriptionAt, gramsAt] = columnIndexes(portionHeader, portionColumns);
  const portions = portionRows
    .map((row) => ({
      foodId: `fndds:${row[0]}`,
      seq: Number(row[seqAt!]),
      description: tidy(row[descriptionAt!] ?? ""),
      grams: toNumber(row[gramsAt!]) ?? 0,
    }))
    .filter((portion) => portion.grams > 0);
  return { foods, portions };
}

function readSr28(): { foods: FoodRow[]; portions: PortionRow[] } {
  const [header = [], ...rows] = readCsv(files.sr28, 1);
  const [idAt, descriptionAt, ...nutrientAt] = columnIndexes(header, ["NDB_No", "Shrt_Desc", ...sr28Columns]);
  const weightAt = columnIndexes(header, ["GmWt_1", "GmWt_Desc1", "GmWt_2", "GmWt_Desc2"]);
  const foods: FoodRow[] = [];
  const portions: PortionRow[] = [];
  for (const row of rows) {
    const code = row[idAt!] ?? "";
    const short = row[descriptionAt!] ?? "";
    const id = `sr28:${code}`;
    foods.push({
      id,
      source: "sr28",
      description: readableSr28(short),
      category: sr28Category(code),
      branded: isBrandedSr28(short),
      nutrients: nutrientAt.map((i) => toNumber(row[i])),
    });
    for (const seq of [1, 2]) {
      const grams = toNumber(row[weightAt[(seq - 1) * 2]!]) ?? 0;
      const description = tidy(row[weightAt[(seq - 1) * 2 + 1]!] ?? "");
      if (grams > 0 && description) portions.push({ foodId: id, seq, description, grams });
    }
  }
  return { foods, portions };
}

const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const sha256 = (file: string) => createHash("sha256").update(readFileSync(file)).digest("hex");

function writeDatabase(file: string, foods: FoodRow[], portions: PortionRow[]) {
  const db = new SqliteDatabase(file);
  db.pragma("journal_mode = OFF");
  db.exec(`
    CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
    -- food_no is an explicit rowid so VACUUM keeps the numbers the FTS index points at.
    CREATE TABLE foods (food_no INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, source TEXT NOT NULL,
      description TEXT NOT NULL, category TEXT NOT NULL, branded INTEGER NOT NULL,
      calories REAL, protein REAL, fat REAL, carbohydrates REAL, fiber REAL, sugar REAL, sodium REAL);
    CREATE TABLE portions (food_id TEXT NOT NULL, seq INTEGER NOT NULL, description TEXT NOT NULL,
      grams REAL NOT NULL, PRIMARY KEY (food_id, seq)) WITHOUT ROWID;
    CREATE VIRTUAL TABLE foods_fts USING fts5(description, category, content='foods',
      content_rowid='food_no', tokenize='porter unicode61 remove_diacritics 2');`);
  const insertFood = db.prepare("INSERT INTO foods VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
  const insertPortion = db.prepare("INSERT INTO portions VALUES (?, ?, ?, ?)");
  const insertMeta = db.prepare("INSERT INTO meta VALUES (?, ?)");
  db.transaction(() => {
    foods.forEach((f, i) =>
      insertFood.run(i + 1, f.id, f.source, f.description, f.category, f.branded ? 1 : 0, ...f.nutrients),
    );
    for (const p of portions) insertPortion.run(p.foodId, p.seq, p.description, p.grams);
    db.exec(
      "INSERT INTO foods_fts(foods_fts) VALUES ('rebuild'); INSERT INTO foods_fts(foods_fts) VALUES ('optimize');",
    );
    const meta: Record<string, string> = {
      schema_version: "1",
      sources:
        "USDA FNDDS 2021-2023 (Food and Nutrient Database for Dietary Studies, At A Glance tables); USDA SR28 (National Nutrient Database for Standard Reference, release 28, ABBREV)",
      license: "Public domain (works of the US Government, USDA Agricultural Research Service)",
      units: "per 100 g: calories kcal, protein/fat/carbohydrates/fiber/sugar g, sodium mg",
      food_count: String(foods.length),
      portion_count: String(portions.length),
      ...Object.fromEntries(Object.entries(files).map(([name, path]) => [`sha256_${name}`, sha256(path)])),
    };
    for (const [key, value] of Object.entries(meta).sort()) insertMeta.run(key, value);
  })();
  db.exec("VACUUM");
  db.close();
}

const started = performance.now();
const fndds = readFndds();
const sr28 = readSr28();
const foods = [...fndds.foods.sort(byId), ...sr28.foods.sort(byId)];
const known = new Set(foods.map((food) => food.id));
const portions = [...fndds.portions, ...sr28.portions]
  .filter((portion) => known.has(portion.foodId))
  .sort((a, b) => byId({ id: a.foodId }, { id: b.foodId }) || a.seq - b.seq);

mkdirSync(dirname(outFile), { recursive: true });
const tempFile = `${outFile}.${process.pid}.tmp`;
if (existsSync(tempFile)) rmSync(tempFile);
writeDatabase(tempFile, foods, portions);
renameSync(tempFile, outFile);
const seconds = ((performance.now() - started) / 1000).toFixed(2);
const megabytes = (statSync(outFile).size / 1024 / 1024).toFixed(2);
console.log(
  `foods.db: ${fndds.foods.length} FNDDS + ${sr28.foods.length} SR28 foods, ${portions.length} portions`,
);
console.log(`wrote ${outFile} (${megabytes} MB) in ${seconds} s`);
