import type { ProfileUpdateRequest } from "@nutrisnap/shared/api";
import { retireAccountTokens } from "../auth/accountTokens.ts";
import { hashPassword } from "../auth/passwords.ts";
import { normaliseEmail } from "../auth/users.ts";
import type { Database } from "../db/database.ts";

/** Is the email taken by someone other than this user (case-insensitively)? */
export async function emailTakenByAnother(db: Database, email: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom("users")
    .select("id")
    .where("email_lower", "=", normaliseEmail(email))
    .where("id", "!=", userId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Saves name, email, locale and time zone. A new email address is unconfirmed until its own link
 * is followed; links sent to the old address stop working. Answers whether the email changed.
 */
export async function updateProfile(
  db: Database,
  userId: string,
  change: Required<Pick<ProfileUpdateRequest, "name" | "email" | "locale">> & {
    time_zone: string | undefined;
  },
): Promise<{ emailChanged: boolean }> {
  const current = await db
    .selectFrom("users")
    .select("email_lower")
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  const emailLower = normaliseEmail(change.email);
  const emailChanged = emailLower !== current.email_lower;
  await db
    .updateTable("users")
    .set({
      name: change.name,
      email: change.email,
      email_lower: emailLower,
      locale: change.locale,
      ...(change.time_zone ? { time_zone: change.time_zone } : {}),
      ...(emailChanged ? { email_confirmed_at: null } : {}),
      updated_at: new Date().toISOString(),
    })
    .where("id", "=", userId)
    .execute();
  if (emailChanged) await retireAccountTokens(db, userId, "email_confirm");
  return { emailChanged };
}

export async function setPassword(db: Database, userId: string, password: string): Promise<void> {
  await db
    .updateTable("users")
    .set({ password_hash: await hashPassword(password), updated_at: new Date().toISOString() })
    .where("id", "=", userId)
    .execute();
}
