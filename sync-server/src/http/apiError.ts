import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { FieldErrors } from "@nutrisnap/shared/validation/fieldErrors";
import type { AnyMessageKey } from "../i18n/messages.ts";

/**
 * A failure the client should see, as a message key (translated per request) and optional
 * per-field keys. Thrown from routes; the error handler shapes the JSON answer.
 */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly key: AnyMessageKey,
    readonly options: {
      errors?: FieldErrors;
      code?: string;
      params?: Record<string, string | number>;
      headers?: Record<string, string>;
    } = {},
  ) {
    super(key);
  }
}

export const notFound = (): ApiError => new ApiError(404, "notFound");
export const unauthorized = (): ApiError => new ApiError(401, "unauthorized");
