// When the window drains and pulls: after each command, on `online`, on a timer while entries
// wait (1 s doubling to 30 s after a network failure), and through a background-sync wake-up of
// the service worker when the network is gone (Chromium).
import { createStore } from "zustand/vanilla";
import { dataContext, type DataContext } from "./context.ts";
import { coalescedRuns } from "./coalescedRuns.ts";
import type { DrainOutcome } from "./drainOutbox.ts";
import { retryDelay } from "./outbox.ts";
import type { PullOutcome } from "./pullChanges.ts";
import { OUTBOX_SYNC_TAG } from "./syncTag.ts";

export interface EngineState {
  online: boolean;
  live: "closed" | "connected" | "error";
  /** The last session check failed for lack of a connection (the cached user is kept). */
  sessionOffline: boolean;
  /**
   * The last drain could not reach the server, whatever the browser says of the connection (the
   * server is down, a captive portal): the screens say the changes wait, not that they are saving.
   */
  serverUnreachable: boolean;
}

// Node 21 and later (the build's prerender) has a `navigator` without `onLine`: not offline.
const browserOnline = (): boolean => typeof navigator === "undefined" || navigator.onLine !== false;

export const engineState = createStore<EngineState>(() => ({
  online: browserOnline(),
  live: "closed",
  sessionOffline: false,
  serverUnreachable: false,
}));

let retryTimer: ReturnType<typeof setTimeout> | undefined;
let offlineFailures = 0;
let lastPrune = 0;
/** Photo Blobs the server has are pruned after a drain, at most this often, across restarts (decisions 071, 111). */
const PRUNE_EVERY_MS = 10 * 60 * 1000;

/**
 * The prune reads every photo row: it waits this long after the drain, and then for the page to be
 * idle, so that it never runs while the app starts and the screens read their first pages.
 */
const PRUNE_AFTER_MS = 3_000;
let pruneTimer: ReturnType<typeof setTimeout> | undefined;

function prunePhotosWhenIdle(ctx: DataContext): void {
  if (pruneTimer !== undefined || Date.now() - lastPrune < PRUNE_EVERY_MS) return;
  pruneTimer = setTimeout(() => {
    const prune = () => {
      pruneTimer = undefined;
      if (Date.now() - lastPrune < PRUNE_EVERY_MS) return;
      lastPrune = Date.now();
      void import("./photos/photoStorage.ts")
        .then(({ prunePhotoBlobsAtMostEvery }) => prunePhotoBlobsAtMostEvery(ctx.db, PRUNE_EVERY_MS))
        .catch((error: unknown) => console.warn("Pruning photos failed", error));
    };
    // The service worker has no idle callback: it has no screen to hold back either.
    if (typeof requestIdleCallback === "function") requestIdleCallback(prune, { timeout: PRUNE_AFTER_MS });
    else prune();
  }, PRUNE_AFTER_MS);
}

function scheduleDrain(at: number): void {
  clearTimeout(retryTimer);
  retryTimer = setTimeout(() => void requestDrain(), Math.max(0, at - Date.now()));
}

/** Asks the service worker to drain when the connection returns, even with no tab open. */
async function registerBackgroundSync(): Promise<void> {
  try {
    if (typeof navigator === "undefined" || !("serviceWorker" in navigator)) return;
    const registration = await navigator.serviceWorker.ready;
    const sync = (
      registration as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }
    ).sync;
    await sync?.register(OUTBOX_SYNC_TAG);
  } catch (error) {
    console.warn("Background sync is not available", error);
  }
}

const drains = coalescedRuns(
  (ctx: DataContext): Promise<DrainOutcome> =>
    // The drain loads with its first run, after the app has painted.
    import("./drainOutbox.ts")
      .then(({ drainOutbox }) => drainOutbox(ctx))
      .catch((error: unknown): DrainOutcome => {
        // Unexpected (a closed database, a bug): logged, and tried again later like a network failure.
        console.warn("Draining the outbox failed", error);
        return { status: "offline" };
      }),
  (outcome, ctx) => {
    engineState.setState({ serverUnreachable: outcome.status === "offline" });
    if (outcome.status === "offline") {
      offlineFailures += 1;
      scheduleDrain(Date.now() + retryDelay(offlineFailures));
      void registerBackgroundSync();
    } else {
      offlineFailures = 0;
      if (outcome.status === "waiting") scheduleDrain(outcome.retryAt);
      if (outcome.status === "drained") prunePhotosWhenIdle(ctx);
    }
  },
);

/** Drains the outbox now (coalesced: a request during a drain runs one more pass after it). */
export function requestDrain(ctx: DataContext = dataContext()): Promise<DrainOutcome> {
  return drains.request(ctx);
}

/** Resolves once this window's running drain (if any) has ended: its answers are stored then. */
export function drainSettled(): Promise<void> {
  return drains.settled();
}

/** Pulls server changes now (concurrent requests share one pull). */
export function requestPull(ctx: DataContext = dataContext()): Promise<PullOutcome> {
  return import("./pullChanges.ts")
    .then(({ pullChanges }) => pullChanges(ctx))
    .catch((error: unknown) => {
      console.warn("Pulling changes failed", error);
      return { status: "failed" } as const;
    });
}

export function stopSyncTimers(): void {
  clearTimeout(retryTimer);
  clearTimeout(pruneTimer);
  pruneTimer = undefined;
  offlineFailures = 0;
  engineState.setState({ serverUnreachable: false });
}
