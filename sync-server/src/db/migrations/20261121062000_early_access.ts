import type { Kysely } from "kysely";

/** The early-access waitlist (spec §1): one row per email; `approved_at` set by `admin approve`. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("early_access")
    .addColumn("email_lower", "text", (col) => col.primaryKey())
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("requested_at", "text")
    .addColumn("approved_at", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("early_access").execute();
}
