// Sync: 1,000 meals with one photo each logged offline by the real web data layer (logMeal writes
// Dexie and the outbox; Dexie on fake-indexeddb in Node), then drained by drainOutbox over real
// HTTP to the built server on loopback. Figures: time, requests, requests per change, and
// duplicates counted in the server's SQLite (must be 0). Baseline: the same meals sent by plain
// sequential fetch calls (create, photo, analyze), no outbox, in the same run: half of it just
// before the drain and half just after, so a change of machine load falls on both sides alike.
// In Node there is no canvas, so compressPhoto keeps the original (spec §8, "on failure keep the
// original"): the photos are small JPEGs. No AI provider is configured: analyze is accepted (202)
// and the job fails at once, so the figures are the data layer's and the API's, not the model's.
import "fake-indexeddb/auto";
import fs from "node:fs";
import { performance } from "node:perf_hooks";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { EventSource } from "eventsource";
import type { MealType } from "@nutrisnap/shared/constants";
import type * as DataLayerModule from "./entries/dataLayerNode.ts";
import { bundleForNode } from "./lib/bundle.ts";
import { cookieJarFetch, type JarFetch } from "./lib/cookieJarFetch.ts";
import { photoJpeg } from "./lib/fixtures.ts";
import { heading, record } from "./lib/report.ts";
import { startBuiltServer } from "./lib/servers.ts";
import { SqliteDatabase } from "../sync-server/src/db/sqliteDriver.ts";

type DataLayer = typeof DataLayerModule;

const BENCH = "sync";
const MEALS = Number(process.env.BENCH_SYNC_MEALS ?? 1_000);
/** The drain stops (the connection "drops") after this long, to keep the run bounded. */
const DRAIN_SECONDS = Number(process.env.BENCH_SYNC_SECONDS ?? 60);
/** The baseline's time, half before the drain and half after. */
const BASELINE_SECONDS = 20;
const PASSWORD = "bench-password";
const TYPES: MealType[] = ["breakfast", "lunch", "dinner", "snack"];

