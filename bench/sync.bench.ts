// Sync: 1,000 meals with one photo each logged offline by the real web data layer (logMeal writes
// Dexie and the outbox), then drained by drainOutbox over real HTTP to the built server on
// loopback, twice: in Node (Dexie on fake-indexeddb) and in Chromium (the system Chromium of the e2e
// harness, native IndexedDB: the figure of record, where users drain). Figures: time, requests,
// requests per change, and duplicates counted in the server's SQLite (must be 0). Baseline: the
// same meals sent by plain sequential fetch calls (create, photo, analyze), no outbox, in the same
// run and the same runtime (Node's fetch; the same browser's fetch, in a context of its own): half
// of it just before the drain and half just after, so a change of machine load falls on both
// sides alike. In Node there is no canvas, so compressPhoto keeps the original (spec §8, "on
// failure keep the original"); in Chromium the photos are compressed as the app does. The photos
// are small JPEGs. No AI provider is configured: analyze is accepted (202) and the job fails at
// once, so the figures are the data layer's and the API's, not the model's.
import "fake-indexeddb/auto";
import fs from "node:fs";
import { performance } from "node:perf_hooks";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { EventSource } from "eventsource";
import { chromium, type Browser, type Page } from "playwright-core";
import type { MealType } from "@nutrisnap/shared/constants";
import type * as DataLayerModule from "./entries/dataLayerNode.ts";
import { bundleForBrowser, bundleForNode } from "./lib/bundle.ts";
import { cookieJarFetch, type JarFetch } from "./lib/cookieJarFetch.ts";
import { photoJpeg } from "./lib/fixtures.ts";
import { cpuBetween, cpuByKind, treeCpuMs } from "./lib/processCpu.ts";
import { heading, record } from "./lib/report.ts";
import { startBuiltServer } from "./lib/servers.ts";
import { SqliteDatabase } from "../sync-server/src/db/sqliteDriver.ts";
import { CHROMIUM_ARGS, findChromium } from "../e2e/harness/chromium.ts";
import type { RunningServer } from "../e2e/harness/server.ts";

type DataLayer = typeof DataLayerModule;

const BENCH = "sync";
const MEALS = Number(process.env.BENCH_SYNC_MEALS ?? 1_000);
/** The drain stops (the connection "drops") after this long, to keep the run bounded. */
const DRAIN_SECONDS = Number(process.env.BENCH_SYNC_SECONDS ?? 60);
/** The baseline's time, half before the drain and half after. */
const BASELINE_SECONDS = 20;
const PASSWORD = "bench-password";
const TYPES: MealType[] = ["breakfast", "lunch", "dinner", "snack"];
/** Which parts run: "node" (fake-indexeddb) and "chromium" (native IndexedDB). */
const PARTS = new Set((process.env.BENCH_SYNC_PARTS ?? "node,chromium").split(","));
/** Under /api/ so that no service worker of the app would take these navigations (the routes). */
const BENCH_PATH = "/api/__bench";

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
  // Measured below is the drain alone: the account is synced and the live channel closed.
  const userId = await data.signUpWithGoals("Bench Sync", email, PASSWORD);
  await new Promise((resolve) => setTimeout(resolve, 500));
  if (!jar.cookies.size) throw new Error("no session cookie after register");
  return { userId, ctx: data.dataContext() };
}

/** What one drain left, counted the same way in Node and in Chromium. */
interface DrainRun {
  logMs: number;
  queued: number;
  outcome: string;
  drainMs: number;
  left: { create: number; photos: number; analyze: number; analyzeNeverSent: number };
  sent: [string, number][];
  /** IndexedDB transactions of the drain by mode (Chromium only). */
  transactions?: [string, number][];
  /** IndexedDB requests of the drain by store and method (Chromium only; cursor steps not counted). */
  idbRequests?: [string, number][];
  baseline: { meals: number; ms: number; requests: number };
  counts: { meals: number; photos: number; notes: number };
  /** CPU milliseconds of the server and of the client (this process and its other children). */
  cpu?: { drain: CpuSplit; baseline: CpuSplit };
}

