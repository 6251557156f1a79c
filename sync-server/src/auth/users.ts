import type { User } from "@nutrisnap/shared/api";
import { isLocale } from "@nutrisnap/shared/locale";
import type { Database } from "../db/database.ts";
import type { UserRow } from "../db/schema.ts";

/** The API's view of a user row (spec §3 User); never the password hash or two-factor secret. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    locale: isLocale(row.locale) ? row.locale : "en_US",
    created_at: row.created_at,
    email_confirmed: row.email_confirmed_at !== null,
    time_zone: row.time_zone,
    two_factor_enabled: row.two_factor_enabled === 1,
  };
}

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

export function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom("users")
    .selectAll()
    .where("email_lower", "=", normaliseEmail(email))
    .executeTakeFirst();
}

export function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  return db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
}

/** IANA time zone names the runtime knows; anything else falls back to UTC. */
export function validTimeZone(zone: string | undefined): string | undefined {
  if (!zone) return undefined;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return zone;
  } catch {
    return undefined;
  }
}
