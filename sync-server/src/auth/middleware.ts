import type { MiddlewareHandler } from "hono";
import { isLocale } from "@nutrisnap/shared/locale";
import type { Database } from "../db/database.ts";
import { unauthorized } from "../http/apiError.ts";
import type { AppEnv } from "../http/context.ts";
import { readSessionToken, setSessionCookie } from "./cookies.ts";
import { validateSessionToken } from "./sessions.ts";

/** Reads the session cookie on every API request; sets the user, or leaves the request anonymous. */
export function sessionMiddleware(db: Database, secureCookies: boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set("userId", null);
    c.set("userLocale", null);
    c.set("userTimeZone", null);
    c.set("session", null);
    const token = readSessionToken(c);
    const validated = token ? await validateSessionToken(db, token) : null;
    if (token && validated) {
      c.set("userId", validated.user.id);
      c.set("session", validated.session);
      c.set("userTimeZone", validated.user.time_zone);
      if (isLocale(validated.user.locale)) c.set("userLocale", validated.user.locale);
      if (validated.renewed) setSessionCookie(c, token, validated.session, secureCookies);
    }
    await next();
  };
}

/** Guards every non-public route: 401 JSON without a valid session. */
export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get("userId")) throw unauthorized();
  await next();
};

/** The signed-in user's id inside a route behind `requireUser`. */
export function currentUserId(c: { get(key: "userId"): string | null }): string {
  const id = c.get("userId");
  if (!id) throw unauthorized();
  return id;
}
