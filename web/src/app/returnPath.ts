// Where to go after signing in: the private page a signed-out visitor asked for. Only a path of
// this app is followed; anything that could lead to another site is dropped.

/** The path itself when it is a same-origin path ("/meals/123?x=1"), else null. */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== "string" || !value.startsWith("/")) return null;
  // "//host" and "/\host" are protocol-relative addresses of another site in browsers.
  if (value.startsWith("//") || value.startsWith("/\\")) return null;
  // Whitespace and control characters (which browsers strip from addresses) are never in a path.
  if (Array.from(value).some((char) => char.charCodeAt(0) < 0x20 || /\s/.test(char))) return null;
  const base = "https://app.invalid";
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Returning to the sign-in screens themselves would go round in a circle.
  if (path === "/" || /^\/(login|register)(\/|\?|#|$)/.test(path)) return null;
  return path;
}
