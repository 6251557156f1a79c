// On a private page, the page's start-up script (web/index.html) asks for the session as the page
// arrives, before any module has loaded (docs/decisions/118). The data layer's first session check
// takes that answer instead of asking again; every later request goes out as usual.
import type { FetchFunction } from "./api.ts";

const SESSION_PATH = "/api/auth/session";

interface WithEarlyCheck {
  nutrisnapSessionCheck?: Promise<Response> | undefined;
}

declare global {
  // Set by the start-up script in web/index.html, taken once here.
  var nutrisnapSessionCheck: Promise<Response> | undefined;
}

/** Wraps a fetch so the first GET of the session uses the start-up script's answer, if there is one. */
export function withEarlySessionCheck(
  fetchFn: FetchFunction,
  holder: WithEarlyCheck = globalThis,
): FetchFunction {
  return (input, init) => {
    const early = holder.nutrisnapSessionCheck;
    const method = (init.method ?? "GET").toUpperCase();
    if (early && method === "GET" && new URL(input, "http://page.invalid").pathname === SESSION_PATH) {
      holder.nutrisnapSessionCheck = undefined;
      // A start-up request that failed is asked again, as the check would have been.
      return early.catch(() => fetchFn(input, init));
    }
    return fetchFn(input, init);
  };
}
