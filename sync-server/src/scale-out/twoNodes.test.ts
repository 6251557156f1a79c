// Two server nodes on one PostgreSQL (issue 17 items 3-5): jobs, live events and housekeeping
// shared through the database. Runs when TEST_DATABASE_URL names a PostgreSQL server (npm test does,
// through scripts/with-postgres.mjs); there is nothing to share on SQLite.
import type { LiveMessage } from "@nutrisnap/shared/api";
import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { enqueueJob, leaseNextJob } from "../analysis/jobs.ts";
import { HOUSEKEEPING_LOCK, runHousekeepingAlone } from "../housekeeping/housekeeping.ts";
import { startFakeOpenAI, type FakeOpenAI } from "../testing/fakeOpenAI.ts";
import { photoWithExif } from "../testing/images.ts";
import { analyze, createMeal, sseReader, uploadPhotos, waitForAnalysis } from "../testing/meals.ts";
import type { RateLimitSettings } from "../security/rateLimit.ts";
import { onPostgres } from "../testing/testDatabase.ts";
import { createTestServer, type TestServer } from "../testing/testServer.ts";

let fake: FakeOpenAI;
let nodes: TestServer[] = [];
beforeAll(async () => {
  fake = await startFakeOpenAI();
});
afterAll(() => fake.close());
afterEach(async () => {
  // The first node owns the schema and DATA_DIR (shared, as a network folder would be): it goes last.
  const [first, ...others] = nodes;
  nodes = [];
  for (const other of others) await other.close({ keepData: true });
  await first?.close();
});

/** Two nodes on one database and one photo folder; `work` says which run the analysis worker. */
async function twoNodes(
  work: [boolean, boolean],
  env: Record<string, string> = {},
  rateLimits: Partial<RateLimitSettings> = {},
): Promise<[TestServer, TestServer]> {
  const a = await createTestServer({
    env: { OPENAI_BASE_URL: fake.url, ...env },
    startWorker: work[0],
    rateLimits,
  });
  nodes.push(a);
  const b = await createTestServer({
    env: { OPENAI_BASE_URL: fake.url, ...env },
    dataDir: a.dataDir,
    startWorker: work[1],
    rateLimits,
  });
  nodes.push(b);
  return [a, b];
}

const events = (node: TestServer, cookie: string, lastEventId?: string) =>
  node.request("/api/v1/events", {
    headers: { cookie, ...(lastEventId ? { "last-event-id": lastEventId } : {}) },
  });

async function completedMessages(node: TestServer, userId: string): Promise<string[]> {
  const rows = await node.database.db
    .selectFrom("change_log")
    .select("message")
    .where("user_id", "=", userId)
    .execute();
  return rows.flatMap((row) => {
    const message = row.message ? (JSON.parse(row.message) as LiveMessage) : null;
    return message?.type === "meal_analysis_completed" ? [message.payload.meal_id] : [];
  });
}

