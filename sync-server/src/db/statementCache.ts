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
        all: (parameters) => statement.all(parameters),
        run: (parameters) => statement.run(parameters),
        iterate: (parameters) => prepared(sql).iterate(parameters),
      };
      cache.set(sql, entry);
      if (cache.size > size) cache.delete(cache.keys().next().value as string);
      return entry;
    },
  };
}
