// Replays the outbox to the server, one entry at a time, under a lock shared by every tab and the
// service worker (ARCHITECTURE, Writing). Within a record's group entries go strictly in order;
// a refused entry (4xx) stops only its own group. Network error: stop and retry later. 401: pause
// until the user signs in again. 5xx: that entry retries after 1 s doubling to 30 s (spec §8).
import type { DataContext } from "./context.ts";
import type { NutriSnapDb } from "./db.ts";
import { withLock } from "./locks.ts";
import { OUTBOX_LOCK, retryDelay, type OutboxEntry } from "./outbox.ts";
import { ANALYSIS_DELAY_MS, IDEMPOTENCY_IN_PROGRESS } from "@nutrisnap/shared/constants";
import { applyAnswer, refreshMeal, sendEntry } from "./outboxRequests.ts";
import { markNeedsSignIn, syncPaused } from "./sessionRecord.ts";

export type DrainOutcome =
  | { status: "drained" }
  | { status: "waiting"; retryAt: number }
  | { status: "offline" }
  | { status: "paused" };

/** The head of each group is the only entry that may go; failed and backing-off heads hold their group. */
export async function nextEntry(
  db: NutriSnapDb,
  now: number,
): Promise<{ entry?: OutboxEntry & { seq: number }; retryAt?: number }> {
  const held = new Set<string>();
  let retryAt: number | undefined;
  let ready: (OutboxEntry & { seq: number }) | undefined;
  // The cursor stops at the first entry that may go: usually the first row, not the whole outbox.
  await db.outbox
    .orderBy("seq")
    .until(() => ready !== undefined)
    .each((entry) => {
      if (held.has(entry.group)) return;
      held.add(entry.group);
      if (entry.state === "failed" || entry.seq === undefined) return;
      if (entry.notBefore > now) retryAt = Math.min(retryAt ?? Infinity, entry.notBefore);
      else ready = { ...entry, seq: entry.seq };
    });
  if (ready) return { entry: ready };
  return retryAt === undefined ? {} : { retryAt };
}

/** Server errors, timeouts, rate limits, and "this key's first request is still running" (409). */
export const isRetryable = (status: number, code: string | undefined): boolean =>
  status >= 500 || status === 408 || status === 429 || (status === 409 && code === IDEMPOTENCY_IN_PROGRESS);

export function drainOutbox(ctx: DataContext): Promise<DrainOutcome> {
  return withLock(OUTBOX_LOCK, () => drainHoldingLock(ctx));
}

async function drainHoldingLock({ db, api }: DataContext): Promise<DrainOutcome> {
  // Meals whose last answer was not the whole meal, read once more when the drain ends.
  const staleMeals = new Set<string>();
  for (;;) {
    if (await syncPaused(db)) return { status: "paused" };
    const { entry, retryAt } = await nextEntry(db, Date.now());
    // Only short holds (an analysis waiting its 0.5 s) are left: wait here rather than end the run.
    if (!entry && retryAt !== undefined && retryAt - Date.now() <= ANALYSIS_DELAY_MS) {
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, retryAt - Date.now())));
      continue;
    }
    if (!entry) {
      for (const mealId of staleMeals) await refreshMeal(db, api, mealId);
      return retryAt === undefined ? { status: "drained" } : { status: "waiting", retryAt };
    }
    // A command may have cancelled the entry since it was read (e.g. the meal was deleted).
    if ((await db.outbox.update(entry.seq, { sentAt: Date.now() })) === 0) continue;

    const result = await sendEntry(db, api, entry);
    if (result.ok) {
      await db.transaction(
        "rw",
        [db.outbox, db.profile, db.onboarding, db.goals, db.meals, db.items, db.photos],
        async () => {
          if (!(await db.outbox.get(entry.seq))) return;
          await db.outbox.delete(entry.seq);
          await applyAnswer(db, entry, result.data);
          if (entry.request.kind === "meal.photos")
            await holdAnalysis(db, entry.group, Date.now() + ANALYSIS_DELAY_MS);
        },
      );
      if ("mealId" in entry.request && entry.request.kind !== "meal.delete") {
        if (result.data.kind === "meal") staleMeals.delete(entry.request.mealId);
        else staleMeals.add(entry.request.mealId);
      }
      continue;
    }
    if (result.status === 0) return { status: "offline" };
    if (result.status === 401) {
      await markNeedsSignIn(db);
      return { status: "paused" };
    }
    const attempts = entry.attempts + 1;
    const error = { status: result.status, message: result.message };
    // A 429 or 503 says when to come back (Retry-After); asking sooner only adds refused requests.
    const wait = Math.max(retryDelay(attempts), result.retryAfterMs ?? 0);
    await db.outbox.update(
      entry.seq,
      isRetryable(result.status, result.code)
        ? { attempts, error, notBefore: Date.now() + wait }
        : { attempts, error, state: "failed" },
    );
  }
}

/**
 * spec §4: analysis is requested 0.5 s after the photos were uploaded. The wait holds only that
 * meal's analysis entry, so other meals keep flowing meanwhile.
 */
async function holdAnalysis(db: NutriSnapDb, group: string, until: number): Promise<void> {
  await db.outbox
    .where("group")
    .equals(group)
    .modify((queued) => {
      if (queued.request.kind === "meal.analyze") queued.notBefore = Math.max(queued.notBefore, until);
    });
}
