/** Within this long of creating the account, the dashboard welcomes rather than welcomes back. */
export const NEW_USER_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * "new" on the account's first day (a brand-new user is not greeted "Welcome back"), "returning"
 * afterwards; "unknown" while the account is not read yet.
 */
export function greetingFor(createdAt: string | undefined, now: Date): "new" | "returning" | "unknown" {
  if (!createdAt) return "unknown";
  const at = Date.parse(createdAt);
  if (Number.isNaN(at)) return "returning";
  return now.getTime() - at < NEW_USER_WINDOW_MS ? "new" : "returning";
}
