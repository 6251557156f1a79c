import type { Kysely } from "kysely";

/** The last TOTP time step a user signed in with, so a code cannot be used twice (RFC 6238 §5.2). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("users").addColumn("two_factor_last_step", "integer").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("users").dropColumn("two_factor_last_step").execute();
}
