// Idempotency-Key (ARCHITECTURE, Writing): the outbox replays state-changing requests with a key; a
// repeat within 24 h answers the first answer byte for byte and changes nothing. Only an answer that
// is final for the body is kept; a key whose request ended any other way (an error, a crash) is
// released so the retry runs for real.
import { createHash, randomUUID } from "node:crypto";
import { IDEMPOTENCY_IN_PROGRESS, IDEMPOTENCY_KEY_REUSED } from "@nutrisnap/shared/api";
import type { MiddlewareHandler } from "hono";
import { currentUserId } from "../auth/middleware.ts";
import type { Database } from "../db/database.ts";
import { ApiError } from "../http/apiError.ts";
import type { AppEnv } from "../http/context.ts";
import { CHANGE_SEQ_HEADER } from "@nutrisnap/shared/api";

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * How long a running first request holds its key. The body is read whole before the key is taken,
 * so this only covers the work itself (storing photos takes seconds); a lease past it is a request
 * that died without its process noticing, and a retry takes the key over.
 */
export const IDEMPOTENCY_LEASE_MS = 2 * 60 * 1000;
const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const KEPT_HEADERS = ["content-type", "location", CHANGE_SEQ_HEADER.toLowerCase()];

/**
 * Answers that are final for the request body: success and the refusals of a body read whole. A 401,
 * 403, 404 or 409 depends on the state at the time, a 408, 429 or 5xx on the moment: none is kept.
 */
export function isFinalAnswer(status: number): boolean {
  return (status >= 200 && status < 300) || [400, 413, 415, 422].includes(status);
}

/** SHA-256 of what the request says: a multipart body by its fields and files, not its boundary. */
async function requestHash(contentType: string | undefined, bytes: ArrayBuffer): Promise<string> {
  const hash = createHash("sha256");
  if (contentType?.toLowerCase().startsWith("multipart/form-data")) {
    try {
      const form = await new Response(bytes, { headers: { "content-type": contentType } }).formData();
      for (const [name, value] of form.entries()) {
        hash.update(`${name.length}:${name}`);
        if (typeof value === "string") hash.update(`s${value.length}:${value}`);
        else {
          const file = Buffer.from(await value.arrayBuffer());
          hash.update(`f${value.name.length}:${value.name}${file.length}:`).update(file);
        }
      }
      return hash.digest("hex");
    } catch {
      // Not a readable form: the route refuses it; hash the bytes as they are.
    }
  }
  return hash.update(Buffer.from(bytes)).digest("hex");
}

/**
 * Releases every key whose first request was running when the server stopped: at start-up no request
 * of this process runs yet, so each one is a request that died with its process.
 */
export async function releaseAbandonedKeys(db: Database): Promise<number> {
  const result = await db.deleteFrom("idempotency_keys").where("status", "is", null).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export function idempotency(db: Database): MiddlewareHandler<AppEnv> {
  let lastCleanup = 0;
  return async (c, next) => {
    const key = c.req.header("idempotency-key");
    if (!key || !STATE_CHANGING.has(c.req.method)) return next();
    if (key.length > 255)
      throw new ApiError(422, "checkInput", { errors: { "Idempotency-Key": ["invalidType"] } });
    const userId = currentUserId(c);

    // Read the body whole before taking the key: a body cut mid-way takes nothing and keeps nothing.
    // The route reads the same bytes from Hono's body cache.
    let bytes: ArrayBuffer;
    try {
      bytes = await c.req.arrayBuffer();
    } catch (error) {
      if (error instanceof ApiError) throw error; // e.g. the body limit's 413
      throw new ApiError(400, "checkInput");
    }
    const hash = await requestHash(c.req.header("content-type"), bytes);

    const now = Date.now();
    if (now - lastCleanup > 60_000) {
      lastCleanup = now;
      await db
        .deleteFrom("idempotency_keys")
        .where("created_at", "<", now - IDEMPOTENCY_TTL_MS)
        .execute();
    }

    // Take the key; a row already there is a finished answer, a request still running, or a lease
    // whose request died.
    const lease = randomUUID();
    const claimed = await db
      .insertInto("idempotency_keys")
      .values({
        user_id: userId,
        key,
        method: c.req.method,
        path: c.req.path,
        created_at: now,
        request_hash: hash,
        lease_token: lease,
        lease_expires_at: now + IDEMPOTENCY_LEASE_MS,
      })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) {
      const first = await db
        .selectFrom("idempotency_keys")
        .selectAll()
        .where("user_id", "=", userId)
        .where("key", "=", key)
        .executeTakeFirstOrThrow();
      if (
        first.method !== c.req.method ||
        first.path !== c.req.path ||
        (first.request_hash !== null && first.request_hash !== hash)
      )
        throw new ApiError(422, "idempotencyKeyReused", { code: IDEMPOTENCY_KEY_REUSED });
      if (first.status === null) {
        const expiresAt = first.lease_expires_at ?? first.created_at + IDEMPOTENCY_LEASE_MS;
        const takenOver =
          expiresAt < now &&
          Number(
            (
              await db
                .updateTable("idempotency_keys")
                .set({ lease_token: lease, lease_expires_at: now + IDEMPOTENCY_LEASE_MS, request_hash: hash })
                .where("user_id", "=", userId)
                .where("key", "=", key)
                .where("status", "is", null)
                .where("lease_token", first.lease_token === null ? "is" : "=", first.lease_token)
                .executeTakeFirst()
            ).numUpdatedRows,
          ) === 1;
        if (!takenOver) throw new ApiError(409, "idempotencyInProgress", { code: IDEMPOTENCY_IN_PROGRESS });
      } else {
        const headers = new Headers(JSON.parse(first.headers ?? "{}") as Record<string, string>);
        headers.set("idempotent-replayed", "true");
        return new Response(first.body && first.status !== 204 ? new Uint8Array(first.body) : null, {
          status: first.status,
          headers,
        });
      }
    }

    const ours = () =>
      db
        .updateTable("idempotency_keys")
        .where("user_id", "=", userId)
        .where("key", "=", key)
        .where("lease_token", "=", lease);
    let kept = false;
    try {
      await next();
      const status = c.res.status;
      if (isFinalAnswer(status)) {
        const body = Buffer.from(await c.res.clone().arrayBuffer());
        const headers = Object.fromEntries(
          KEPT_HEADERS.flatMap((name) => {
            const value = c.res.headers.get(name);
            return value ? [[name, value]] : [];
          }),
        );
        await ours()
          .set({ status, headers: JSON.stringify(headers), body, lease_token: null, lease_expires_at: null })
          .execute();
        kept = true;
      }
    } finally {
      // Any other end (an answer not worth keeping, an exception) releases the key for the retry.
      if (!kept)
        await db
          .deleteFrom("idempotency_keys")
          .where("user_id", "=", userId)
          .where("key", "=", key)
          .where("lease_token", "=", lease)
          .execute();
    }
  };
}
