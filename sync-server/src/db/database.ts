import fs from "node:fs";
import path from "node:path";
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect } from "kysely";
import type PostgresDriver from "pg";
import type { Pool } from "pg";
import { portableSchema } from "./portableSchema.ts";
import type { DB } from "./schema.ts";
import { SqliteDatabase } from "./sqliteDriver.ts";
import { cachingStatements } from "./statementCache.ts";

export type Database = Kysely<DB>;

/** Which engine holds the data: SQLite under DATA_DIR (the default) or PostgreSQL (DATABASE_URL). */
export type DatabaseEngine = "sqlite" | "postgres";

export interface OpenedDatabase {
  db: Database;
  engine: DatabaseEngine;
  /** The better-sqlite3 handle; null in PostgreSQL mode. */
  sqlite: SqliteDatabase | null;
  /** The PostgreSQL pool; null in SQLite mode. */
  pool: Pool | null;
  /** The connection string in PostgreSQL mode (a LISTEN connection opens its own client). */
  url: string | null;
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
    engine: "sqlite",
    sqlite,
    pool: null,
    url: null,
    // Kysely's destroy closes the better-sqlite3 handle as well.
    close: () => db.destroy(),
  };
}

/**
 * The `pg` driver. The single binary leaves it out (it runs SQLite only): there, DATABASE_URL is
 * refused with a message that says what to run instead.
 */
export async function loadPostgresDriver(): Promise<typeof PostgresDriver> {
  try {
    return (await import("pg")).default;
  } catch (error) {
    throw new Error(
      "DATABASE_URL is set, but this build of the server runs on SQLite only (the single binary). " +
        "Run the server from npm (npm run build && npm run server) for PostgreSQL, or unset DATABASE_URL.",
      { cause: error },
    );
  }
}

/** PostgreSQL type ids read as JavaScript numbers, as SQLite answers them (int8, numeric). */
const NUMERIC_TYPES = new Set([20, 1700]);

/**
 * Opens a PostgreSQL pool through Kysely's PostgreSQL dialect. `pg` is loaded only here, so the
 * SQLite-only single binary never carries it. 64-bit integers (millisecond times, counts) come
 * back as numbers like SQLite's; they stay far below 2^53.
 */
export async function openPostgres(url: string, options: { max?: number } = {}): Promise<OpenedDatabase> {
  const pg = await loadPostgresDriver();
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    types: {
      getTypeParser: ((oid: number, format?: "text" | "binary") =>
        NUMERIC_TYPES.has(oid)
          ? (value: string) => Number(value)
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // An idle client that loses its server (a restart, a fail-over) is dropped, not fatal.
  pool.on("error", () => {});
  try {
    await pool.query("select 1");
  } catch (error) {
    await pool.end().catch(() => {});
    const where = new URL(url);
    throw new Error(
      `Cannot connect to PostgreSQL at ${where.hostname}:${where.port || 5432}${where.pathname} (DATABASE_URL): ` +
        (error instanceof Error ? error.message : String(error)),
      { cause: error },
    );
  }
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), plugins: [portableSchema()] });
  return { db, engine: "postgres", sqlite: null, pool, url, close: () => db.destroy() };
}

/** The database the settings name: PostgreSQL when DATABASE_URL is set, else SQLite under DATA_DIR. */
export function openConfiguredDatabase(config: {
  databaseUrl: string | undefined;
  databaseFile: string;
}): Promise<OpenedDatabase> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl)
    : Promise.resolve(openDatabase(config.databaseFile));
}

/** The engine behind a Kysely instance, for the few statements that differ (migrations, leases). */
export function engineOf(db: Kysely<unknown> | Database): DatabaseEngine {
  return db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite";
}
