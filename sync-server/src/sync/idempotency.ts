import { IDEMPOTENCY_IN_PROGRESS } from "@nutrisnap/shared/api";
// Idempotency-Key (ARCHITECTURE, Writing): the outbox replays state-changing requests with a key; a
// repeat within 24 h answers the first answer byte for byte and changes nothing.
import type { MiddlewareHandler } from "hono";
import { currentUserId } from "../auth/middleware.ts";
import type { Database } from "../db/database.ts";
import { ApiError } from "../http/apiError.ts";
import type { AppEnv } from "../http/context.ts";

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const KEPT_HEADERS = ["content-type", "location"];

export function idempotency(db: Database): MiddlewareHandler<AppEnv> {
  let lastCleanup = 0;
  return async (c, next) => {
    const key = c.req.header("idempotency-key");
    if (!key || !STATE_CHANGING.has(c.req.method)) return next();
    if (key.length > 255)
      throw new ApiError(422, "checkInput", { errors: { "Idempotency-Key": ["invalidType"] } });
    const userId = currentUserId(c);
    const now = Date.now();
    if (now - lastCleanup > 60_000) {
      lastCleanup = now;
      await db
        .deleteFrom("idempotency_keys")
        .where("created_at", "<", now - IDEMPOTENCY_TTL_MS)
        .execute();
    }

    // Claim the key; a row already there is either a finished answer or a request still running.
    const claimed = await db
      .insertInto("idempotency_keys")
      .values({ user_id: userId, key, method: c.req.method, path: c.req.path, created_at: now })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) {
      const first = await db
        .selectFrom("idempotency_keys")
        .selectAll()
        .where("user_id", "=", userId)
        .where("key", "=", key)
        .executeTakeFirstOrThrow();
      if (first.method !== c.req.method || first.path !== c.req.path)
        throw new ApiError(422, "idempotencyKeyReused");
      if (first.status === null)
        throw new ApiError(409, "idempotencyInProgress", { code: IDEMPOTENCY_IN_PROGRESS });
      const headers = new Headers(JSON.parse(first.headers ?? "{}") as Record<string, string>);
      headers.set("idempotent-replayed", "true");
      return new Response(first.body && first.status !== 204 ? new Uint8Array(first.body) : null, {
        status: first.status,
        headers,
      });
    }

    await next();
    const status = c.res.status;
    // A server error or a lost session is no answer to keep: let the retry run for real.
    if (status >= 500 || status === 401) {
      await db.deleteFrom("idempotency_keys").where("user_id", "=", userId).where("key", "=", key).execute();
      return;
    }
    const body = Buffer.from(await c.res.clone().arrayBuffer());
    const headers = Object.fromEntries(
      KEPT_HEADERS.flatMap((name) => {
        const value = c.res.headers.get(name);
        return value ? [[name, value]] : [];
      }),
    );
    await db
      .updateTable("idempotency_keys")
      .set({ status, headers: JSON.stringify(headers), body })
      .where("user_id", "=", userId)
      .where("key", "=", key)
      .execute();
  };
}
