// Prepared statements kept between queries. Kysely's SQLite driver prepares every query it runs;
// preparing costs as much as running a small indexed query, and the server runs the same few
// dozen statements all day. Results do not change: better-sqlite3 re-prepares a statement itself
// when the schema changes.
import type { SqliteDatabase, SqliteStatement } from "kysely";
import type { SqliteDatabase as SqliteHandle, SqlitePreparedStatement } from "./sqliteDriver.ts";

/** Distinct statements kept; `in (?, ?, ...)` lists of other lengths are other statements. */
export const STATEMENT_CACHE_SIZE = 500;

/**
 * The better-sqlite3 handle as Kysely's dialect sees it, with `prepare` answered from a bounded
 * cache (least recently used dropped first). `iterate` (Kysely's stream) still prepares a fresh
 * statement: an open iterator holds its statement busy until it ends.
 */
export function cachingStatements(sqlite: SqliteHandle, size: number = STATEMENT_CACHE_SIZE): SqliteDatabase {
  const cache = new Map<string, SqliteStatement>();
  const prepared = (sql: string): SqlitePreparedStatement => sqlite.prepare(sql);
  let schemaVersionStatement: SqlitePreparedStatement | undefined;
  const schemaVersion = (): unknown =>
    (schemaVersionStatement ??= sqlite.prepare("pragma schema_version").pluck()).get();
  return {
    close: () => sqlite.close(),
    prepare(sql: string): SqliteStatement {
      const hit = cache.get(sql);
      if (hit) {
        cache.delete(sql);
        cache.set(sql, hit);
        return hit;
      }
      const statement = prepared(sql);
      const entry: SqliteStatement = {
        reader: statement.reader,
        all: statement.reader
          ? rowsAsObjects(statement, schemaVersion)
          : (parameters) => statement.all(parameters),
        run: (parameters) => statement.run(parameters),
        iterate: (parameters) => prepared(sql).iterate(parameters),
      };
      cache.set(sql, entry);
      if (cache.size > size) cache.delete(cache.keys().next().value as string);
      return entry;
    },
  };
}

type Row = Record<string, unknown>;

/**
 * A reader's rows, read as arrays and made objects by a function built for its columns: the same
 * objects better-sqlite3 makes (keys in column order, a repeated name keeps its last value), at
 * half the cost for a page of wide rows. After each run the schema version is read (~2 us); when
 * it has moved since the names were taken (a `select *` after a migration, here or in another
 * connection), the names are taken again from the statement as this run left it, which is the
 * schema these rows came from. Nothing runs twice (a reader may be `insert ... returning`).
 */
function rowsAsObjects(
  statement: SqlitePreparedStatement,
  schemaVersion: () => unknown,
): (parameters: ReadonlyArray<unknown>) => unknown[] {
  statement.raw(true);
  let version: unknown;
  let toObject: (values: unknown[]) => Row = () => ({});
  return (parameters) => {
    const rows = statement.all(parameters) as unknown[][];
    const now = schemaVersion();
    if (now !== version) {
      version = now;
      toObject = objectBuilder(statement.columns().map((column) => column.name));
    }
    return rows.map(toObject);
  };
}

/** `(values) => ({ "a": values[0], "b": values[1] })`: one object literal, so every row shares a shape. */
function objectBuilder(names: string[]): (values: unknown[]) => Row {
  const fields = names.map((name, i) => `${JSON.stringify(name)}: values[${i}]`).join(", ");
  // Built from column names only, each written as a JSON string literal.
  return new Function("values", `return { ${fields} };`) as (values: unknown[]) => Row;
}
