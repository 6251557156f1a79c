import fs from "node:fs";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import type { DB } from "./schema.ts";
import { cachingStatements } from "./statementCache.ts";

export type Database = Kysely<DB>;

export interface OpenedDatabase {
  db: Database;
  sqlite: SqliteDatabase.Database;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** A better-sqlite3 native addon loaded elsewhere (the single binary passes one). */
  nativeBinding?: string | object;
}

/** Opens the SQLite file (":memory:" in tests) with WAL, foreign keys and a busy timeout. */
export function openDatabase(file: string, options: OpenDatabaseOptions = {}): OpenedDatabase {
  if (file !== ":memory:") fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(
    file,
    options.nativeBinding ? { nativeBinding: options.nativeBinding as string } : {},
  );
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("synchronous = NORMAL");
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: cachingStatements(sqlite) }) });
  return {
    db,
    sqlite,
    // Kysely's destroy closes the better-sqlite3 handle as well.
    close: () => db.destroy(),
  };
}
