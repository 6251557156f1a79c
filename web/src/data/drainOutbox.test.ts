// The drain's picker against the real server in this process: a long drain behind analyses parked
// by the rate limit reads each parked row a bounded number of times, not once per entry it sends;
// and what can change the parked prefix during a run (Retry, Discard, deleting a meal) is noticed.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { DBCore, DBCoreCursor, Middleware } from "dexie";
import { v7 as uuidv7 } from "uuid";
import { deleteMeal, logMeal } from "./commands/meals.ts";
import { dataContext } from "./context.ts";
import { drainOutbox, OutboxPicker } from "./drainOutbox.ts";
import { enqueue, enqueueReplacing, mealGroup, type OutboxEntry } from "./outbox.ts";
import { markNeedsSignIn } from "./sessionRecord.ts";
import { discardFailedChanges, retryFailedChanges } from "./syncState.ts";
import { requestDrain, stopSyncTimers } from "./syncEngine.ts";
import { photo, settledScenario, type Scenario } from "./testing/scenario.ts";

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
  it("opens one transaction per entry it sends, the photos' read aside: picks mark sent, answers take the next", async () => {
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
    // Per meal: the pick of its create, the create's answer (which takes the photos), the photos'
    // Blobs read, the photos' answer, the pick of its analysis and the analysis' answer: 6, plus
    // the run's own (the revision, picks that find only held analyses while their 0.5 s runs):
    // 51 here. Marking each entry sent in a transaction of its own, and reading the session
    // before each pick, made it 76.
    const total = [...opened.values()].reduce((sum, n) => sum + n, 0);
    expect(total).toBeLessThanOrEqual(10 * meals);
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
