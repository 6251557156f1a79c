import { sql, type Kysely } from "kysely";

/**
 * Meals with their items and photos (spec §3), durable analysis jobs, the per-user change log the
 * sync feed and live events read from, and stored answers for Idempotency-Key replays.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("meals")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("type", "text", (col) =>
      col.notNull().check(sql`type in ('breakfast', 'lunch', 'dinner', 'snack')`),
    )
    .addColumn("title", "text", (col) => col.notNull())
    // 1 while the title is the localised default of the type (it follows the user's language).
    .addColumn("title_is_default", "integer", (col) => col.notNull().defaultTo(1))
    .addColumn("note", "text")
    .addColumn("analysis_status", "text", (col) =>
      col
        .notNull()
        .defaultTo("not_started")
        .check(sql`analysis_status in ('completed', 'pending', 'failed', 'not_started')`),
    )
    .addColumn("analysis_confidence", "real")
    .addColumn("analysis_notes", "text")
    .addColumn("analysis_context", "text")
    // Lower-cased, accent-free title, note and item names: "platano" finds "Plátano".
    .addColumn("search_text", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .addColumn("total_calories", "real", (col) => col.notNull().defaultTo(0))
    .addColumn("total_protein", "real", (col) => col.notNull().defaultTo(0))
    .addColumn("total_fat", "real", (col) => col.notNull().defaultTo(0))
    .addColumn("total_carbohydrates", "real", (col) => col.notNull().defaultTo(0))
    .addColumn("total_fiber", "real", (col) => col.notNull().defaultTo(0))
    .addColumn("total_sugar", "real", (col) => col.notNull().defaultTo(0))
    .addColumn("total_sodium", "real", (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex("meals_user_created").on("meals").columns(["user_id", "created_at"]).execute();

  await db.schema
    .createTable("meal_items")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("meal_id", "text", (col) => col.notNull().references("meals.id").onDelete("cascade"))
    .addColumn("user_id", "text", (col) => col.notNull())
    .addColumn("position", "integer", (col) => col.notNull())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("local_name", "text", (col) => col.notNull())
    .addColumn("quantity", "real", (col) => col.notNull())
    .addColumn("unit_localized", "text", (col) => col.notNull())
    .addColumn("grams", "real", (col) => col.notNull())
    .addColumn("calories", "real", (col) => col.notNull())
    .addColumn("protein", "real", (col) => col.notNull())
    .addColumn("fat", "real", (col) => col.notNull())
    .addColumn("carbohydrates", "real", (col) => col.notNull())
    .addColumn("fiber", "real", (col) => col.notNull())
    .addColumn("sugar", "real", (col) => col.notNull())
    .addColumn("sodium", "real", (col) => col.notNull())
    .addColumn("confidence_score", "real")
    .addColumn("source", "text", (col) => col.notNull())
    .addColumn("model_estimate", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("meal_items_meal").on("meal_items").column("meal_id").execute();

  await db.schema
    .createTable("meal_photos")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("meal_id", "text", (col) => col.notNull().references("meals.id").onDelete("cascade"))
    .addColumn("user_id", "text", (col) => col.notNull())
    .addColumn("position", "integer", (col) => col.notNull())
    .addColumn("content_hash", "text", (col) => col.notNull())
    .addColumn("original_type", "text", (col) => col.notNull())
    .addColumn("content_type", "text", (col) => col.notNull())
    .addColumn("width", "integer", (col) => col.notNull())
    .addColumn("height", "integer", (col) => col.notNull())
    .addColumn("display_key", "text", (col) => col.notNull())
    .addColumn("thumbnail_key", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("meal_photos_meal").on("meal_photos").column("meal_id").execute();

  await db.schema
    .createTable("analysis_jobs")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("meal_id", "text", (col) => col.notNull().references("meals.id").onDelete("cascade"))
    .addColumn("user_id", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) =>
      col.notNull().check(sql`status in ('queued', 'running', 'done', 'failed')`),
    )
    .addColumn("context", "text")
    .addColumn("options", "text", (col) => col.notNull())
    .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("run_after", "integer", (col) => col.notNull())
    .addColumn("lease_until", "integer")
    .addColumn("lease_token", "text")
    .addColumn("last_error", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("analysis_jobs_due")
    .on("analysis_jobs")
    .columns(["status", "run_after"])
    .execute();
  // At most one open job per meal: a repeated analyze request while pending enqueues nothing.
  await sql`create unique index analysis_jobs_open_meal on analysis_jobs (meal_id)
            where status in ('queued', 'running')`.execute(db);

  await db.schema
    .createTable("change_log")
    .addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("seq", "integer", (col) => col.notNull())
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("record_id", "text", (col) => col.notNull())
    .addColumn("op", "text", (col) => col.notNull().check(sql`op in ('upsert', 'delete')`))
    .addColumn("message", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("change_log_pk", ["user_id", "seq"])
    .execute();

  await db.schema
    .createTable("idempotency_keys")
    .addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("key", "text", (col) => col.notNull())
    .addColumn("method", "text", (col) => col.notNull())
    .addColumn("path", "text", (col) => col.notNull())
    .addColumn("status", "integer")
    .addColumn("headers", "text")
    .addColumn("body", "blob")
    .addColumn("created_at", "integer", (col) => col.notNull())
    .addPrimaryKeyConstraint("idempotency_keys_pk", ["user_id", "key"])
    .execute();
  await db.schema
    .createIndex("idempotency_keys_created")
    .on("idempotency_keys")
    .column("created_at")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "idempotency_keys",
    "change_log",
    "analysis_jobs",
    "meal_photos",
    "meal_items",
    "meals",
  ])
    await db.schema.dropTable(table).execute();
}
