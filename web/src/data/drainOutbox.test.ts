// The drain's picker against the real server in this process: a long drain behind analyses parked
// by the rate limit reads each parked row a bounded number of times, not once per entry it sends;
// and what can change the parked prefix during a run (Retry, Discard, deleting a meal) is noticed.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type {
  DBCore,
  DBCoreCursor,
  DBCoreMutateRequest,
  DBCoreMutateResponse,
  DBCoreTable,
  Middleware,
} from "dexie";
import { v7 as uuidv7 } from "uuid";
import type { Meal } from "@nutrisnap/shared/api";
import { deleteMeal, logMeal } from "./commands/meals.ts";
import { login } from "./commands/session.ts";
import { createDataContext, dataContext, type DataContext } from "./context.ts";
import { DRAIN_CONCURRENCY, drainOutbox, OutboxPicker } from "./drainOutbox.ts";
import { enqueue, enqueueReplacing, mealGroup, type OutboxEntry } from "./outbox.ts";
import { isOwnEcho } from "./serverState.ts";
import { storeServerMeal } from "./storeMeal.ts";
import { markNeedsSignIn } from "./sessionRecord.ts";
import { recordWeight } from "./commands/weights.ts";
import { discardFailedChanges, retryFailedChanges } from "./syncState.ts";
import { requestDrain, stopSyncTimers } from "./syncEngine.ts";
import { PASSWORD, photo, settledScenario, waitFor, type Scenario } from "./testing/scenario.ts";
import { ORIGIN } from "./testing/testBackend.ts";

let scenario: Scenario;

beforeEach(async () => {
  scenario = await settledScenario();
});

afterEach(async () => {
  await scenario.close();
});

const db = () => dataContext().db;
const HOUR = 60 * 60_000;

/** Counts the outbox rows a database reads: rows answered by get, getMany, query and each cursor step. */
function countOutboxReads(reads: { rows: number }): Middleware<DBCore> {
  return {
    stack: "dbcore",
    name: "CountOutboxReads",
    create(down) {
      return {
        ...down,
        table(name) {
          const table = down.table(name);
          if (name !== "outbox") return table;
          const found = (rows: unknown[]) => (reads.rows += rows.filter((row) => row !== undefined).length);
          return {
            ...table,
            get: (request) => table.get(request).then((row: unknown) => (found([row]), row)),
            getMany: (request) => table.getMany(request).then((rows: unknown[]) => (found(rows), rows)),
            query: (request) => table.query(request).then((answer) => (found(answer.result), answer)),
            openCursor: (request) =>
              table.openCursor(request).then(
                (cursor) =>
                  cursor &&
                  (Object.create(cursor, {
                    start: {
                      value: (onNext: () => void) =>
                        cursor.start(() => {
                          reads.rows += 1;
                          onNext();
                        }),
                    },
                  }) as DBCoreCursor),
              ),
          };
        },
      };
    },
  };
}

/** An analysis refused by the rate limit, waiting an hour for its Retry-After. */
const parkedAnalysis = (): OutboxEntry => {
  const mealId = uuidv7();
  return {
    key: uuidv7(),
    group: mealGroup(mealId),
    request: { kind: "meal.analyze", mealId, context: null },
    state: "pending",
    attempts: 1,
    notBefore: Date.now() + HOUR,
    sentAt: Date.now(),
    error: { status: 429, message: null },
    createdAt: Date.now(),
  };
};

