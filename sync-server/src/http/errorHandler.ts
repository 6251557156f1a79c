import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ErrorResponse } from "@nutrisnap/shared/api";
import type { Logger } from "../logger.ts";
import { translate } from "../i18n/messages.ts";
import { apiErrorOf, MealWriteError } from "../meals/errors.ts";
import { ApiError } from "./apiError.ts";
import { requestLocale } from "./context.ts";

/** Every failure answers the JSON error shape of ARCHITECTURE, in the request's language. */
export function errorResponse(c: Context, error: ApiError): Response {
  const locale = requestLocale(c);
  const { errors, code, params, headers } = error.options;
  const body: ErrorResponse = { message: translate(error.key, locale, params) };
  if (code) body.code = code;
  if (errors) {
    body.errors = Object.fromEntries(
      Object.entries(errors).map(([field, keys]) => [
        field,
        keys.map((key) => translate(key, locale, params)),
      ]),
    );
  }
  for (const [name, value] of Object.entries(headers ?? {})) c.header(name, value);
  return c.json(body, error.status);
}

export function createErrorHandler(logger: Logger) {
  return (err: Error, c: Context): Response => {
    if (err instanceof ApiError) return errorResponse(c, err);
    if (err instanceof MealWriteError) return errorResponse(c, apiErrorOf(err.problem));
    if (err instanceof HTTPException) {
      const status = err.status;
      const key = status === 413 ? "payloadTooLarge" : status === 401 ? "unauthorized" : "checkInput";
      return errorResponse(c, new ApiError(status, status >= 500 ? "serverError" : key));
    }
    logger.error("unhandled error", {
      method: c.req.method,
      path: c.req.path,
      error: err.stack ?? String(err),
    });
    return errorResponse(c, new ApiError(500, "serverError"));
  };
}
