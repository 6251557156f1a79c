import type { MiddlewareHandler } from "hono";
import type { Logger } from "../logger.ts";

/**
 * One log line per request: method, path (never the query, which can hold signed URLs or tokens),
 * status and duration. Cookies and bodies are never logged.
 */
export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const ms = Math.round((performance.now() - started) * 10) / 10;
    // The mailed links open web routes (/confirm/:token, /password-reset/:token): redact every path.
    const path = redactTokens(c.req.path);
    logger.info("request", { method: c.req.method, path, status: c.res.status, ms });
  };
}

/** Token-bearing paths keep only their shape in the log. */
function redactTokens(path: string): string {
  return path.replace(/\/(password-reset|confirm)\/[^/]+/g, "/$1/[token]");
}
