// The schema every migration leaves in an empty SQLite database, taken once and replayed whole: the
// single binary's first start creates its database from it instead of running each migration
// through the query builder (docs/decisions/178). Only an empty database is created this way; any
// other one goes through the migrator as before.
import { sql } from "kysely";
import type { Database } from "./database.ts";

/** What `dumpPreparedSchema` takes from a freshly migrated database. */
export interface PreparedSchema {
  /** Every `sqlite_master` definition, in creation order (tables, indexes), migration tables included. */
  statements: string[];
  /** The migrations that produced it, in the order they ran. */
  migrations: string[];
}

/** Kysely's bookkeeping tables: their rows are written anew, not copied. */
const MIGRATION_TABLE = "kysely_migration";
const LOCK_TABLE = "kysely_migration_lock";
const LOCK_ID = "migration_lock";

/**
 * The definitions of a database every migration has just run on. Refuses one whose migrations
 * wrote rows: copied into every new database, they would be the same everywhere (e.g. a secret).
 */
export async function dumpPreparedSchema(db: Database): Promise<PreparedSchema> {
  const entries = (
    await sql<{ type: string; name: string; sql: string }>`
      select type, name, sql from sqlite_master
      where sql is not null and name not like 'sqlite\\_%' escape '\\'
      order by rowid`.execute(db)
  ).rows;
  for (const { type, name } of entries) {
    if (type !== "table" || name === MIGRATION_TABLE || name === LOCK_TABLE) continue;
    const { rows } = await sql<{ found: number }>`select 1 as found from ${sql.table(name)} limit 1`.execute(
      db,
    );
    if (rows.length > 0)
      throw new Error(`a migration wrote rows into ${name}: the prepared schema would copy them`);
  }
  const migrations = (
    await sql<{ name: string }>`select name from ${sql.table(MIGRATION_TABLE)} order by name`.execute(db)
  ).rows.map((row) => row.name);
  if (migrations.length === 0) throw new Error("the database has not been migrated");
  return { statements: entries.map((entry) => entry.sql), migrations };
}

/**
 * Creates `schema` in `db` if `db` is empty (no table, index or view at all) and `schema` was made by
 * exactly the migrations in `expected`; returns the migrations it recorded as applied, each with
 * the time of this call as Kysely records it, or null (nothing done) when either does not hold.
 */
export async function applyPreparedSchema(
  db: Database,
  schema: PreparedSchema,
  expected: readonly string[],
): Promise<string[] | null> {
  const sorted = [...expected].sort();
  if (schema.migrations.length !== sorted.length || schema.migrations.some((name, i) => name !== sorted[i]))
    return null;
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ found: number }>`select 1 as found from sqlite_master limit 1`.execute(trx);
    if (rows.length > 0) return null;
    for (const statement of schema.statements) await sql.raw(statement).execute(trx);
    const timestamp = new Date().toISOString();
    for (const name of schema.migrations)
      await sql`insert into ${sql.table(MIGRATION_TABLE)} (name, timestamp) values (${name}, ${timestamp})`.execute(
        trx,
      );
    await sql`insert into ${sql.table(LOCK_TABLE)} (id, is_locked) values (${LOCK_ID}, 0)`.execute(trx);
    return [...schema.migrations];
  });
}
