import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { ApiError } from "../http/apiError.ts";
import type { AppEnv } from "../http/context.ts";

/** Every JSON call fits in this, whatever Content-Type the client claims (docs/security.md). */
export const JSON_BODY_LIMIT = 64 * 1024;

/**
 * Photo uploads read at once; others wait their turn before any byte of theirs is read. One
 * upload of five photos holds about three copies of its body while it is parsed and checked;
 * Node's request timeout (5 minutes) bounds how long a slow upload keeps the turn.
 */
export const UPLOADS_AT_ONCE = 1;

/** The multipart photo uploads (spec §7): the only calls that take a large body. */
const UPLOAD_PATHS = new Set(["/api/v1/meals/photos", "/api/v1/meals/photos/multiple"]);

export const isPhotoUpload = (method: string, path: string): boolean =>
  method === "POST" && UPLOAD_PATHS.has(path);

/** A counting semaphore: at most `slots` holders at once, the rest queue in arrival order. */
export function createSlots(slots: number): { run<T>(work: () => Promise<T>): Promise<T> } {
  let free = slots;
  const waiting: (() => void)[] = [];
  const acquire = (): Promise<void> => {
    if (free > 0) {
      free -= 1;
      return Promise.resolve();
    }
    return new Promise((resolve) => waiting.push(resolve));
  };
  const release = (): void => {
    const next = waiting.shift();
    if (next) next();
    else free += 1;
  };
  return {
    async run(work) {
      await acquire();
      try {
        return await work();
      } finally {
        release();
      }
    },
  };
}

/**
 * Request bodies (issue 12, finding 2): 64 KB for every call, the client's Content-Type
 * notwithstanding; five photos' worth only on the upload routes and only for a signed-in user
 * (the session middleware runs first), and no more than UPLOADS_AT_ONCE of those read at a time.
 */
export function requestBodyLimits(maxPhotoBytes: number): MiddlewareHandler<AppEnv> {
  const uploads = createSlots(UPLOADS_AT_ONCE);
  const tooLarge = () => {
    throw new ApiError(413, "payloadTooLarge");
  };
  const small = bodyLimit({ maxSize: JSON_BODY_LIMIT, onError: tooLarge });
  const photos = bodyLimit({ maxSize: maxPhotoBytes * 5 + JSON_BODY_LIMIT, onError: tooLarge });
  return (c, next) => {
    // The Node adapter gives a GET or HEAD request no body, and asking it for one builds the
    // whole fetch Request (headers, abort signal): a sixth of a meals-list answer's CPU.
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    if (isPhotoUpload(c.req.method, c.req.path) && c.get("userId")) {
      return uploads.run(() => photos(c, next));
    }
    return small(c, next);
  };
}