interface CpuSplit {
  server: number;
  client: number;
  /** The client's CPU by process (the browser's processes by their kind). */
  clientByKind: Map<string, number>;
}

/** Runs `work` and the CPU the server and the client (the bench process and the browser) spent on it. */
async function withCpu<T>(server: RunningServer, work: () => Promise<T>): Promise<[T, CpuSplit]> {
  const read = () => ({ server: treeCpuMs([server.pid]), client: treeCpuMs([process.pid], [server.pid]) });
  const before = read();
  const result = await work();
  const after = read();
  return [
    result,
    {
      server: cpuBetween(before.server, after.server),
      client: cpuBetween(before.client, after.client),
      clientByKind: cpuByKind(before.client, after.client),
    },
  ];
}

const addCpu = (a: CpuSplit, b: CpuSplit): CpuSplit => {
  const clientByKind = new Map(a.clientByKind);
  for (const [kind, ms] of b.clientByKind) clientByKind.set(kind, (clientByKind.get(kind) ?? 0) + ms);
  return { server: a.server + b.server, client: a.client + b.client, clientByKind };
};

function reportDrain(part: string, run: DrainRun): void {
  const figure = (name: string, value: number, unit: string, baseline?: { name: string; value: number }) =>
    record({ bench: BENCH, name: `${part}: ${name}`, value, unit, ...(baseline ? { baseline } : {}) });
  figure(`log ${MEALS} meals offline (logMeal)`, run.logMs / 1000, "s");
  figure("logMeal, per meal", run.logMs / MEALS, "ms");
  figure("outbox entries queued", run.queued, "entries");
  // A meal is through the drain once its analyze request got an answer: accepted (202), or refused
  // for now by the analysis rate limit (429) and waiting for its retry.
  const processed = MEALS - run.left.analyzeNeverSent;
  const accepted = MEALS - run.left.analyze;
  const expectedMeals = MEALS - run.left.create;
  const expectedPhotos = MEALS - run.left.photos;
  const requests = run.sent.reduce((sum, [, n]) => sum + n, 0);
  const limited = run.sent.filter(([name]) => name.endsWith("/analyze 429"));
  const finished = run.outcome === "drained";
  figure(
    `meals through the drain (${finished ? "drained" : `${run.outcome} after ${DRAIN_SECONDS} s`})`,
    processed,
    `of ${MEALS}`,
  );
  figure("  of which analysis accepted (202)", accepted, "meals");
  figure(
    "  analyze answered 429 (rate limit), to retry",
    limited.reduce((sum, [, n]) => sum + n, 0),
    "answers",
  );
  figure(
    finished
      ? "drain time"
      : run.outcome === "waiting"
        ? "drain time (until only retries wait)"
        : "drain time until stopped",
    run.drainMs / 1000,
    "s",
  );
  figure("drain time per meal", run.drainMs / Math.max(1, processed), "ms", {
    name: `plain fetch, ${run.baseline.meals} meals`,
    value: run.baseline.ms / run.baseline.meals,
  });
  if (processed < MEALS)
    figure(
      `drain time for ${MEALS} meals, projected`,
      ((run.drainMs / Math.max(1, processed)) * MEALS) / 1000,
      "s",
    );
  figure("requests sent by the drain", requests, "requests");
  figure("requests per change (meal)", requests / Math.max(1, processed), "requests", {
    name: "plain fetch",
    value: run.baseline.requests / run.baseline.meals,
  });
  for (const [name, count] of [...run.sent].sort((a, b) => b[1] - a[1])) console.log(`    ${name}: ${count}`);
  figure(
    "duplicate meals on the server",
    run.counts.meals - expectedMeals,
    `(${run.counts.meals} stored, ${expectedMeals} expected)`,
  );
  figure(
    "duplicate photos on the server",
    run.counts.photos - expectedPhotos,
    `(${run.counts.photos} stored, ${expectedPhotos} expected)`,
  );
  figure("meals stored twice under another id", run.counts.meals - run.counts.notes, "meals");
  for (const [mode, count] of run.transactions ?? [])
    figure(`IndexedDB ${mode} transactions per meal`, count / Math.max(1, processed), "transactions");
  if (run.idbRequests) {
    const requests = run.idbRequests.reduce((sum, [, n]) => sum + n, 0);
    figure("IndexedDB requests per meal", requests / Math.max(1, processed), "requests");
    for (const [name, n] of [...run.idbRequests].sort((a, b) => b[1] - a[1]))
      console.log(`    ${name}: ${(n / Math.max(1, processed)).toFixed(2)} per meal`);
  }
  if (!run.cpu) return;
  // On 2 cores the drain can beat the sequential baseline only while server and client CPU per meal
  // together stay under two cores' worth of the baseline's wall time per meal.
  const perMeal = (ms: number, meals: number) => ms / Math.max(1, meals);
  const baselineMeals = run.baseline.meals;
  figure("server CPU per meal, drain", perMeal(run.cpu.drain.server, processed), "ms", {
    name: "plain fetch",
    value: perMeal(run.cpu.baseline.server, baselineMeals),
  });
  figure("client CPU per meal, drain", perMeal(run.cpu.drain.client, processed), "ms", {
    name: "plain fetch",
    value: perMeal(run.cpu.baseline.client, baselineMeals),
  });
  for (const [kind, ms] of [...run.cpu.drain.clientByKind].sort((a, b) => b[1] - a[1]))
    console.log(
      `    ${kind}: ${perMeal(ms, processed).toFixed(1)} ms per meal` +
        ` (plain fetch ${perMeal(run.cpu.baseline.clientByKind.get(kind) ?? 0, baselineMeals).toFixed(1)})`,
    );
}