async function loadDataLayer(): Promise<DataLayer> {
  const file = await bundleForNode(path.join(import.meta.dirname, "entries/dataLayerNode.ts"));
  try {
    return (await import(pathToFileURL(file).href)) as DataLayer;
  } finally {
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
}

/** Rows in the server's SQLite for one user, read beside the running server (WAL). */
function serverCounts(dataDir: string, userId: string): { meals: number; photos: number; notes: number } {
  const sqlite = new SqliteDatabase(path.join(dataDir, "nutrisnap.sqlite"), { readonly: true });
  try {
    const one = (sql: string) => (sqlite.prepare(sql).get(userId) as { n: number }).n;
    return {
      meals: one("SELECT count(*) AS n FROM meals WHERE user_id = ?"),
      photos: one("SELECT count(*) AS n FROM meal_photos WHERE user_id = ?"),
      // Each meal has its own note: a meal stored twice under another id would show here.
      notes: one("SELECT count(DISTINCT note) AS n FROM meals WHERE user_id = ?"),
    };
  } finally {
    sqlite.close();
  }
}

const total = (sent: Map<string, number>) => [...sent.values()].reduce((sum, n) => sum + n, 0);

/** The baseline: the same meals as plain sequential fetch calls of another user, no outbox. */
async function plainFetchMeals(url: string, count: number, photo: Uint8Array<ArrayBuffer>, seconds: number) {
  const jar = cookieJarFetch(url);
  const email = `bench-plain-${crypto.randomUUID()}@example.com`;
  const body = { name: "Bench Plain", email, password: PASSWORD, passwordConfirm: PASSWORD };
  const registered = await jar.fetch(`${url}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!registered.ok) throw new Error(`baseline register: ${registered.status}`);
  const started = performance.now();
  const deadline = started + seconds * 1000;
  let meals = 0;
  while (meals < count && performance.now() < deadline) {
    const id = crypto.randomUUID();
    const json = { "content-type": "application/json" };
    const created = await jar.fetch(`${url}/api/v1/meals`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({ id, type: TYPES[meals % 4], note: `plain meal ${meals}` }),
    });
    const form = new FormData();
    form.append("meal_id", id);
    form.append("photos", new Blob([photo], { type: "image/jpeg" }), `plain-${meals}.jpg`);
    const uploaded = await jar.fetch(`${url}/api/v1/meals/photos/multiple`, { method: "POST", body: form });
    const analyzed = await jar.fetch(`${url}/api/v1/meals/${id}/analyze`, {
      method: "POST",
      headers: json,
      body: "null",
    });
    for (const response of [created, uploaded, analyzed]) {
      await response.arrayBuffer();
      // 429: the server's analysis rate limit (60 an hour per user), answered like the data layer gets it.
      if (!response.ok && !(response === analyzed && response.status === 429))
        throw new Error(`baseline ${response.url}: ${response.status}`);
    }
    meals += 1;
  }
  return { meals, ms: performance.now() - started, requests: total(jar.sent) - 1 };
}

async function signUp(
  data: DataLayer,
  jar: JarFetch,
): Promise<{ userId: string; ctx: ReturnType<DataLayer["dataContext"]> }> {
  const email = `bench-sync-${Date.now()}@example.com`;
  const user = await data.register({
    name: "Bench Sync",
    email,
    password: PASSWORD,
    passwordConfirm: PASSWORD,
  });
  if (!user.ok) throw new Error(`register: ${user.message}`);
  await data.saveOnboarding({
    age: 34,
    gender: "female",
    height: 165,
    current_weight: 62,
    target_weight: 60,
    activity_level: "moderate",
    dietary_restrictions: [],
  });
  await data.saveGoals({
    goal_type: "weight_loss",
    daily_calories: 1800,
    daily_protein: 120,
    daily_fat: 50,
    daily_carbohydrates: 210,
    daily_fiber: 25,
  });
  const outcome = await data.requestDrain();
  if (outcome.status !== "drained") throw new Error(`account setup did not sync: ${outcome.status}`);
  // Measured below is the drain alone: the live channel (opened at sign-in) is closed.
  data.closeLiveEvents();
  await new Promise((resolve) => setTimeout(resolve, 500));
  if (!jar.cookies.size) throw new Error("no session cookie after register");
  return { userId: user.data.id, ctx: data.dataContext() };
}

export async function syncBench(): Promise<void> {
  heading(`Sync (${MEALS} meals with one photo each, logged offline, drained by the web data layer)`);
  const server = await startBuiltServer();
  const jar = cookieJarFetch(server.url);
  try {
    const data = await loadDataLayer();
    data.configureData({
      databaseName: `sync-bench-${Date.now()}`,
      fetch: jar.fetch,
      baseUrl: server.url,
      openEventSource: (url) =>
        new EventSource(url, {
          withCredentials: true,
          fetch: jar.fetch as never,
        }) as unknown as globalThis.EventSource,
    });
    const { userId, ctx } = await signUp(data, jar);
    const photo = await photoJpeg(320, 240, 80);

    // Offline: every meal goes to Dexie and the outbox (create, photos, analyze).
    jar.offline = true;
    const logStarted = performance.now();
    for (let i = 0; i < MEALS; i++) {
      const file = new File([photo], `meal-${i}.jpg`, { type: "image/jpeg" });
      const logged = await data.logMeal({
        type: TYPES[i % 4]!,
        photos: [file],
        context: null,
        note: `sync bench meal ${i}`,
      });
      if (!logged.ok) throw new Error(`logMeal: ${logged.message}`);
    }
    const logMs = performance.now() - logStarted;
    await data.requestDrain();
    data.stopSyncTimers();
    const queued = await ctx.db.outbox.count();
    record({ bench: BENCH, name: `log ${MEALS} meals offline (logMeal)`, value: logMs / 1000, unit: "s" });
    record({ bench: BENCH, name: "logMeal, per meal (fake-indexeddb)", value: logMs / MEALS, unit: "ms" });
    record({ bench: BENCH, name: "outbox entries queued", value: queued, unit: "entries" });

    const before = await plainFetchMeals(server.url, MEALS, photo, BASELINE_SECONDS / 2);

    // Online again: one drain, stopped by "dropping the connection" at the time limit.
    jar.sent.clear();
    jar.offline = false;
    const limit = setTimeout(() => (jar.offline = true), DRAIN_SECONDS * 1000);
    const drainStarted = performance.now();
    const outcome = await data.drainOutbox(ctx);
    const drainMs = performance.now() - drainStarted;
    clearTimeout(limit);
    jar.offline = true;

    const left = await ctx.db.outbox.toArray();
    const leftOf = (kind: string) => left.filter((entry) => entry.request.kind === kind);
    // A meal is through the drain once its analyze request got an answer: accepted (202), or refused
    // for now by the analysis rate limit (429) and waiting for its retry.
    const processed = MEALS - leftOf("meal.analyze").filter((entry) => entry.attempts === 0).length;
    const accepted = MEALS - leftOf("meal.analyze").length;
    const expectedMeals = MEALS - leftOf("meal.create").length;
    const expectedPhotos = MEALS - leftOf("meal.photos").length;
    const counts = serverCounts(server.dataDir, userId);
    const requests = total(jar.sent);
    const limited = [...jar.sent].filter(([name]) => name.endsWith("/analyze 429"));
    const after = await plainFetchMeals(server.url, MEALS, photo, BASELINE_SECONDS / 2);
    const baseline = {
      meals: before.meals + after.meals,
      ms: before.ms + after.ms,
      requests: before.requests + after.requests,
    };
    const baselinePerMeal = baseline.ms / baseline.meals;

    const finished = outcome.status === "drained";
    record({
      bench: BENCH,
      name: `meals through the drain (${finished ? "drained" : `${outcome.status} after ${DRAIN_SECONDS} s`})`,
      value: processed,
      unit: `of ${MEALS}`,
    });
    record({ bench: BENCH, name: "  of which analysis accepted (202)", value: accepted, unit: "meals" });
    record({
      bench: BENCH,
      name: "  analyze answered 429 (rate limit), to retry",
      value: limited.reduce((sum, [, n]) => sum + n, 0),
      unit: "answers",
    });
    record({
      bench: BENCH,
      name: finished
        ? "drain time"
        : outcome.status === "waiting"
          ? "drain time (until only retries wait)"
          : "drain time until stopped",
      value: drainMs / 1000,
      unit: "s",
    });
    record({
      bench: BENCH,
      name: "drain time per meal",
      value: drainMs / Math.max(1, processed),
      unit: "ms",
      baseline: { name: `plain fetch, ${baseline.meals} meals`, value: baselinePerMeal },
    });
    if (processed < MEALS)
      record({
        bench: BENCH,
        name: `drain time for ${MEALS} meals, projected`,
        value: ((drainMs / Math.max(1, processed)) * MEALS) / 1000,
        unit: "s",
      });
    record({ bench: BENCH, name: "requests sent by the drain", value: requests, unit: "requests" });
    record({
      bench: BENCH,
      name: "requests per change (meal)",
      value: requests / Math.max(1, processed),
      unit: "requests",
      baseline: { name: "plain fetch", value: baseline.requests / baseline.meals },
    });
    for (const [name, count] of [...jar.sent].sort((a, b) => b[1] - a[1]))
      console.log(`    ${name}: ${count}`);
    record({
      bench: BENCH,
      name: "duplicate meals on the server",
      value: counts.meals - expectedMeals,
      unit: `(${counts.meals} stored, ${expectedMeals} expected)`,
    });
    record({
      bench: BENCH,
      name: "duplicate photos on the server",
      value: counts.photos - expectedPhotos,
      unit: `(${counts.photos} stored, ${expectedPhotos} expected)`,
    });
    record({
      bench: BENCH,
      name: "meals stored twice under another id",
      value: counts.meals - counts.notes,
      unit: "meals",
    });
    await ctx.db.delete();
  } finally {
    jar.offline = true;
    await server.stop();
  }
}