describe("a long drain behind parked analyses", () => {
  it("reads each parked row a bounded number of times, not once for every entry it sends", async () => {
    const parked = 300;
    const meals = 6;
    scenario.backend.offline = true;
    await db().outbox.bulkAdd(Array.from({ length: parked }, parkedAnalysis));
    for (let i = 0; i < meals; i++)
      expect(
        (await logMeal({ type: "lunch", photos: [await photo(`${i}.png`, "#c33")], context: null })).ok,
      ).toBe(true);
    // No drain of the window's own runs beside the one counted.
    await requestDrain();
    stopSyncTimers();
    scenario.backend.offline = false;

    const reads = { rows: 0 };
    const counted = scenario.backend.context(scenario.databaseName);
    counted.db.use(countOutboxReads(reads));
    const outcome = await drainOutbox(counted);
    counted.db.close();

    expect(outcome).toMatchObject({ status: "waiting" });
    expect(outcome.status === "waiting" && outcome.retryAt - Date.now()).toBeGreaterThan(HOUR - 60_000);
    expect(await scenario.serverMealCount()).toBe(meals);
    expect(await db().outbox.count()).toBe(parked);
    // 3 entries a meal. Walking the parked rows again for every pick reads about parked x picks
    // (over 5,000 here); remembering them reads each one about once.
    expect(reads.rows).toBeLessThan(parked + 20 * 3 * meals);
  });
});

/** Counts the transactions a database opens, by mode. */
function countTransactions(opened: Map<string, number>): Middleware<DBCore> {
  return {
    stack: "dbcore",
    name: "CountTransactions",
    create: (down) => ({
      ...down,
      transaction(stores, mode, options) {
        opened.set(mode, (opened.get(mode) ?? 0) + 1);
        return down.transaction(stores, mode, options);
      },
    }),
  };
}

describe("a drain of meals logged offline", () => {
  it("opens one transaction per entry it sends: picks mark sent, answers take the next", async () => {
    const meals = 6;
    scenario.backend.offline = true;
    for (let i = 0; i < meals; i++)
      expect(
        (await logMeal({ type: "lunch", photos: [await photo(`${i}.png`, "#3c3")], context: null })).ok,
      ).toBe(true);
    await requestDrain();
    stopSyncTimers();
    scenario.backend.offline = false;

    const opened = new Map<string, number>();
    const counted = scenario.backend.context(scenario.databaseName);
    counted.db.use(countTransactions(opened));
    expect(await drainOutbox(counted)).toEqual({ status: "drained" });
    counted.db.close();

    expect(await scenario.serverMealCount()).toBe(meals);
    // Per meal: the pick of its create, the create's answer (which takes the photos and reads
    // their rows), the photos' answer, the pick of its analysis and the analysis' answer: 5, plus
    // the run's own (the revision, picks that find only held analyses while their 0.5 s runs).
    // Marking each entry sent in a transaction of its own, and reading the session before each
    // pick, made it 76 here; reading the photos' rows in a transaction of their own, 51.
    const total = [...opened.values()].reduce((sum, n) => sum + n, 0);
    expect(total).toBeLessThanOrEqual(9 * meals);
  });
});

describe("a drain of more meals than it sends at once", () => {
  it("gives an ending step's place to the next entry in the same transaction, each group in order, one entry at a time", async () => {
    const meals = 2 * DRAIN_CONCURRENCY;
    await mealsLoggedOffline(meals);
    const queued = new Map((await db().outbox.toArray()).map((entry) => [entry.key, entry]));
    const sentKinds = new Map<string, string[]>();
    const last = new Map<string, { status: number | null }>();
    const overlapping: string[] = [];
    scenario.backend.beforeRequest = (request) => {
      const entry = request.idempotencyKey ? queued.get(request.idempotencyKey) : undefined;
      if (!entry) return;
      // The group's previous request has its answer before the next one leaves.
      if (last.get(entry.group)?.status === null) overlapping.push(entry.group);
      last.set(entry.group, request);
      sentKinds.set(entry.group, [...(sentKinds.get(entry.group) ?? []), entry.request.kind]);
    };
    const opened = new Map<string, number>();
    const counted = scenario.backend.context(scenario.databaseName);
    counted.db.use(countTransactions(opened));
    expect(await drainOutbox(counted)).toEqual({ status: "drained" });
    counted.db.close();
    scenario.backend.beforeRequest = null;

    expect(overlapping).toEqual([]);
    expect(sentKinds.size).toBe(meals);
    for (const kinds of sentKinds.values())
      expect(kinds).toEqual(["meal.create", "meal.photos", "meal.analyze"]);
    expect(await scenario.serverMealCount()).toBe(meals);
    expect(await db().outbox.count()).toBe(0);
  });

  it("opens about one read-write transaction per entry: an answer takes the run's next entry, no pick of its own", async () => {
    const weighings = 3 * DRAIN_CONCURRENCY;
    scenario.backend.offline = true;
    for (let i = 0; i < weighings; i++) expect((await recordWeight(60 + i / 10)).ok).toBe(true);
    await requestDrain();
    stopSyncTimers();
    scenario.backend.offline = false;
    const opened = new Map<string, number>();
    const counted = scenario.backend.context(scenario.databaseName);
    counted.db.use(countTransactions(opened));
    expect(await drainOutbox(counted)).toEqual({ status: "drained" });
    counted.db.close();
    expect(await db().outbox.count()).toBe(0);
    expect(await db().weights.count()).toBe(weighings);
    // One entry a weighing: the run's first picks, then each answer, which takes the next entry
    // (answers that come together share one). A pick in a transaction of its own before each
    // send made it 2.2 a weighing here (39 for 18), 0.8 after (14).
    expect((opened.get("readwrite") ?? 0) / weighings).toBeLessThanOrEqual(1.5);
  });
});

