// Reads the server's change feed since the stored cursor and applies each page in one Dexie
// transaction (ARCHITECTURE, Reading server changes). A record with a change still in the outbox
// keeps its local state: the outbox refreshes it from the server once its last entry went through.
import type { SyncChange } from "@nutrisnap/shared/api";
import type { DataContext } from "./context.ts";
import type { NutriSnapDb } from "./db.ts";
import { groupsWithLocalChanges, mealGroup } from "./outbox.ts";
import { markNeedsSignIn, syncPaused } from "./sessionRecord.ts";
import { removeLocalMeal, storeServerMeal } from "./storeMeal.ts";

export type PullOutcome = { status: "pulled"; applied: number } | { status: "offline" | "paused" | "failed" };

const CURSOR_KEY = "syncCursor";
const PAGE_SIZE = 200;

export async function readCursor(db: NutriSnapDb): Promise<number> {
  const row = await db.meta.get(CURSOR_KEY);
  return typeof row?.value === "number" ? row.value : 0;
}

const groupOfChange = (change: SyncChange): string =>
  change.kind === "meal" ? mealGroup(change.op === "upsert" ? change.data.id : change.id) : change.kind;

async function applyChange(db: NutriSnapDb, change: SyncChange): Promise<void> {
  switch (change.kind) {
    case "meal":
      if (change.op === "upsert") await storeServerMeal(db, change.data);
      else await removeLocalMeal(db, change.id);
      return;
    case "profile": {
      const current = await db.profile.get("current");
      if (!current || current.user.id === change.data.id)
        await db.profile.put({ key: "current", user: change.data });
      return;
    }
    case "onboarding":
      await db.onboarding.put({ key: "current", data: change.data, onServer: true });
      return;
    case "goals":
      await db.goals.put({ key: "current", data: change.data, onServer: true });
      return;
  }
}

const running = new WeakMap<NutriSnapDb, Promise<PullOutcome>>();

/** Pulls until the feed has no more; concurrent calls in one context share the same pull. */
export function pullChanges(ctx: DataContext): Promise<PullOutcome> {
  const existing = running.get(ctx.db);
  if (existing) return existing;
  const pull = pullAll(ctx).finally(() => running.delete(ctx.db));
  running.set(ctx.db, pull);
  return pull;
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
    const tables = [db.meta, db.outbox, db.meals, db.items, db.photos, db.profile, db.onboarding, db.goals];
    const stillCurrent = await db.transaction("rw", tables, async () => {
      // Another tab applied this page meanwhile: start again from its cursor.
      if ((await readCursor(db)) !== since) return false;
      const localChanges = await groupsWithLocalChanges(db);
      for (const change of changes) {
        if (localChanges.has(groupOfChange(change))) continue;
        await applyChange(db, change);
        applied += 1;
      }
      await db.meta.put({ key: CURSOR_KEY, value: Math.max(since, cursor) });
      return true;
    });
    if (stillCurrent && (!has_more || cursor <= since)) return { status: "pulled", applied };
  }
}
