import { sql, type Kysely } from "kysely";

/** Users, their sessions (Lucia's design: only the token's SHA-256 is stored) and one-time tokens. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("users")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("email_lower", "text", (col) => col.notNull().unique())
    .addColumn("password_hash", "text", (col) => col.notNull())
    .addColumn("locale", "text", (col) => col.notNull().defaultTo("en_US"))
    .addColumn("time_zone", "text", (col) => col.notNull().defaultTo("UTC"))
    .addColumn("email_confirmed_at", "text")
    .addColumn("two_factor_secret", "text")
    .addColumn("two_factor_enabled", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("sessions")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("expires_at", "integer", (col) => col.notNull())
    .addColumn("remember", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("sessions_user_id").on("sessions").column("user_id").execute();

  await db.schema
    .createTable("account_tokens")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("purpose", "text", (col) =>
      col.notNull().check(sql`purpose in ('password_reset', 'email_confirm')`),
    )
    .addColumn("expires_at", "integer", (col) => col.notNull())
    .addColumn("used_at", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("account_tokens_user_id").on("account_tokens").column("user_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("account_tokens").execute();
  await db.schema.dropTable("sessions").execute();
  await db.schema.dropTable("users").execute();
}