/** A database middleware that sees every write of a photo row before it goes down. */
function onPhotoWrites(
  name: string,
  mutate: (request: DBCoreMutateRequest, down: DBCoreTable) => Promise<DBCoreMutateResponse>,
): Middleware<DBCore> {
  return {
    stack: "dbcore",
    name,
    create: (down) => ({
      ...down,
      table(tableName) {
        const table = down.table(tableName);
        if (tableName !== "photos") return table;
        return { ...table, mutate: (request) => mutate(request, table) };
      },
    }),
  };
}

/** Fails the first write of a photo row (a full disk, a bug): the transaction it is in aborts. */
const failFirstPhotoWrite = (failed: { count: number }) =>
  onPhotoWrites("FailFirstPhotoWrite", (request, table) => {
    if (request.type !== "put" || failed.count > 0) return table.mutate(request);
    failed.count += 1;
    return Promise.reject(new Error("the disk is full"));
  });

describe("a drain whose shared transaction fails", () => {
  it("stops with nothing of that transaction written, and the next drain sends the rest once each, under the same keys", async () => {
    const meals = 2 * DRAIN_CONCURRENCY;
    await mealsLoggedOffline(meals);
    const keys = new Set((await db().outbox.toArray()).map((entry) => entry.key));
    const failed = { count: 0 };
    const failing = scenario.backend.context(scenario.databaseName);
    failing.db.use(failFirstPhotoWrite(failed));
    expect(await drainOutbox(failing)).toEqual({ status: "offline" });
    failing.db.close();
    expect(failed.count).toBe(1);
    // The upload whose answer could not be written is still owed, and so is its analysis.
    expect(await db().outbox.count()).toBeGreaterThanOrEqual(2);

    expect(await drainOutbox(dataContext())).toEqual({ status: "drained" });
    expect(await db().outbox.count()).toBe(0);
    expect(await scenario.serverMealCount()).toBe(meals);
    // Everything went under the keys it was queued with: what was sent twice, the server knew.
    const sentKeys = scenario.backend.sent.flatMap((request) =>
      request.method === "POST" && request.idempotencyKey ? [request.idempotencyKey] : [],
    );
    for (const key of sentKeys) expect(keys.has(key)).toBe(true);
    expect(new Set(sentKeys).size).toBe(keys.size);
    // Each meal has its one photo on the server and on the device, Blob kept, marked uploaded.
    for (const row of await db().photos.toArray()) {
      const { body } = await scenario.serverGet<{ photos: { id: string }[] }>(`/api/v1/meals/${row.meal_id}`);
      expect(body.photos.map((uploaded) => uploaded.id)).toEqual([row.id]);
      expect(row).toMatchObject({ uploaded: true });
      expect(row.blob?.size).toBeGreaterThan(0);
    }
  });
});

