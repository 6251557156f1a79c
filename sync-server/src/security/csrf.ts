import type { MiddlewareHandler } from "hono";
import { ApiError } from "../http/apiError.ts";
import type { AppEnv } from "../http/context.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

const originOf = (value: string | undefined): string | null => {
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
};

/**
 * CSRF (ARCHITECTURE, security model): a state-changing request must come from the app's own
 * origin, named by the Origin header (or, for old clients that omit it, the Referer). The app's
 * origin is PUBLIC_URL's, or the request's own host (a server reached directly, or through the
 * dev proxy). Anything else answers 403 JSON.
 */
export function sameOriginWrites(
  publicUrl: string | undefined,
  trustProxy: boolean,
): MiddlewareHandler<AppEnv> {
  const publicOrigin = originOf(publicUrl);
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = originOf(c.req.header("origin")) ?? originOf(c.req.header("referer"));
    const host =
      (trustProxy ? c.req.header("x-forwarded-host") : undefined) ??
      c.req.header("host") ??
      new URL(c.req.url).host;
    // The whole origin, scheme included: https://host is another origin than http://host.
    const scheme =
      (trustProxy ? c.req.header("x-forwarded-proto")?.split(",")[0]?.trim() : undefined) ??
      new URL(c.req.url).protocol.replace(/:$/, "");
    const ownOrigin = originOf(`${scheme}://${host}`);
    if (origin === null || !(origin === publicOrigin || origin === ownOrigin)) {
      throw new ApiError(403, "forbiddenOrigin", { code: "forbidden_origin" });
    }
    return next();
  };
}
