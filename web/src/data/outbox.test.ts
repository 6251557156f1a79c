import { afterEach, describe, expect, it } from "vitest";
import { NutriSnapDb } from "./db.ts";
import { isRetryable, nextEntry } from "./drainOutbox.ts";
import { withLock } from "./locks.ts";
import { discardedWith, enqueue, enqueueReplacing, retryDelay, type OutboxRequest } from "./outbox.ts";

let db: NutriSnapDb | undefined;
let count = 0;
const openDb = () => (db = new NutriSnapDb(`outbox-unit-${(count += 1)}`));

afterEach(async () => {
  await db?.delete();
  db = undefined;
});

describe("retryDelay (spec §8: 1 s doubling, at most 30 s)", () => {
  it.each([
    [1, 1000],
    [2, 2000],
    [3, 4000],
    [4, 8000],
    [5, 16_000],
    [6, 30_000],
    [20, 30_000],
  ])("attempt %i waits %i ms", (attempt, delay) => {
    expect(retryDelay(attempt)).toBe(delay);
  });
});

describe("which refusals are retried", () => {
  it.each([
    [500, undefined, true],
    [503, undefined, true],
    [408, undefined, true],
    [429, "rate_limited", true],
    [409, "idempotency_in_progress", true],
    [409, "last_item", false],
    [409, undefined, false],
    [422, undefined, false],
    [404, undefined, false],
  ])("%i %s: %s", (status, code, retried) => {
    expect(isRetryable(status, code)).toBe(retried);
  });
});

describe("nextEntry", () => {
  it("takes entries in order, but only the head of each record's group", async () => {
    const db = openDb();
    await enqueue(db, { kind: "meal.create", mealId: "a", body: { type: "lunch" } });
    await enqueue(db, { kind: "meal.photos", mealId: "a", photoIds: [] });
    await enqueue(db, { kind: "goals.save", body: { goal_type: "maintenance" } as never });
    const first = await nextEntry(db, Date.now());
    expect(first.entry?.request.kind).toBe("meal.create");

    // A refused head holds its group (photos must not go without their meal) but not the others.
    await db.outbox.update(first.entry!.seq, { state: "failed" });
    expect((await nextEntry(db, Date.now())).entry?.request.kind).toBe("goals.save");
  });

  it("waits for a head that is backing off, and says until when", async () => {
    const db = openDb();
    await enqueue(db, { kind: "profile.update", body: { name: "Ana", email: "a@b.cl", locale: "es_CL" } });
    const { entry } = await nextEntry(db, 0);
    await db.outbox.update(entry!.seq, { notBefore: 5000 });
    expect(await nextEntry(db, 1000)).toEqual({ retryAt: 5000 });
    expect((await nextEntry(db, 5000)).entry?.seq).toBe(entry!.seq);
  });

  it("merges an unsent whole-record save into the waiting one", async () => {
    const db = openDb();
    const profile = (name: string) => ({ name, email: "a@b.cl", locale: "es_CL" as const });
    await enqueueReplacing(db, { kind: "profile.update", body: profile("One") });
    await enqueueReplacing(db, { kind: "profile.update", body: profile("Two") });
    expect((await db.outbox.toArray()).map((entry) => entry.request)).toEqual([
      { kind: "profile.update", body: profile("Two") },
    ]);
    // Once sent, the next save is a request of its own.
    const [sent] = await db.outbox.toArray();
    await db.outbox.update(sent!.seq!, { sentAt: Date.now() });
    await enqueueReplacing(db, { kind: "profile.update", body: profile("Three") });
    expect(await db.outbox.count()).toBe(2);
  });
});

describe("withLock without Web Locks", () => {
  it("runs holders of the same lock one after the other", async () => {
    const log: string[] = [];
    const holder = (name: string) =>
      withLock("unit-lock", async () => {
        log.push(`${name} in`);
        await new Promise((resolve) => setTimeout(resolve, 5));
        log.push(`${name} out`);
      });
    await Promise.all([holder("a"), holder("b"), holder("c")]);
    expect(log).toEqual(["a in", "a out", "b in", "b out", "c in", "c out"]);
  });

  it("releases the lock when a holder throws", async () => {
    await expect(withLock("unit-lock-2", () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    await expect(withLock("unit-lock-2", () => Promise.resolve("next"))).resolves.toBe("next");
  });
});

describe("discardedWith: what cannot go without a refused entry", () => {
  const entries = (requests: OutboxRequest[]) =>
    requests.map((request, index) => ({
      seq: index + 1,
      key: `k${index}`,
      group: "meal:m",
      request,
      state: "pending" as const,
      attempts: 0,
      notBefore: 0,
      sentAt: null,
      error: null,
      createdAt: 0,
    }));
  const group = entries([
    {
      kind: "meal.create",
      mealId: "m",
      body: { id: "m", type: "lunch", created_at: "2026-01-01T12:00:00Z" },
    },
    { kind: "meal.photos", mealId: "m", photoIds: ["p1"] },
    { kind: "meal.analyze", mealId: "m", context: null },
    { kind: "item.correct", mealId: "m", itemId: "i1", body: { grams: 80 } },
    { kind: "item.delete", mealId: "m", itemId: "i2" },
    { kind: "meal.photos", mealId: "m", photoIds: ["p2"] },
    { kind: "meal.analyze", mealId: "m", context: null },
  ]);
  const seqs = (refused: number) => discardedWith(group[refused - 1]!, group).map((entry) => entry.seq);

  it("takes everything after a meal the server never created", () => {
    expect(seqs(1)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
  it("takes the analysis that needed refused photos, not the later photos or edits", () => {
    expect(seqs(2)).toEqual([2, 3]);
    expect(seqs(6)).toEqual([6, 7]);
  });
  it("takes only the refused entry otherwise", () => {
    expect(seqs(4)).toEqual([4]);
    expect(seqs(5)).toEqual([5]);
    expect(seqs(3)).toEqual([3]);
  });
});
