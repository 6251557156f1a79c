// Bench-only entry, bundled for the page by sync.bench.ts: the real web data layer in Chromium (native
// IndexedDB), on the server's origin, logging meals offline and draining them; and the plain
// sequential fetch baseline in the same browser. Exposed as window.nutrisnapSync; every timing is
// taken here with performance.now().
import { i18n } from "@lingui/core";
import type { MealType } from "@nutrisnap/shared/constants";
import { logMeal } from "../../web/src/data/commands/meals.ts";
import { configureData, dataContext } from "../../web/src/data/context.ts";
import { drainOutbox, type DrainOutcome } from "../../web/src/data/drainOutbox.ts";
import { requestDrain, stopSyncTimers } from "../../web/src/data/syncEngine.ts";
import { signUpWithGoals } from "./account.ts";

i18n.loadAndActivate({ locale: "en_US", messages: {} });

const TYPES: MealType[] = ["breakfast", "lunch", "dinner", "snack"];
const ID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** Requests that reached the server, by "METHOD /path status" with ids replaced by ":id". */
const sent = new Map<string, number>();
/** While true, the data layer's requests fail before leaving, as fetch does without a network. */
let offline = false;
let photo: Uint8Array<ArrayBuffer> | undefined;

function count(method: string, url: string, status: number): void {
  const name = `${method} ${new URL(url, location.origin).pathname.replace(ID, ":id")} ${status}`;
  sent.set(name, (sent.get(name) ?? 0) + 1);
}

configureData({
  fetch: async (input, init) => {
    if (offline) throw new TypeError("Failed to fetch");
    const response = await fetch(input, init);
    count((init.method ?? "GET").toUpperCase(), input, response.status);
    return response;
  },
});

/** IndexedDB transactions the page opened, by mode, counted from the drain's start. */
const transactions = new Map<string, number>();
const openTransaction = IDBDatabase.prototype.transaction;
IDBDatabase.prototype.transaction = function (
  this: IDBDatabase,
  ...args: Parameters<IDBDatabase["transaction"]>
) {
  const mode = args[1] ?? "readonly";
  transactions.set(mode, (transactions.get(mode) ?? 0) + 1);
  return openTransaction.apply(this, args);
} as IDBDatabase["transaction"];

/** IndexedDB requests the page made (get, put, cursor steps...), by store and method, from the drain's start. */
const requests = new Map<string, number>();
for (const target of [IDBObjectStore.prototype, IDBIndex.prototype] as const)
  for (const method of [
    "get",
    "getAll",
    "getAllKeys",
    "getKey",
    "count",
    "openCursor",
    "openKeyCursor",
    "put",
    "add",
    "delete",
    "clear",
  ] as const) {
    const original = (target as unknown as Record<string, unknown>)[method];
    if (typeof original !== "function") continue;
    (target as unknown as Record<string, unknown>)[method] = function (
      this: IDBObjectStore | IDBIndex,
      ...args: unknown[]
    ) {
      const store = this instanceof IDBIndex ? `${this.objectStore.name}.${this.name}` : this.name;
      const name = `${store} ${method}`;
      requests.set(name, (requests.get(name) ?? 0) + 1);
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    };
  }

const total = () => [...sent.values()].reduce((sum, n) => sum + n, 0);

const bench = {
  /** The meals' photo, fetched once while the page is online. */
  async loadPhoto(url: string): Promise<number> {
    photo = new Uint8Array(await (await fetch(url)).arrayBuffer());
    return photo.length;
  },

  /** Registers, saves onboarding and goals through the data layer (the real server API). */
  signUp: (email: string, password: string): Promise<string> =>
    signUpWithGoals("Bench Sync", email, password),

  /** Offline: `meals` meals with one photo each through logMeal (Dexie and the outbox). */
  async logMeals(meals: number): Promise<{ ms: number; queued: number }> {
    if (!photo) throw new Error("loadPhoto first");
    offline = true;
    const started = performance.now();
    for (let i = 0; i < meals; i++) {
      const file = new File([photo], `meal-${i}.jpg`, { type: "image/jpeg" });
      const logged = await logMeal({
        type: TYPES[i % 4]!,
        photos: [file],
        context: null,
        note: `sync bench meal ${i}`,
      });
      if (!logged.ok) throw new Error(`logMeal: ${logged.message}`);
    }
    const ms = performance.now() - started;
    // The drains each command asked for end "offline"; no timer starts another one.
    await requestDrain();
    stopSyncTimers();
    return { ms, queued: await dataContext().db.outbox.count() };
  },

  /** Online again: one drain, stopped by "dropping the connection" after `seconds`. */
  async drain(seconds: number) {
    sent.clear();
    transactions.clear();
    requests.clear();
    offline = false;
    const limit = setTimeout(() => (offline = true), seconds * 1000);
    const started = performance.now();
    const outcome: DrainOutcome = await drainOutbox(dataContext());
    const ms = performance.now() - started;
    clearTimeout(limit);
    offline = true;
    const left = await dataContext().db.outbox.toArray();
    const kinds = (kind: string) => left.filter((entry) => entry.request.kind === kind);
    return {
      outcome: outcome.status,
      ms,
      left: {
        create: kinds("meal.create").length,
        photos: kinds("meal.photos").length,
        analyze: kinds("meal.analyze").length,
        analyzeNeverSent: kinds("meal.analyze").filter((entry) => entry.attempts === 0).length,
      },
      sent: [...sent],
      requests: total(),
      transactions: [...transactions],
      idbRequests: [...requests],
    };
  },

  /** The baseline's user, by a plain fetch (its own browser context, so its own cookie). */
  async registerPlain(email: string, password: string): Promise<void> {
    const response = await fetch("/api/auth/register", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Bench Plain", email, password, passwordConfirm: password }),
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`baseline register: ${response.status}`);
  },

  /** The same meals as plain sequential fetch calls (create, photo, analyze), no outbox. */
  async plainFetchMeals(
    meals: number,
    seconds: number,
  ): Promise<{ meals: number; ms: number; requests: number }> {
    if (!photo) throw new Error("loadPhoto first");
    const started = performance.now();
    const deadline = started + seconds * 1000;
    const json = { "content-type": "application/json" };
    let done = 0;
    while (done < meals && performance.now() < deadline) {
      const id = crypto.randomUUID();
      const created = await fetch("/api/v1/meals", {
        method: "POST",
        headers: json,
        body: JSON.stringify({ id, type: TYPES[done % 4], note: `plain meal ${done}` }),
      });
      await created.arrayBuffer();
      const form = new FormData();
      form.append("meal_id", id);
      form.append("photos", new Blob([photo], { type: "image/jpeg" }), `plain-${done}.jpg`);
      const uploaded = await fetch("/api/v1/meals/photos/multiple", { method: "POST", body: form });
      await uploaded.arrayBuffer();
      const analyzed = await fetch(`/api/v1/meals/${id}/analyze`, {
        method: "POST",
        headers: json,
        body: "null",
      });
      await analyzed.arrayBuffer();
      for (const response of [created, uploaded, analyzed])
        // 429: the server's analysis rate limit (60 an hour per user), answered like the data layer gets it.
        if (!response.ok && !(response === analyzed && response.status === 429))
          throw new Error(`baseline ${response.url}: ${response.status}`);
      done += 1;
    }
    return { meals: done, ms: performance.now() - started, requests: done * 3 };
  },
};

declare global {
  interface Window {
    nutrisnapSync: typeof bench;
  }
}

window.nutrisnapSync = bench;
