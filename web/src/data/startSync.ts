// startSync(): the one call the app makes as the data layer starts (the first private page, or a
// device with a stored session and no hint yet). It checks the session (the cached user stays
// when offline), drains and pulls, opens the live channel, keeps pulling every few minutes while
// the page is visible, and follows the connectivity (drain and pull when it comes back).
import { localDay } from "@nutrisnap/shared/dates";
import { dataContext, type DataContext } from "./context.ts";
import { contracts } from "./contracts.ts";
import { refreshSession } from "./session.ts";
import { engineState, requestDrain, requestPull } from "./syncEngine.ts";
import { deviceTimeZone } from "./timeZone.ts";

const PULL_EVERY_MS = 3 * 60 * 1000;
const TIME_ZONE_KEY = "timeZone";
let started = false;

/** Meals belong to local days; when the device moved to another time zone, the days are recomputed. */
export async function reindexDays(ctx: DataContext, timeZone = deviceTimeZone()): Promise<void> {
  const { db } = ctx;
  // Read first: a write transaction over the meals would hold back the screens' first reads at
  // every start, though the time zone is almost always the one stored.
  if ((await db.meta.get(TIME_ZONE_KEY))?.value === timeZone) return;
  await db.transaction("rw", db.meta, db.meals, async () => {
    const stored = await db.meta.get(TIME_ZONE_KEY);
    if (stored?.value === timeZone) return;
    await db.meals.toCollection().modify((meal) => {
      meal.day = localDay(meal.created_at, timeZone);
    });
    await db.meta.put({ key: TIME_ZONE_KEY, value: timeZone });
  });
}

export function startSync(): void {
  if (started) return;
  started = true;
  const ctx = dataContext();
  // The session check's answer is parsed with the contracts: they load beside it, not after it.
  void contracts().catch((error: unknown) => console.warn("Loading the contracts failed", error));
  // The session request goes out at once; the days' check (a read, almost always) runs beside it,
  // in a task of its own: the device's time zone is the page's first Intl date format, whose
  // set-up is one of the longest single steps of a phone's first load (decision 159).
  void refreshSession();
  setTimeout(() => {
    void reindexDays(ctx).catch((error: unknown) => console.warn("Re-indexing days failed", error));
  }, 0);
  if (typeof document === "undefined") return;
  window.addEventListener("online", () => {
    engineState.setState({ online: true });
    void requestDrain(ctx);
    void requestPull(ctx);
  });
  window.addEventListener("offline", () => engineState.setState({ online: false }));
  const signedIn = async () => (await ctx.db.session.get("current"))?.signedIn === true;
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState !== "visible") return;
    void signedIn().then((yes) => {
      if (!yes) return;
      void requestPull(ctx);
      void requestDrain(ctx);
    });
  });
  setInterval(() => {
    if (document.visibilityState !== "visible") return;
    void signedIn().then((yes) => {
      if (yes) void requestPull(ctx);
    });
  }, PULL_EVERY_MS);
}
