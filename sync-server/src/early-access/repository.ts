import type { Database } from "../db/database.ts";
import { normaliseEmail } from "../auth/users.ts";

/** The early-access waitlist (spec §1, issue 3): join once, approved by an admin command. */
export interface WaitlistEntry {
  email: string;
  requested_at: string | null;
  approved_at: string | null;
}

/** Adds the email once; a repeat changes nothing. */
export async function joinWaitlist(db: Database, email: string, now = new Date()): Promise<void> {
  const at = now.toISOString();
  await db
    .insertInto("early_access")
    .values({ email_lower: normaliseEmail(email), email: email.trim(), requested_at: at, created_at: at })
    .onConflict((oc) =>
      oc
        .column("email_lower")
        .doUpdateSet({ requested_at: (eb) => eb.fn.coalesce("early_access.requested_at", eb.val(at)) }),
    )
    .execute();
}

/** Approves an email, adding it when it never joined (an admin may invite someone directly). */
export async function approveEmail(
  db: Database,
  email: string,
  now = new Date(),
): Promise<"approved" | "already approved"> {
  const key = normaliseEmail(email);
  const existing = await db
    .selectFrom("early_access")
    .select("approved_at")
    .where("email_lower", "=", key)
    .executeTakeFirst();
  if (existing?.approved_at) return "already approved";
  const at = now.toISOString();
  await db
    .insertInto("early_access")
    .values({ email_lower: key, email: email.trim(), approved_at: at, created_at: at })
    .onConflict((oc) => oc.column("email_lower").doUpdateSet({ approved_at: at }))
    .execute();
  return "approved";
}

export function listWaitlist(db: Database): Promise<WaitlistEntry[]> {
  return db
    .selectFrom("early_access")
    .select(["email", "requested_at", "approved_at"])
    .orderBy("created_at")
    .orderBy("email_lower")
    .execute();
}

export async function isApprovedForRegistration(db: Database, email: string): Promise<boolean> {
  const row = await db
    .selectFrom("early_access")
    .select("approved_at")
    .where("email_lower", "=", normaliseEmail(email))
    .executeTakeFirst();
  return Boolean(row?.approved_at);
}