describe.skipIf(!onPostgres)("two nodes on one PostgreSQL", () => {
  it("runs on PostgreSQL when TEST_DATABASE_URL is set", async () => {
    const [a] = await twoNodes([false, false]);
    expect(a.database.engine).toBe("postgres");
  });

  it("leases each job to one node only, however many leases race for it", async () => {
    const [a, b] = await twoNodes([false, false]);
    const user = await a.signUp();
    const meals = await Promise.all(Array.from({ length: 12 }, () => createMeal(a, user)));
    for (const meal of meals)
      await enqueueJob(a.database.db, {
        mealId: meal.id,
        userId: user.user.id,
        context: null,
        options: { locale: "en_US", region: null, useMetric: true },
      });
    const leases = await Promise.all(
      Array.from({ length: 24 }, (_, i) => leaseNextJob((i % 2 ? a : b).database.db, 60_000)),
    );
    const taken = leases.flatMap((job) => (job ? [job.mealId] : []));
    expect(taken).toHaveLength(12);
    expect(new Set(taken)).toEqual(new Set(meals.map((meal) => meal.id)));
  });

  it("analyses meals logged on either node once each, on whichever node takes them", async () => {
    const [a, b] = await twoNodes([true, true]);
    const user = await a.signUp();
    const before = fake.requests.length;
    const meals = [];
    for (let i = 0; i < 6; i++) {
      const node = i % 2 ? a : b;
      const meal = await createMeal(node, user);
      await uploadPhotos(node, user, meal.id, [{ bytes: await photoWithExif() }]);
      expect((await analyze(node, user, meal.id, null)).status).toBe(202);
      meals.push(meal);
    }
    for (const meal of meals)
      expect((await waitForAnalysis(a, user, meal.id)).analysis_status).toBe("completed");
    expect(fake.requests.length - before).toBe(6);
    const jobs = await a.database.db.selectFrom("analysis_jobs").select(["status", "attempts"]).execute();
    expect(jobs).toEqual(meals.map(() => ({ status: "done", attempts: 1 })));
    expect((await completedMessages(a, user.user.id)).sort()).toEqual(meals.map((meal) => meal.id).sort());
  });

  it("finishes on the other node, once, the analysis of a node killed mid-way", async () => {
    const [a, b] = await twoNodes([true, false], { ANALYSIS_LEASE_MS: "2000" });
    const user = await a.signUp();
    const meal = await createMeal(a, user);
    await uploadPhotos(a, user, meal.id, [{ bytes: await photoWithExif() }]);
    fake.setMode("hang", 1);
    const before = fake.requests.length;
    await analyze(a, user, meal.id, null);
    await fake.waitForRequests(before + 1);
    // Node a dies while the model thinks: its lease stays held until it expires.
    nodes.shift();
    await a.close({ crash: true, keepData: true });
    nodes.unshift(a);
    b.services.worker.start();
    expect((await waitForAnalysis(b, user, meal.id)).analysis_status).toBe("completed");
    // The dead node's answer arrives late and changes nothing.
    fake.release();
    const job = await b.database.db.selectFrom("analysis_jobs").selectAll().executeTakeFirstOrThrow();
    expect(job).toMatchObject({ status: "done", attempts: 2 });
    expect(await completedMessages(b, user.user.id)).toEqual([meal.id]);
  });

  it("delivers a completion on one node to a live stream on the other, and replays from either", async () => {
    const [a, b] = await twoNodes([true, false]);
    const user = await a.signUp();
    const onB = sseReader(await events(b, user.cookie));
    await onB.comment("connected");
    const first = await createMeal(a, user);
    await uploadPhotos(a, user, first.id, [{ bytes: await photoWithExif() }]);
    await analyze(a, user, first.id, null);
    const live = await onB.messages(2);
    expect(live.map((e) => (JSON.parse(e.data) as LiveMessage).type)).toEqual([
      "meal_analysis_started",
      "meal_analysis_completed",
    ]);
    const seen = live[1]!.id!;
    await onB.cancel();

    // While the client is away, a second meal is analysed on node a; it reconnects to node b.
    const second = await createMeal(a, user);
    await uploadPhotos(a, user, second.id, [{ bytes: await photoWithExif() }]);
    await analyze(a, user, second.id, null);
    await waitForAnalysis(a, user, second.id);
    const again = sseReader(await events(b, user.cookie, seen));
    const replayed = await again.messages(2);
    expect(
      replayed.map((e) => [(JSON.parse(e.data) as LiveMessage).type, Number(e.id) > Number(seen)]),
    ).toEqual([
      ["meal_analysis_started", true],
      ["meal_analysis_completed", true],
    ]);
    await again.cancel();
  });

  it("closes a live stream on one node when its session ends on the other", async () => {
    const [a, b] = await twoNodes([false, false]);
    const user = await a.signUp();
    const onB = sseReader(await events(b, user.cookie));
    await onB.comment("connected");
    expect(b.services.hub.listenerCount(user.user.id)).toBe(1);
    const out = await a.request("/api/auth/logout", { method: "POST", headers: { cookie: user.cookie } });
    expect(out.status).toBeLessThan(300);
    for (let i = 0; i < 500 && b.services.hub.listenerCount(user.user.id) > 0; i++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(b.services.hub.listenerCount(user.user.id)).toBe(0);
  });

  it("counts a rate limit's attempts on every node, and a session made on one on the other", async () => {
    const [a, b] = await twoNodes(
      [false, false],
      { TRUST_PROXY: "true" },
      {
        loginPerIp: { limit: 3, windowMs: 60_000 },
      },
    );
    const user = await a.signUp();
    const me = await b.request("/api/auth/session", { headers: { cookie: user.cookie } });
    expect(me.status).toBe(200);
    const login = (node: TestServer) =>
      node.request("/api/auth/login", {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.9" },
        body: JSON.stringify({ email: "nobody@example.com", password: "wrong-password" }),
      });
    expect((await login(a)).status).toBe(401);
    expect((await login(b)).status).toBe(401);
    expect((await login(a)).status).toBe(401);
    expect((await login(b)).status).toBe(429);
  });

  it("runs housekeeping on one node at a time", async () => {
    const [a, b] = await twoNodes([false, false]);
    // Node b is in the middle of its housekeeping: it holds the lock until its transaction ends.
    let finish: () => void = () => {};
    const done = new Promise<void>((resolve) => (finish = resolve));
    let locked: () => void = () => {};
    const holding = new Promise<void>((resolve) => (locked = resolve));
    const running = b.database.db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(hashtextextended(${HOUSEKEEPING_LOCK} || current_schema(), 0))`.execute(
        trx,
      );
      locked();
      await done;
    });
    await holding;
    expect(await runHousekeepingAlone(a.database.db)).toBeNull();
    finish();
    await running;
    expect(await runHousekeepingAlone(a.database.db)).toMatchObject({ sessions: 0, analysisJobs: 0 });
  });
});
