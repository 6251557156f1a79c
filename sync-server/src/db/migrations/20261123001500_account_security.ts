import type { Kysely } from "kysely";

/**
 * Security hardening (issue 12): wrong two-factor codes counted per reset link (it dies after 5),
 * and the ten one-time recovery codes of two-factor, stored as SHA-256 like every token.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("account_tokens")
    .addColumn("failed_codes", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable("two_factor_recovery_codes")
    .addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("code_hash", "text", (col) => col.notNull())
    .addColumn("used_at", "text")
    .addPrimaryKeyConstraint("two_factor_recovery_codes_pk", ["user_id", "code_hash"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("two_factor_recovery_codes").execute();
  await db.schema.alterTable("account_tokens").dropColumn("failed_codes").execute();
}