describe("a meal's photos taken by its create's answer", () => {
  it("are read where their entry is marked sent, sent whole, and kept on the device after the upload", async () => {
    const meals = 6;
    await mealsLoggedOffline(meals);
    const local = await db().photos.toArray();
    expect(local).toHaveLength(meals);
    const opened = new Map<string, number>();
    const counted = scenario.backend.context(scenario.databaseName);
    counted.db.use(countTransactions(opened));
    expect(await drainOutbox(counted)).toEqual({ status: "drained" });
    counted.db.close();

    // The picks and answers are all read-write; the run's own reads (the outbox revision, the
    // meal count as the database opens) are 2 here. Reading a photos entry's rows in a transaction
    // of their own made it one more a meal.
    expect(opened.get("readonly") ?? 0).toBeLessThanOrEqual(2);
    for (const row of local) {
      const { status, body } = await scenario.serverGet<{ photos: { id: string }[] }>(
        `/api/v1/meals/${row.meal_id}`,
      );
      expect(status).toBe(200);
      expect(body.photos.map((uploaded) => uploaded.id)).toEqual([row.id]);
      // Shown on the device after the upload as before it: the same Blob, now marked uploaded.
      const stored = await db().photos.get(row.id);
      expect(stored).toMatchObject({ uploaded: true, meal_id: row.meal_id });
      expect(stored?.blob?.size).toBe(row.blob?.size);
    }
  });
});

/** Counts the requests a database makes: a get, a query, a cursor, a count, a row written or deleted. */
function countRequests(made: { requests: number; byTable: Record<string, number> }): Middleware<DBCore> {
  return {
    stack: "dbcore",
    name: "CountRequests",
    create: (down) => ({
      ...down,
      table(name) {
        const table = down.table(name);
        const count = (n: number) => {
          made.requests += n;
          made.byTable[name] = (made.byTable[name] ?? 0) + n;
        };
        const one = <T>(answer: Promise<T>) => (count(1), answer);
        return {
          ...table,
          get: (request) => one(table.get(request)),
          getMany: (request) => (count(request.keys.length), table.getMany(request)),
          query: (request) => one(table.query(request)),
          openCursor: (request) => one(table.openCursor(request)),
          count: (request) => one(table.count(request)),
          mutate: (request) => {
            count("values" in request ? request.values.length : "keys" in request ? request.keys.length : 1);
            return table.mutate(request);
          },
        };
      },
    }),
  };
}

/** Meals logged offline (one photo each), no drain of the window's own left running. */
async function mealsLoggedOffline(meals: number): Promise<void> {
  scenario.backend.offline = true;
  for (let i = 0; i < meals; i++)
    expect(
      (await logMeal({ type: "lunch", photos: [await photo(`${i}.png`, "#36c")], context: null })).ok,
    ).toBe(true);
  await requestDrain();
  stopSyncTimers();
  scenario.backend.offline = false;
}

describe("a drain's IndexedDB requests", () => {
  it("reads the session and the echo list once a run, and a group's entries once per answer", async () => {
    const meals = 6;
    await mealsLoggedOffline(meals);
    const made = { requests: 0, byTable: {} as Record<string, number> };
    const counted = scenario.backend.context(scenario.databaseName);
    counted.db.use(countRequests(made));
    expect(await drainOutbox(counted)).toEqual({ status: "drained" });
    counted.db.close();
    expect(await scenario.serverMealCount()).toBe(meals);
    // The session is read once a run, whatever the answers' timing.
    expect(made.byTable.session).toBe(1);
    // 3 entries a meal. Reading the session in every pick and before taking a group's next entry,
    // the echo list in every answer, a group's entries up to three times in an answer (whether the
    // record settles, the analysis' hold, the next head) and its head again when the step ended
    // made it 55 a meal here, 37 without; an answer that checks its entry is still queued by a
    // read of its own, 37.3; by the group's read it makes anyway, 34.3 (Dexie's requests on
    // fake-indexeddb, not Chromium's). How many answers share a commit depends on their timing:
    // 33.7-34.7 alone on Node 20, 36.3 once on Node 24 after the whole suite (a bound of 36
    // failed). The total keeps the 55 out; a read of its own per answer (+3 a meal) is within
    // that noise, so the session's one read a run is what is checked exactly (above).
    expect(made.requests / meals).toBeLessThanOrEqual(38);
  });

  it("finds an entry cancelled while it was sent gone, and sends its group's next entries in order", async () => {
    await mealsLoggedOffline(1);
    const [create] = await db().outbox.toArray();
    expect(create?.request.kind).toBe("meal.create");
    const other = scenario.backend.context(scenario.databaseName);
    const sent: string[] = [];
    scenario.backend.beforeRequest = async (request) => {
      sent.push(`${request.method} ${request.path.replace(/[0-9a-f-]{36}/g, ":id")}`);
      // The create reaches the server while its entry is taken out of the outbox here.
      if (request.method === "POST" && request.path === "/api/v1/meals")
        await other.db.outbox.delete(create!.seq!);
    };
    expect(await drainOutbox(dataContext())).toEqual({ status: "drained" });
    scenario.backend.beforeRequest = null;
    other.db.close();
    // The photos went after the create and the analysis after the photos, each once: the answer
    // to the cancelled create neither took the photos entry for the create's nor skipped it.
    expect(sent.filter((line) => line.startsWith("POST"))).toEqual([
      "POST /api/v1/meals",
      "POST /api/v1/meals/photos/multiple",
      "POST /api/v1/meals/:id/analyze",
    ]);
    expect(await db().outbox.count()).toBe(0);
    expect(await db().photos.toArray()).toMatchObject([{ uploaded: true }]);
  });
});

