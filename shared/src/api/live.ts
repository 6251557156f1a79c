import { z } from "zod/mini";
import { onboardingSchema } from "./onboarding.ts";
import { userGoalsSchema } from "./goals.ts";
import { mealSchema } from "./meals.ts";
import { userSchema } from "./user.ts";
import { weightEntrySchema } from "./weights.ts";

export const LIVE_MESSAGE_TYPES = [
  "meal_analysis_started",
  "meal_analysis_completed",
  "meal_analysis_failed",
] as const;

/** spec §3 Live message, sent over GET /api/v1/events with `id:` = the user's change sequence. */
export const liveMessageSchema = z.object({
  type: z.enum(LIVE_MESSAGE_TYPES),
  payload: z.object({ meal_id: z.string(), meal_title: z.string() }),
});
export type LiveMessage = z.infer<typeof liveMessageSchema>;

/**
 * A changed record in the sync feed: the current state of what changed, or its deletion. A plain
 * union: "meal" appears twice (upsert and delete), which a discriminated union on `kind` refuses.
 */
export const syncChangeSchema = z.union([
  z.object({ kind: z.literal("meal"), op: z.literal("upsert"), seq: z.number(), data: mealSchema }),
  z.object({ kind: z.literal("meal"), op: z.literal("delete"), seq: z.number(), id: z.string() }),
  z.object({ kind: z.literal("profile"), op: z.literal("upsert"), seq: z.number(), data: userSchema }),
  z.object({
    kind: z.literal("onboarding"),
    op: z.literal("upsert"),
    seq: z.number(),
    data: onboardingSchema,
  }),
  z.object({ kind: z.literal("goals"), op: z.literal("upsert"), seq: z.number(), data: userGoalsSchema }),
  z.object({ kind: z.literal("weight"), op: z.literal("upsert"), seq: z.number(), data: weightEntrySchema }),
  z.object({ kind: z.literal("weight"), op: z.literal("delete"), seq: z.number(), id: z.string() }),
]);
export type SyncChange = z.infer<typeof syncChangeSchema>;

export const syncChangesQuerySchema = z.object({
  since: z._default(z.coerce.number().check(z.int(), z.gte(0)), 0),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(500)), 200),
});

/** GET /api/v1/sync/changes?since=N: changes after N in order, and the cursor to ask from next. */
export const syncChangesResponseSchema = z.object({
  changes: z.array(syncChangeSchema),
  cursor: z.number(),
  has_more: z.boolean(),
});
export type SyncChangesResponse = z.infer<typeof syncChangesResponseSchema>;

export const healthResponseSchema = z.object({
  status: z.enum(["ok", "degraded"]),
  version: z.string(),
  database: z.enum(["ok", "error"]),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/**
 * Besides live messages (default SSE event, `id:` = sequence), GET /api/v1/events sends
 * `event: change` with `{ seq }` for any other change of the user's data: a hint to pull the sync
 * feed. A comment line (`: heartbeat`) comes about every 25 s.
 */
export const LIVE_CHANGE_EVENT = "change";
export const liveChangeEventSchema = z.object({ seq: z.number() });

/**
 * Every state-changing /api/v1 request may carry this header; a repeat with the same key and body
 * within 24 h answers the first answer (with `Idempotent-Replayed: true`) and changes nothing. Only
 * an answer final for that body is kept (2xx, 400, 413, 415, 422); a 401, 404, 408, 409, 429 or 5xx
 * is answered for real on each retry. The same key on another method, path or body is 422
 * `idempotency_key_reused`; while the first is still running, 409 `idempotency_in_progress`.
 */
export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";

/** The `code` of the 409 that says the first request with this key is still running: retry later. */
export { IDEMPOTENCY_IN_PROGRESS } from "../constants.ts";

/** The `code` of the 422 that says this key was already used for another request or body. */
export { IDEMPOTENCY_KEY_REUSED } from "../constants.ts";

/**
 * Every write answer that appended to the user's change log carries the highest sequence number it
 * appended (also on a replayed answer), so a client can tell its own changes in the feed.
 */
export const CHANGE_SEQ_HEADER = "X-Change-Seq";
