import type { Kysely } from "kysely";

/**
 * The nutrition profile from onboarding (spec §3) and the user's daily goals, one row per user.
 * Lists are JSON arrays in text columns.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("onboarding_profiles")
    .addColumn("user_id", "text", (col) => col.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("age", "integer", (col) => col.notNull())
    .addColumn("gender", "text", (col) => col.notNull())
    .addColumn("height", "real", (col) => col.notNull())
    .addColumn("current_weight", "real", (col) => col.notNull())
    .addColumn("target_weight", "real")
    .addColumn("activity_level", "text", (col) => col.notNull())
    .addColumn("dietary_restrictions", "text", (col) => col.notNull().defaultTo("[]"))
    .addColumn("health_conditions", "text", (col) => col.notNull().defaultTo("[]"))
    .addColumn("food_preferences", "text", (col) => col.notNull().defaultTo("[]"))
    .addColumn("cooking_frequency", "text")
    .addColumn("budget_preference", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("user_goals")
    .addColumn("user_id", "text", (col) => col.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("goal_type", "text", (col) => col.notNull())
    .addColumn("daily_calories", "real", (col) => col.notNull())
    .addColumn("daily_protein", "real", (col) => col.notNull())
    .addColumn("daily_fat", "real", (col) => col.notNull())
    .addColumn("daily_carbohydrates", "real", (col) => col.notNull())
    .addColumn("daily_fiber", "real", (col) => col.notNull())
    .addColumn("daily_sugar", "real")
    .addColumn("daily_sodium", "real")
    .addColumn("activity_level", "text")
    .addColumn("weekly_weight_change", "real")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("user_goals").execute();
  await db.schema.dropTable("onboarding_profiles").execute();
}