/** A second tab's context whose fetch notes the X-Change-Seq of each answer, by Idempotency-Key. */
function contextNotingSeqs(seqs: Map<string, number>): DataContext {
  const { backend, databaseName } = scenario;
  return createDataContext({
    databaseName,
    baseUrl: ORIGIN,
    fetch: async (input, init) => {
      const response = await backend.fetch(input, init);
      const key = new Headers(init.headers).get("idempotency-key");
      const seq = Number(response.headers.get("x-change-seq"));
      if (key && response.ok && seq > 0) seqs.set(key, seq);
      return response;
    },
  });
}

describe("a drain's bookkeeping, should the run stop at any moment", () => {
  it("has stored the echo of every answer whose entry left the outbox (a restart loses no echo)", async () => {
    await mealsLoggedOffline(4);
    const seqs = new Map<string, number>();
    const draining = contextNotingSeqs(seqs);
    // Another connection (what a reload finds) looks at the store before each request.
    const restarted = scenario.backend.context(scenario.databaseName);
    const missing: number[] = [];
    let looks = 0;
    scenario.backend.beforeRequest = async () => {
      looks += 1;
      const left = new Set((await restarted.db.outbox.toArray()).map((entry) => entry.key));
      for (const [key, seq] of seqs)
        if (!left.has(key) && !(await isOwnEcho(restarted.db, seq))) missing.push(seq);
    };
    expect(await drainOutbox(draining)).toEqual({ status: "drained" });
    scenario.backend.beforeRequest = null;
    draining.db.close();
    expect(looks).toBeGreaterThanOrEqual(12);
    expect(seqs.size).toBeGreaterThanOrEqual(8);
    for (const seq of seqs.values()) expect(await isOwnEcho(restarted.db, seq)).toBe(true);
    restarted.db.close();
    expect(missing).toEqual([]);
  });

  it("pauses at the next 401 when another tab learnt the session ended, and keeps every entry", async () => {
    const meals = 4;
    await mealsLoggedOffline(meals);
    const other = scenario.backend.context(scenario.databaseName);
    let writes = 0;
    // After the second write the session ends on the server, and another tab notes it first.
    scenario.backend.beforeRequest = async (request) => {
      if (request.method === "GET" || ++writes !== 2) return;
      scenario.backend.cookies.clear();
      await markNeedsSignIn(other.db);
    };
    expect(await drainOutbox(dataContext())).toEqual({ status: "paused" });
    scenario.backend.beforeRequest = null;
    other.db.close();
    const left = await db().outbox.toArray();
    // Every entry not answered is still owed; the ones a 401 turned away were marked sent.
    expect(left.length).toBeGreaterThanOrEqual(3 * meals - 2);
    expect(await drainOutbox(dataContext())).toEqual({ status: "paused" });

    expect((await login({ email: scenario.email, password: PASSWORD })).ok).toBe(true);
    await waitFor(async () => (await db().outbox.count()) === 0);
    expect(await scenario.serverMealCount()).toBe(meals);
    const uploads = scenario.backend.sent.filter(
      (request) => request.path === "/api/v1/meals/photos/multiple" && request.status === 201,
    );
    expect(new Set(uploads.map((request) => request.idempotencyKey)).size).toBe(meals);
  });
});

