import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { Session } from "./sessions.ts";

export const SESSION_COOKIE = "nutrisnap_session";

/** HttpOnly, SameSite=Lax; Secure behind https; persistent only with "remember me". */
export function setSessionCookie(c: Context, token: string, session: Session, secure: boolean): void {
  setCookie(c, SESSION_COOKIE, token, {
    path: "/",
    httpOnly: true,
    sameSite: "Lax",
    secure,
    ...(session.remember ? { expires: new Date(session.expiresAt) } : {}),
  });
}

export function clearSessionCookie(c: Context, secure: boolean): void {
  deleteCookie(c, SESSION_COOKIE, { path: "/", httpOnly: true, sameSite: "Lax", secure });
}

export const readSessionToken = (c: Context): string | undefined => getCookie(c, SESSION_COOKIE);
