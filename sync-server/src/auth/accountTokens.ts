import type { Database } from "../db/database.ts";
import type { AccountTokensTable } from "../db/schema.ts";
import { generateSessionToken, hashToken } from "./sessions.ts";

/**
 * One-time tokens sent by mail (ARCHITECTURE, security model): random, stored only as SHA-256,
 * single use and expiring. Issuing a new token of a purpose retires the user's unused older ones.
 */
export type TokenPurpose = AccountTokensTable["purpose"];

const HOUR = 60 * 60 * 1000;
export const TOKEN_LIFETIME_HOURS: Record<TokenPurpose, number> = {
  password_reset: 1,
  email_confirm: 48,
};

export async function issueAccountToken(
  db: Database,
  userId: string,
  purpose: TokenPurpose,
  now = Date.now(),
): Promise<string> {
  const token = generateSessionToken();
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom("account_tokens")
      .where("user_id", "=", userId)
      .where("purpose", "=", purpose)
      .where("used_at", "is", null)
      .execute();
    await trx
      .insertInto("account_tokens")
      .values({
        id: hashToken(token),
        user_id: userId,
        purpose,
        expires_at: now + TOKEN_LIFETIME_HOURS[purpose] * HOUR,
        created_at: new Date(now).toISOString(),
      })
      .execute();
  });
  return token;
}

export type TokenCheck = { ok: true; userId: string } | { ok: false; reason: "invalid" | "used" | "expired" };

/** Looks a token up without using it (a reset can still be refused for a missing 2FA code). */
export async function checkAccountToken(
  db: Database,
  token: string,
  purpose: TokenPurpose,
  now = Date.now(),
): Promise<TokenCheck> {
  const row = await db
    .selectFrom("account_tokens")
    .select(["user_id", "expires_at", "used_at"])
    .where("id", "=", hashToken(token))
    .where("purpose", "=", purpose)
    .executeTakeFirst();
  if (!row) return { ok: false, reason: "invalid" };
  if (row.used_at !== null) return { ok: false, reason: "used" };
  if (now >= row.expires_at) return { ok: false, reason: "expired" };
  return { ok: true, userId: row.user_id };
}

/** Marks the token used; only one of two racing requests wins. */
export async function useAccountToken(
  db: Database,
  token: string,
  purpose: TokenPurpose,
  now = Date.now(),
): Promise<TokenCheck> {
  const check = await checkAccountToken(db, token, purpose, now);
  if (!check.ok) return check;
  const result = await db
    .updateTable("account_tokens")
    .set({ used_at: new Date(now).toISOString() })
    .where("id", "=", hashToken(token))
    .where("used_at", "is", null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n ? check : { ok: false, reason: "used" };
}

/** Forgets unused tokens of a purpose (an email change makes older confirmation links void). */
export async function retireAccountTokens(
  db: Database,
  userId: string,
  purpose: TokenPurpose,
): Promise<void> {
  await db
    .deleteFrom("account_tokens")
    .where("user_id", "=", userId)
    .where("purpose", "=", purpose)
    .where("used_at", "is", null)
    .execute();
}

/** Every unused link of a user, whatever its purpose: the email or the password changed. */
export async function retireAllAccountTokens(db: Database, userId: string): Promise<void> {
  await db.deleteFrom("account_tokens").where("user_id", "=", userId).where("used_at", "is", null).execute();
}

/** A reset link survives this many wrong two-factor codes; then it is spent (issue 12). */
export const WRONG_CODES_PER_TOKEN = 5;

/** Counts a wrong two-factor code against a reset link and spends the link at the limit. */
export async function countWrongCode(db: Database, token: string, now = Date.now()): Promise<void> {
  const id = hashToken(token);
  await db
    .updateTable("account_tokens")
    .set((eb) => ({ failed_codes: eb("failed_codes", "+", 1) }))
    .where("id", "=", id)
    .execute();
  await db
    .updateTable("account_tokens")
    .set({ used_at: new Date(now).toISOString() })
    .where("id", "=", id)
    .where("used_at", "is", null)
    .where("failed_codes", ">=", WRONG_CODES_PER_TOKEN)
    .execute();
}
