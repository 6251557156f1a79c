import { createHash } from "node:crypto";
import { encodeBase32LowerCaseNoPadding } from "@oslojs/encoding";
import type { Database } from "../db/database.ts";
import { runReusable } from "../db/reusableQuery.ts";
import type { UserRow } from "../db/schema.ts";

/**
 * Sessions after Lucia's design (docs/decisions/004): the cookie holds a random token, the database
 * only its SHA-256, and the expiry slides forward as the session is used.
 */
const DAY = 24 * 60 * 60 * 1000;
export const SESSION_LIFETIME = {
  /** "Remember me": a 30-day sliding session with a persistent cookie. */
  remembered: 30 * DAY,
  /** Otherwise a browser-session cookie and a short server expiry. */
  browser: 12 * 60 * 60 * 1000,
} as const;

export interface Session {
  id: string;
  userId: string;
  expiresAt: number;
  remember: boolean;
}

export interface ValidatedSession {
  session: Session;
  user: UserRow;
  /** True when the expiry moved forward and the cookie should be sent again. */
  renewed: boolean;
}

export function generateSessionToken(): string {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

/** SHA-256 in hex, by Node's native hash (every request hashes its session token). */
export const hashToken = (token: string): string => createHash("sha256").update(token, "utf8").digest("hex");

const lifetimeOf = (remember: boolean): number =>
  remember ? SESSION_LIFETIME.remembered : SESSION_LIFETIME.browser;

export async function createSession(
  db: Database,
  userId: string,
  remember: boolean,
  now = Date.now(),
): Promise<{ token: string; session: Session }> {
  const token = generateSessionToken();
  const session: Session = { id: hashToken(token), userId, expiresAt: now + lifetimeOf(remember), remember };
  await db
    .insertInto("sessions")
    .values({
      id: session.id,
      user_id: userId,
      expires_at: session.expiresAt,
      remember: remember ? 1 : 0,
      created_at: new Date(now).toISOString(),
    })
    .execute();
  return { token, session };
}

export async function validateSessionToken(
  db: Database,
  token: string,
  now = Date.now(),
): Promise<ValidatedSession | null> {
  const id = hashToken(token);
  // Every signed-in request reads its session: compiled once (db/reusableQuery.ts).
  const [row] = await runReusable(db, "sessions.validate", { id }, (value) =>
    db
      .selectFrom("sessions")
      .innerJoin("users", "users.id", "sessions.user_id")
      .selectAll("users")
      .select(["sessions.expires_at as session_expires_at", "sessions.remember as session_remember"])
      .where("sessions.id", "=", value("id")),
  );
  if (!row) return null;
  const { session_expires_at: expiresAt, session_remember: rememberFlag, ...user } = row;
  if (now >= expiresAt) {
    await db.deleteFrom("sessions").where("id", "=", id).execute();
    return null;
  }
  const remember = rememberFlag === 1;
  const lifetime = lifetimeOf(remember);
  const session: Session = { id, userId: user.id, expiresAt, remember };
  // Slide the expiry once half the lifetime has passed, not on every request.
  if (expiresAt - now < lifetime / 2) {
    session.expiresAt = now + lifetime;
    await db.updateTable("sessions").set({ expires_at: session.expiresAt }).where("id", "=", id).execute();
    return { session, user, renewed: true };
  }
  return { session, user, renewed: false };
}

export async function invalidateSession(db: Database, sessionId: string): Promise<void> {
  await db.deleteFrom("sessions").where("id", "=", sessionId).execute();
}

/** Ends every session of a user, except the one given (password change keeps the current one). */
export async function invalidateUserSessions(
  db: Database,
  userId: string,
  exceptSessionId?: string,
): Promise<void> {
  let query = db.deleteFrom("sessions").where("user_id", "=", userId);
  if (exceptSessionId) query = query.where("id", "!=", exceptSessionId);
  await query.execute();
}
