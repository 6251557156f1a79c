import type { Kysely } from "kysely";

/** Key-value facts about this installation (e.g. the secret used to sign photo URLs). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("server_meta")
    .addColumn("key", "text", (col) => col.primaryKey())
    .addColumn("value", "text", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("server_meta").execute();
}
