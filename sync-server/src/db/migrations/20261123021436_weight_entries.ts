import type { Kysely } from "kysely";

/** The weight log (issue 15 item 17): one row per weighing, with the client's id. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("weight_entries")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("weight", "real", (col) => col.notNull())
    .addColumn("measured_at", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("weight_entries_by_time")
    .on("weight_entries")
    .columns(["user_id", "measured_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("weight_entries").execute();
}
