// What the screens show about syncing: how many changes wait, what failed, "all changes saved".
import { useLiveQuery } from "dexie-react-hooks";
import { useStore } from "zustand";
import { dataContext } from "./context.ts";
import { genericMessage, failureKind } from "./api.ts";
import { engineState, requestDrain } from "./syncEngine.ts";
import { removeLocalMeal } from "./storeMeal.ts";
import { refreshMeal } from "./outboxRequests.ts";
import { loadAccount } from "./loadAccount.ts";

export interface SyncState {
  pending: number;
  failed: number;
  lastError: string | null;
  allSaved: boolean;
  online: boolean;
  /** A 401 stopped the sync until the user signs in again. */
  paused: boolean;
}

export function useSyncState(): SyncState {
  const { db } = dataContext();
  const online = useStore(engineState, (state) => state.online);
  const counts = useLiveQuery(async () => {
    const [entries, session] = await Promise.all([db.outbox.toArray(), db.session.get("current")]);
    const failed = entries.filter((entry) => entry.state === "failed");
    const withError = entries.filter((entry) => entry.error).sort((a, b) => (b.seq ?? 0) - (a.seq ?? 0))[0];
    const lastError = withError?.error
      ? (withError.error.message ?? genericMessage(failureKind(withError.error.status)))
      : null;
    return {
      pending: entries.length - failed.length,
      failed: failed.length,
      lastError,
      paused: !!session?.needsSignIn,
    };
  }, [db]);
  const { pending = 0, failed = 0, lastError = null, paused = false } = counts ?? {};
  return {
    pending,
    failed,
    lastError,
    allSaved: counts !== undefined && pending + failed === 0,
    online,
    paused,
  };
}

/** Sends the refused changes again (e.g. after the cause was fixed on the server). */
export async function retryFailedChanges(): Promise<void> {
  const { db } = dataContext();
  await db.outbox.where("state").equals("failed").modify({ state: "pending", notBefore: 0 });
  void requestDrain();
}

/**
 * Gives up the refused changes and what waits behind them in the same record; the records are
 * then read again from the server (a meal the server never had disappears).
 */
export async function discardFailedChanges(): Promise<void> {
  const ctx = dataContext();
  const { db } = ctx;
  const groups = await db.transaction("rw", [db.outbox, db.meals, db.items, db.photos], async () => {
    const failed = await db.outbox.where("state").equals("failed").toArray();
    const failedGroups = [...new Set(failed.map((entry) => entry.group))];
    await db.outbox.where("group").anyOf(failedGroups).delete();
    for (const group of failedGroups) {
      const created = failed.find((entry) => entry.group === group && entry.request.kind === "meal.create");
      if (created && "mealId" in created.request) await removeLocalMeal(db, created.request.mealId);
    }
    return failedGroups;
  });
  for (const group of groups) {
    if (group.startsWith("meal:")) await refreshMeal(db, ctx.api, group.slice("meal:".length));
  }
  if (groups.some((group) => !group.startsWith("meal:"))) await loadAccount(ctx);
  void requestDrain();
}