describe("the picker of one run", () => {
  it("sends a held group's next entry only after its head, and a parked head once its time has come", async () => {
    const picker = new OutboxPicker(db());
    await enqueue(db(), { kind: "meal.create", mealId: "a", body: { id: "a", type: "lunch" } });
    await enqueue(db(), { kind: "goals.save", body: { goal_type: "maintenance" } as never });
    const first = (await picker.next(1000, new Set())).entry!;
    expect(first.request.kind).toBe("meal.create");
    // In flight: its group waits; the next group goes.
    expect((await picker.next(1000, new Set([first.group]))).entry?.request.kind).toBe("goals.save");
    // Answered 503: it backs off; a later entry of its group, queued meanwhile, waits behind it.
    await db().outbox.update(first.seq, { notBefore: 5000, attempts: 1 });
    await enqueue(db(), { kind: "meal.photos", mealId: "a", photoIds: [] });
    picker.release(first.group);
    expect(await picker.next(1000, new Set(["goals"]))).toEqual({ retryAt: 5000 });
    expect((await picker.next(5000, new Set(["goals"]))).entry?.seq).toBe(first.seq);
  });

  it("marks the entry it takes sent as it reads it: a save made after it queues a new entry", async () => {
    const picker = new OutboxPicker(db());
    const body = (name: string) => ({
      name,
      email: scenario.email,
      locale: "es_CL" as const,
      time_zone: "UTC",
    });
    await enqueue(db(), { kind: "profile.update", body: body("Ana One") });
    const taken = (await picker.take(1000, new Set(), 1234)).entry;
    expect(taken).toMatchObject({ sentAt: 1234, request: { body: { name: "Ana One" } } });
    expect((await db().outbox.get(taken!.seq))?.sentAt).toBe(1234);
    await db().transaction("rw", db().outbox, () =>
      enqueueReplacing(db(), { kind: "profile.update", body: body("Ana Two") }),
    );
    const bodies = (await db().outbox.toArray()).map((entry) =>
      entry.request.kind === "profile.update" ? entry.request.body.name : null,
    );
    expect(bodies).toEqual(["Ana One", "Ana Two"]);
  });

  it("takes nothing while the session asks to sign in again", async () => {
    const picker = new OutboxPicker(db());
    await enqueue(db(), { kind: "meal.create", mealId: "a", body: { id: "a", type: "lunch" } });
    await markNeedsSignIn(db());
    expect(await picker.take(1000, new Set(), 1000)).toEqual({ paused: true });
    expect((await db().outbox.toArray()).map((entry) => entry.sentAt)).toEqual([null]);
  });

  it("notices a refused head given up (Discard) during the run", async () => {
    const picker = new OutboxPicker(db());
    const mealId = uuidv7();
    await enqueue(db(), { kind: "meal.photos", mealId, photoIds: [] });
    await enqueue(db(), { kind: "item.delete", mealId, itemId: "i1" });
    const [head] = await db().outbox.toArray();
    await db().outbox.update(head!.seq!, { state: "failed", error: { status: 422, message: null } });
    expect(await picker.next(Date.now(), new Set())).toEqual({});
    await discardFailedChanges();
    expect((await picker.next(Date.now(), new Set())).entry?.request.kind).toBe("item.delete");
  });

  it("notices a refused head sent again (Retry) during the run", async () => {
    const picker = new OutboxPicker(db());
    await enqueue(db(), { kind: "meal.photos", mealId: uuidv7(), photoIds: [] });
    const [head] = await db().outbox.toArray();
    await db().outbox.update(head!.seq!, { state: "failed", error: { status: 422, message: null } });
    expect(await picker.next(Date.now(), new Set())).toEqual({});
    scenario.backend.offline = true;
    await retryFailedChanges();
    expect((await picker.next(Date.now(), new Set())).entry?.seq).toBe(head!.seq);
  });

  it("holds a group as its step left it, unless the outbox changed since the step was taken", async () => {
    const picker = new OutboxPicker(db());
    scenario.backend.offline = true;
    await enqueue(db(), { kind: "meal.photos", mealId: "a", photoIds: [] });
    await enqueue(db(), { kind: "meal.photos", mealId: "b", photoIds: [] });
    const now = Date.now();
    const first = (await picker.take(now, new Set(), now)).entry!;
    const second = (await picker.take(now, new Set([first.group]), now)).entry!;
    // Both refused, as a step writes it; the first step ends at once and holds its group.
    for (const taken of [first, second]) await db().outbox.update(taken.seq, { state: "failed" });
    picker.stepEnded(first.group, Infinity, picker.generation);
    expect(await picker.next(now, new Set([second.group]))).toEqual({});
    // Retry while the second step still runs: the picker forgets what it knew...
    const { generation } = picker;
    await retryFailedChanges();
    expect((await picker.take(now, new Set([second.group]), now)).entry?.seq).toBe(first.seq);
    // ...and the second step, taken before, does not hold its group refused for the run.
    picker.stepEnded(second.group, Infinity, generation);
    expect((await picker.take(now, new Set([first.group]), now)).entry?.seq).toBe(second.seq);
  });

  it("notices a held meal deleted during the run: its delete goes", async () => {
    scenario.backend.offline = true;
    const logged = await logMeal({ type: "dinner", photos: [await photo("x.png", "#123")], context: null });
    const id = logged.ok ? logged.data.id : "";
    // The meal reached the server; its photos were refused.
    const [create, photos] = await db().outbox.toArray();
    await db().outbox.delete(create!.seq!);
    await db().outbox.update(photos!.seq!, {
      state: "failed",
      sentAt: Date.now(),
      error: { status: 422, message: null },
    });
    const picker = new OutboxPicker(db());
    expect(await picker.next(Date.now(), new Set())).toEqual({});
    await deleteMeal(id);
    expect((await picker.next(Date.now(), new Set())).entry?.request).toEqual({
      kind: "meal.delete",
      mealId: id,
    });
  });
});

