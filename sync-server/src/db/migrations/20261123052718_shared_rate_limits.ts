import type { Kysely } from "kysely";

/**
 * Rate limits every node sees (issue 17, docs/decisions/094): each counted attempt of a sliding
 * window, and the failures of a growing-delay throttle. A single SQLite server keeps these in
 * memory and leaves the tables empty; nodes sharing a PostgreSQL count here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("rate_limit_attempts")
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("key", "text", (col) => col.notNull())
    .addColumn("at", "integer", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("rate_limit_attempts_by_key")
    .on("rate_limit_attempts")
    .columns(["name", "key", "at"])
    .execute();
  await db.schema.createIndex("rate_limit_attempts_at").on("rate_limit_attempts").column("at").execute();

  await db.schema
    .createTable("rate_limit_failures")
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("key", "text", (col) => col.notNull())
    .addColumn("failures", "integer", (col) => col.notNull())
    .addColumn("last_at", "integer", (col) => col.notNull())
    .addColumn("until_at", "integer", (col) => col.notNull())
    .addPrimaryKeyConstraint("rate_limit_failures_pk", ["name", "key"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("rate_limit_failures").execute();
  await db.schema.dropTable("rate_limit_attempts").execute();
}
