import type { Kysely } from "kysely";

/**
 * An Idempotency-Key is held by a lease while its first request runs (released when the request
 * ends, on start-up, or when it expires), and remembers a hash of the request body so the same key
 * with another body is refused.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("idempotency_keys").addColumn("request_hash", "text").execute();
  await db.schema.alterTable("idempotency_keys").addColumn("lease_token", "text").execute();
  await db.schema.alterTable("idempotency_keys").addColumn("lease_expires_at", "integer").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ["lease_expires_at", "lease_token", "request_hash"])
    await db.schema.alterTable("idempotency_keys").dropColumn(column).execute();
}