const sumBaselines = (...halves: { meals: number; ms: number; requests: number }[]) => ({
  meals: halves.reduce((sum, half) => sum + half.meals, 0),
  ms: halves.reduce((sum, half) => sum + half.ms, 0),
  requests: halves.reduce((sum, half) => sum + half.requests, 0),
});

/** The data layer in this Node process, Dexie on fake-indexeddb. */
async function nodeDrain(server: RunningServer): Promise<DrainRun> {
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

    const leftEntries = await ctx.db.outbox.toArray();
    const leftOf = (kind: string) => leftEntries.filter((entry) => entry.request.kind === kind);
    const left = {
      create: leftOf("meal.create").length,
      photos: leftOf("meal.photos").length,
      analyze: leftOf("meal.analyze").length,
      analyzeNeverSent: leftOf("meal.analyze").filter((entry) => entry.attempts === 0).length,
    };
    const counts = serverCounts(server.dataDir, userId);
    const sent = [...jar.sent];
    const after = await plainFetchMeals(server.url, MEALS, photo, BASELINE_SECONDS / 2);
    await ctx.db.delete();
    return {
      logMs,
      queued,
      outcome: outcome.status,
      drainMs,
      left,
      sent,
      baseline: sumBaselines(before, after),
      counts,
    };
  } finally {
    jar.offline = true;
  }
}

