// What the screens show about syncing: how many changes wait, what failed, "all changes saved".
import { useLiveQuery } from "dexie-react-hooks";
import { useStore } from "zustand";
import { dataContext } from "./context.ts";
import { genericMessage, failureKind } from "./api.ts";
import { engineState, requestDrain } from "./syncEngine.ts";
import { removeLocalMeal } from "./storeMeal.ts";
import type { NutriSnapDb } from "./db.ts";
import { readAgain } from "./drainOutbox.ts";
import { bumpOutboxRevision, discardedWith, type OutboxEntry, type OutboxRequest } from "./outbox.ts";
import { settleDiscarded } from "./serverState.ts";

export interface SyncState {
  pending: number;
  failed: number;
  lastError: string | null;
  allSaved: boolean;
  online: boolean;
  /** Online, but the last attempt to send the waiting changes did not reach the server. */
  unreachable: boolean;
  /** A 401 stopped the sync until the user signs in again. */
  paused: boolean;
}

export async function syncCounts(
  db: NutriSnapDb,
): Promise<Omit<SyncState, "allSaved" | "online" | "unreachable">> {
  const [entries, session] = await Promise.all([db.outbox.toArray(), db.session.get("current")]);
  const failed = entries.filter((entry) => entry.state === "failed");
  const withError = entries.filter((entry) => entry.error).sort((a, b) => (b.seq ?? 0) - (a.seq ?? 0))[0];
  const lastError = withError?.error
    ? (withError.error.message ?? genericMessage(failureKind(withError.error.status)))
    : null;
  // A record with changes waiting counts once: a meal logged offline is one change, not three.
  const waiting = new Set(entries.filter((entry) => entry.state !== "failed").map((entry) => entry.group));
  return {
    pending: waiting.size,
    failed: failed.length,
    lastError,
    paused: !!session?.needsSignIn,
  };
}

export interface FailedChange {
  seq: number;
  kind: OutboxRequest["kind"];
  mealId: string | null;
  status: number;
  message: string;
  /** The server's messages about single fields of the change. */
  details: string[];
  /** The title of the meal it changes, when the meal is still on this device. */
  mealTitle: string | null;
}

/** Every change the server refused, oldest first, with the server's own message. */
export async function failedChanges(db: NutriSnapDb): Promise<FailedChange[]> {
  const failed = await db.outbox.where("state").equals("failed").sortBy("seq");
  const mealIds = failed.flatMap((entry) => ("mealId" in entry.request ? [entry.request.mealId] : []));
  const meals = await db.meals.bulkGet(mealIds);
  const titles = new Map(meals.flatMap((meal) => (meal ? [[meal.id, meal.title] as const] : [])));
  return failed.map((entry) => ({
    mealTitle: "mealId" in entry.request ? (titles.get(entry.request.mealId) ?? null) : null,
    seq: entry.seq ?? 0,
    kind: entry.request.kind,
    mealId: "mealId" in entry.request ? entry.request.mealId : null,
    status: entry.error?.status ?? 0,
    message: entry.error?.message ?? genericMessage(failureKind(entry.error?.status ?? 0)),
    // Field messages that only repeat the main message are left out.
    details: Object.values(entry.error?.fields ?? {})
      .flat()
      .filter((detail) => detail !== entry.error?.message),
  }));
}

/** The refused changes as a live list (empty while loading). */
export function useFailedChanges(): FailedChange[] {
  const { db } = dataContext();
  return useLiveQuery(() => failedChanges(db), [db]) ?? [];
}

/** Whether the browser says it is online (the window's `online` and `offline` events). */
export function useOnline(): boolean {
  return useStore(engineState, (state) => state.online);
}

export function useSyncState(): SyncState {
  const { db } = dataContext();
  const online = useStore(engineState, (state) => state.online);
  const serverUnreachable = useStore(engineState, (state) => state.serverUnreachable);
  const counts = useLiveQuery(() => syncCounts(db), [db]);
  const { pending = 0, failed = 0, lastError = null, paused = false } = counts ?? {};
  return {
    pending,
    failed,
    lastError,
    allSaved: counts !== undefined && pending + failed === 0,
    online,
    unreachable: online && serverUnreachable && pending > 0,
    paused,
  };
}

/** Sends the refused changes again (e.g. after the cause was fixed on the server). */
export async function retryFailedChanges(): Promise<void> {
  const { db } = dataContext();
  await db.transaction("rw", db.outbox, db.meta, async () => {
    const retried = await db.outbox
      .where("state")
      .equals("failed")
      .modify({ state: "pending", notBefore: 0 });
    if (retried > 0) await bumpOutboxRevision(db);
  });
  void requestDrain();
}

/**
 * Gives up the refused changes and what cannot go without them (outbox.ts `discardedWith`); the
 * other waiting changes are sent. A record left without changes takes the server's state.
 */
export async function discardFailedChanges(ctx = dataContext()): Promise<void> {
  const { db } = ctx;
  const tables = [
    db.outbox,
    db.meta,
    db.meals,
    db.items,
    db.photos,
    db.profile,
    db.onboarding,
    db.goals,
    db.weights,
  ];
  const refetch = await db.transaction("rw", tables, async () => {
    const failed = await db.outbox.where("state").equals("failed").toArray();
    const groups = new Set(failed.map((entry) => entry.group));
    for (const refused of failed) {
      const group = await db.outbox.where("group").equals(refused.group).sortBy("seq");
      if (!group.some((entry) => entry.seq === refused.seq)) continue;
      const gone = discardedWith(refused, group);
      await db.outbox.bulkDelete(gone.flatMap((entry) => (entry.seq === undefined ? [] : [entry.seq])));
      await undoLocally(db, gone);
    }
    if (failed.length > 0) await bumpOutboxRevision(db);
    const unsettled: string[] = [];
    for (const group of groups) if ((await settleDiscarded(db, group)) === "refetch") unsettled.push(group);
    return unsettled;
  });
  await readAgain(ctx, refetch);
  void requestDrain();
}

/** What discarded entries leave behind here: a meal never created (or copied), photos never uploaded. */
async function undoLocally(db: NutriSnapDb, gone: readonly OutboxEntry[]): Promise<void> {
  for (const { request } of gone) {
    if (request.kind === "meal.create" || request.kind === "meal.copy")
      await removeLocalMeal(db, request.mealId);
    if (request.kind === "meal.photos") await db.photos.bulkDelete(request.photoIds);
    if (request.kind === "weight.record") await db.weights.delete(request.weightId);
  }
}
