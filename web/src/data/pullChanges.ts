// Reads the server's change feed since the stored cursor and applies each page in one Dexie
// transaction (ARCHITECTURE, Reading server changes). Every change of the page is either stored
// or held for a record whose own changes are still owed (serverState.ts): the cursor advances
// past nothing that was dropped.
import type { DataContext } from "./context.ts";
import { coalescedRuns, type CoalescedRuns } from "./coalescedRuns.ts";
import type { NutriSnapDb } from "./db.ts";
import { receiveFeedChange } from "./serverState.ts";
import { markNeedsSignIn, syncPaused } from "./sessionRecord.ts";

export type PullOutcome = { status: "pulled"; applied: number } | { status: "offline" | "paused" | "failed" };

const CURSOR_KEY = "syncCursor";
const PAGE_SIZE = 200;

export async function readCursor(db: NutriSnapDb): Promise<number> {
  const row = await db.meta.get(CURSOR_KEY);
  return typeof row?.value === "number" ? row.value : 0;
}

const pulls = new WeakMap<NutriSnapDb, CoalescedRuns<DataContext, PullOutcome>>();

/**
 * Pulls until the feed has no more. A call while a pull runs in the same context joins it and gets
 * one more pass after it: the running pass may have read the feed before the change it is asked for.
 */
export function pullChanges(ctx: DataContext): Promise<PullOutcome> {
  let runs = pulls.get(ctx.db);
  if (!runs) {
    runs = coalescedRuns(pullAll);
    pulls.set(ctx.db, runs);
  }
  return runs.request(ctx);
}

async function pullAll({ db, api }: DataContext): Promise<PullOutcome> {
  if (await syncPaused(db)) return { status: "paused" };
  let applied = 0;
  for (;;) {
    const since = await readCursor(db);
    const result = await api.request(`/api/v1/sync/changes?since=${since}&limit=${PAGE_SIZE}`, {
      schema: (c) => c.syncChangesResponseSchema,
    });
    if (!result.ok) {
      if (result.status === 401) await markNeedsSignIn(db);
      return { status: result.status === 0 ? "offline" : result.status === 401 ? "paused" : "failed" };
    }
    const { changes, cursor, has_more } = result.data;
    // Nothing new (most pulls, and every start of the app with nothing changed elsewhere): no write
    // transaction, which would hold back the screens' reads of the meals and make every live query
    // reading the meta table run again.
    if (changes.length === 0 && cursor <= since) return { status: "pulled", applied };
    const tables = [
      db.meta,
      db.outbox,
      db.meals,
      db.items,
      db.photos,
      db.profile,
      db.onboarding,
      db.goals,
      db.weights,
    ];
    const stillCurrent = await db.transaction("rw", tables, async () => {
      // Another tab applied this page meanwhile: start again from its cursor.
      if ((await readCursor(db)) !== since) return false;
      for (const change of changes) if (await receiveFeedChange(db, change)) applied += 1;
      await db.meta.put({ key: CURSOR_KEY, value: Math.max(since, cursor) });
      return true;
    });
    if (stillCurrent && (!has_more || cursor <= since)) return { status: "pulled", applied };
  }
}
