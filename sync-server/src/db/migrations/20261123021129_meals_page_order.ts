import type { Kysely } from "kysely";

/**
 * The meals list pages newest first with the id as tie-break (`created_at desc, id desc`): an index
 * that ends with the id reads a page straight off the index, with no sort of equal times. It serves
 * every query the `(user_id, created_at)` index served, which it replaces.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex("meals_user_created_id")
    .on("meals")
    .columns(["user_id", "created_at", "id"])
    .execute();
  await db.schema.dropIndex("meals_user_created").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex("meals_user_created").on("meals").columns(["user_id", "created_at"]).execute();
  await db.schema.dropIndex("meals_user_created_id").execute();
}