/** A blank page on the server's origin that loads the bench entry; the bench files are served by routes. */
async function syncPage(browser: Browser, url: string, script: string, photo: Uint8Array): Promise<Page> {
  const context = await browser.newContext({ baseURL: url });
  await context.route(`${url}${BENCH_PATH}/**`, async (route) => {
    const name = new URL(route.request().url()).pathname.slice(BENCH_PATH.length + 1);
    if (name === "entry.js") return route.fulfill({ contentType: "text/javascript", body: script });
    if (name === "photo.jpg") return route.fulfill({ contentType: "image/jpeg", body: Buffer.from(photo) });
    if (name === "blank.html")
      return route.fulfill({
        contentType: "text/html",
        body: `<!doctype html><html><head><script type="module" src="${BENCH_PATH}/entry.js"></script></head><body></body></html>`,
      });
    return route.fulfill({ status: 404, body: "" });
  });
  const page = await context.newPage();
  await page.goto(`${BENCH_PATH}/blank.html`);
  await page.waitForFunction(() => "nutrisnapSync" in window);
  await page.evaluate((photoUrl) => window.nutrisnapSync.loadPhoto(photoUrl), `${BENCH_PATH}/photo.jpg`);
  // While a route is set, every request of the page goes through this process to be matched: the
  // API requests measured below go straight to the server instead.
  await context.unrouteAll();
  return page;
}

/** The data layer in Chromium on native IndexedDB; the baseline in a second context of the same browser. */
async function chromiumDrain(server: RunningServer): Promise<DrainRun> {
  const script = await bundleForBrowser(path.join(import.meta.dirname, "entries/syncPage.ts"));
  const photo = await photoJpeg(320, 240, 80);
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: CHROMIUM_ARGS,
    headless: true,
  });
  try {
    const page = await syncPage(browser, server.url, script, photo);
    const plain = await syncPage(browser, server.url, script, photo);
    const stamp = `${Date.now()}-${Math.round(Math.random() * 1e6)}`;
    const userId = await page.evaluate(
      ([email, password]) => window.nutrisnapSync.signUp(email!, password!),
      [`bench-sync-chromium-${stamp}@example.com`, PASSWORD],
    );
    await plain.evaluate(
      ([email, password]) => window.nutrisnapSync.registerPlain(email!, password!),
      [`bench-plain-chromium-${stamp}@example.com`, PASSWORD],
    );
    const logged = await page.evaluate((meals) => window.nutrisnapSync.logMeals(meals), MEALS);
    const baselineHalf = () =>
      plain.evaluate(
        ([meals, seconds]) => window.nutrisnapSync.plainFetchMeals(meals!, seconds!),
        [MEALS, BASELINE_SECONDS / 2],
      );
    const [before, beforeCpu] = await withCpu(server, baselineHalf);
    const profile = process.env.BENCH_SYNC_CPU_PROFILE;
    const cdp = profile ? await page.context().newCDPSession(page) : undefined;
    await cdp?.send("Profiler.enable");
    await cdp?.send("Profiler.start");
    const [drained, drainCpu] = await withCpu(server, () =>
      page.evaluate((seconds) => window.nutrisnapSync.drain(seconds), DRAIN_SECONDS),
    );
    if (cdp && profile) fs.writeFileSync(profile, JSON.stringify((await cdp.send("Profiler.stop")).profile));
    const counts = serverCounts(server.dataDir, userId);
    const [after, afterCpu] = await withCpu(server, baselineHalf);
    return {
      logMs: logged.ms,
      queued: logged.queued,
      outcome: drained.outcome,
      drainMs: drained.ms,
      left: drained.left,
      sent: drained.sent,
      transactions: drained.transactions,
      idbRequests: drained.idbRequests,
      baseline: sumBaselines(before, after),
      counts,
      cpu: { drain: drainCpu, baseline: addCpu(beforeCpu, afterCpu) },
    };
  } finally {
    await browser.close();
  }
}

export async function syncBench(): Promise<void> {
  heading(`Sync (${MEALS} meals with one photo each, logged offline, drained by the web data layer)`);
  const server = await startBuiltServer();
  try {
    if (PARTS.has("node")) reportDrain("Node, fake-indexeddb", await nodeDrain(server));
    if (PARTS.has("chromium")) reportDrain("Chromium, IndexedDB", await chromiumDrain(server));
  } finally {
    await server.stop();
  }
}