/** Counts the photo rows a database writes. */
const countPhotoWrites = (written: { rows: number }) =>
  onPhotoWrites("CountPhotoWrites", (request, table) => {
    if (request.type === "put" || request.type === "add") written.rows += request.values.length;
    return table.mutate(request);
  });

describe("a settled meal's server state stored again", () => {
  it("writes none of its photo rows (nor their Blobs) unless the server changed them, and keeps the Blob", async () => {
    await mealsLoggedOffline(1);
    expect(await drainOutbox(dataContext())).toEqual({ status: "drained" });
    const [stored] = await db().photos.toArray();
    expect(stored).toMatchObject({ uploaded: true });
    const { body: meal } = await scenario.serverGet<Meal>(`/api/v1/meals/${stored!.meal_id}`);

    const written = { rows: 0 };
    const counted = scenario.backend.context(scenario.databaseName);
    counted.db.use(countPhotoWrites(written));
    const store = (state: Meal) =>
      counted.db.transaction("rw", counted.db.meals, counted.db.items, counted.db.photos, () =>
        storeServerMeal(counted.db, state),
      );
    await store(meal);
    expect(written.rows).toBe(0);
    // A photo the server changed is written, with the Blob it had.
    await store({
      ...meal,
      photos: meal.photos.map((shown) => ({ ...shown, temporary_url: "/elsewhere.jpg" })),
    });
    counted.db.close();
    expect(written.rows).toBe(1);
    const after = await db().photos.get(stored!.id);
    expect(after).toMatchObject({ uploaded: true, temporary_url: "/elsewhere.jpg" });
    expect(after?.blob?.size).toBe(stored!.blob?.size);
  });
});
