import type { Kysely } from "kysely";

/** Finds a record's changes quickly: housekeeping keeps only the latest change of each record. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex("change_log_record")
    .on("change_log")
    .columns(["user_id", "kind", "record_id", "seq"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("change_log_record").execute();
}
