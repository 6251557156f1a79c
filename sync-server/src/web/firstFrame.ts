// The signed-in dashboard's first frame (docs/decisions/153): the build rendered it with the app's
// own components per language, address state and greeting, with stand-ins for the user; here the
// stand-ins become the signed-in user's own name and address. The page is that user's: it is
// never stored by a cache (`private, no-store`) and varies on the cookie.
import type { User } from "@nutrisnap/shared/api";
import type { Locale } from "@nutrisnap/shared/constants";
import { FIRST_FRAME_PLACEHOLDERS, firstFrameFileName } from "@nutrisnap/shared/firstFrame";
import { greetingFor } from "@nutrisnap/shared/greeting";

/** The private routes the build prerendered a first frame for. */
export const FIRST_FRAME_ROUTES = new Set(["/dashboard", "/dashboard/"]);

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#x27;",
};
const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

/**
 * The variant's file for this user, as the app will render the page for them now; null for a name
 * whose first word is empty (the app then greets no one, which no variant shows).
 */
export function firstFrameFile(user: User, locale: Locale, now = new Date()): string | null {
  if (!user.name.split(" ")[0]) return null;
  return `/${firstFrameFileName({
    locale,
    confirmed: user.email_confirmed,
    // A user whose creation date cannot be read is greeted as returning, as the app does.
    greeting: greetingFor(user.created_at, now) === "new" ? "new" : "returning",
  })}`;
}

/** The frame with the user's name (the whole, then the first word, as the app shows them) and address. */
export function fillFirstFrame(html: string, user: User): string {
  const firstName = user.name.split(" ")[0] ?? "";
  return html
    .replaceAll(FIRST_FRAME_PLACEHOLDERS.fullName, escapeHtml(user.name))
    .replaceAll(FIRST_FRAME_PLACEHOLDERS.firstName, escapeHtml(firstName))
    .replaceAll(FIRST_FRAME_PLACEHOLDERS.email, escapeHtml(user.email));
}
