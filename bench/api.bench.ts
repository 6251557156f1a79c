// API throughput and latency against the built server with 100,000 meals over 1,000 users.
// Baseline: GET /api/health of the same server in the same run (no session, no user data).
import { spawn } from "node:child_process";
import path from "node:path";
import { performance } from "node:perf_hooks";
import sharp from "sharp";
import type { CreateMealRequest } from "@nutrisnap/shared/api";
import { processImage } from "../sync-server/src/photos/processImage.ts";
import { logPhotographedMeal, mealTime, startFakeAi, photoJpeg } from "./lib/fixtures.ts";
import { percentile, runLoad, type LoadResult } from "./lib/load.ts";
import { heading, record, skip } from "./lib/report.ts";
import { seedUsers, startBuiltServer, type SeededUser } from "./lib/servers.ts";

const BENCH = "api";
const USERS = Number(process.env.BENCH_USERS ?? 1_000);
const MEALS = Number(process.env.BENCH_MEALS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONCURRENCY = 50;

function report(name: string, result: LoadResult, baseline: LoadResult): void {
  if (result.errors > 0) console.log(`  ${name}: ${result.errors} errors, first: ${result.firstError}`);
  record({
    bench: BENCH,
    name: `${name}: requests/s`,
    value: result.perSecond,
    unit: "req/s",
    baseline: { name: "health", value: baseline.perSecond },
  });
  record({
    bench: BENCH,
    name: `${name}: p50`,
    value: result.p50,
    unit: "ms",
    baseline: { name: "health", value: baseline.p50 },
  });
  record({
    bench: BENCH,
    name: `${name}: p99`,
    value: result.p99,
    unit: "ms",
    baseline: { name: "health", value: baseline.p99 },
  });
}

/** 100 meals per user by default: two a day going back in time, through the API itself. */
async function seedMeals(url: string, users: SeededUser[]): Promise<LoadResult> {
  const perUser = Math.ceil(MEALS / users.length);
  return runLoad({
    concurrency: 32,
    seconds: 3_600,
    maxRequests: MEALS,
    request: async (_client, index) => {
      const user = users[index % users.length]!;
      const nth = Math.floor(index / users.length);
      const body: CreateMealRequest = {
        type: nth % 2 === 0 ? "lunch" : "dinner",
        created_at: mealTime(Math.floor(nth / 2), nth % 2 === 0 ? 13 : 20),
        note: `bench meal ${nth} of ${perUser}`,
      };
      const response = await fetch(`${url}/api/v1/meals`, {
        method: "POST",
        headers: { cookie: user.cookie, origin: url, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      await response.arrayBuffer();
      return response.status === 201 || response.status === 200 || `POST /api/v1/meals ${response.status}`;
    },
  });
}

const getLoad = (url: string, users: SeededUser[], path: string) =>
  runLoad({
    concurrency: CONCURRENCY,
    seconds: SECONDS,
    request: async (client, index) => {
      const user = users[(client * 7919 + index) % users.length]!;
      const response = await fetch(`${url}${path}`, { headers: { cookie: user.cookie } });
      await response.arrayBuffer();
      return response.status === 200 || `GET ${path} ${response.status}`;
    },
  });

async function answers(url: string, user: SeededUser, path: string): Promise<number> {
  const response = await fetch(`${url}${path}`, { headers: { cookie: user.cookie } });
  await response.arrayBuffer();
  return response.status;
}

export async function apiBench(): Promise<void> {
  heading(`API (${USERS} users, ${MEALS} meals, ${CONCURRENCY} concurrent clients, ${SECONDS} s per figure)`);
  const { dataDir, users } = await seedUsers(USERS);
  const fakeAi = await startFakeAi();
  const server = await startBuiltServer({
    dataDir,
    env: fakeAi ? { OPENAI_BASE_URL: fakeAi.url, OPENAI_API_KEY: "bench", ANALYSIS_CONCURRENCY: "4" } : {},
  });
  try {
    const health = await runLoad({
      concurrency: CONCURRENCY,
      seconds: SECONDS,
      request: async () => {
        const response = await fetch(`${server.url}/api/health`);
        await response.arrayBuffer();
        return response.status === 200;
      },
    });
    record({
      bench: BENCH,
      name: "baseline GET /api/health: requests/s",
      value: health.perSecond,
      unit: "req/s",
    });
    record({ bench: BENCH, name: "baseline GET /api/health: p50", value: health.p50, unit: "ms" });
    record({ bench: BENCH, name: "baseline GET /api/health: p99", value: health.p99, unit: "ms" });

    if ((await answers(server.url, users[0]!, "/api/v1/meals")) === 404) {
      const reason = "GET /api/v1/meals answers 404 (the meals feature is not merged yet)";
      for (const name of ["GET /api/v1/meals page 1", "GET /api/v1/nutrition/daily", "create meal + analyze"])
        skip(BENCH, name, reason);
      return;
    }
    const seeded = await seedMeals(server.url, users);
    if (seeded.errors > 0) throw new Error(`seeding failed: ${seeded.firstError}`);
    record({
      bench: BENCH,
      name: `seeding: POST /api/v1/meals (${seeded.requests}, 32 clients)`,
      value: seeded.perSecond,
      unit: "req/s",
      baseline: { name: "health", value: health.perSecond },
    });

    report("GET /api/v1/meals page 1", await getLoad(server.url, users, "/api/v1/meals?page=1"), health);

    if ((await answers(server.url, users[0]!, "/api/v1/nutrition/daily")) === 404)
      skip(BENCH, "GET /api/v1/nutrition/daily", "answers 404 (the nutrition summary is not merged yet)");
    else
      report(
        "GET /api/v1/nutrition/daily",
        await getLoad(server.url, users, "/api/v1/nutrition/daily"),
        health,
      );

    if (!fakeAi)
      skip(
        BENCH,
        "create meal + analyze",
        "no fake AI provider (sync-server/src/testing/fakeOpenAI.ts) in this checkout",
      );
    else await createAndAnalyze(server.url, users, health);
  } finally {
    await server.stop();
    await fakeAi?.close();
  }
}

const PHOTO_RUNS = 15;

/**
 * The server's processing of one upload (processImage: header check, one decode, display JPEG and
 * thumbnail) against the least any server must do with it: one plain sharp decode -> resize to
 * 1920 px -> JPEG with libjpeg-turbo's defaults. Same photo, same process, runs interleaved; medians.
 */
async function photoProcessing(photo: Uint8Array): Promise<void> {
  const bytes = Buffer.from(photo);
  const plain = () =>
    sharp(bytes)
      .resize({ width: 1920, height: 1920, fit: "inside", withoutEnlargement: true })
      .jpeg()
      .toBuffer();
  const server = () => processImage(bytes, { maxBytes: 50 * 1024 ** 2, maxPixels: 50_000_000 });
  const times = { plain: [] as number[], server: [] as number[] };
  await plain();
  await server();
  for (let i = 0; i < PHOTO_RUNS; i++) {
    for (const [name, run] of [
      ["plain", plain],
      ["server", server],
    ] as const) {
      const t0 = performance.now();
      await run();
      times[name].push(performance.now() - t0);
    }
  }
  const median = (values: number[]) =>
    percentile(
      [...values].sort((a, b) => a - b),
      0.5,
    );
  record({
    bench: BENCH,
    name: `photo processing per upload (1280 x 960, median of ${PHOTO_RUNS})`,
    value: median(times.server),
    unit: "ms",
    baseline: { name: "plain decode -> resize 1920 -> JPEG", value: median(times.plain) },
  });
}

/**
 * GET /api/health from 2 clients back to back, in a child process (bench/lib/healthProbe.mjs): how a
 * burst treats other requests. `until` ends it; the answer is every latency, sorted.
 */
async function healthProbe(url: string, until: Promise<unknown>): Promise<number[]> {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, "lib/healthProbe.mjs"), url, "0"], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  let output = "";
  child.stdout.setEncoding("utf8");
  child.stdout.on("data", (chunk: string) => (output += chunk));
  const exited = new Promise((resolve) => child.once("exit", resolve));
  await until;
  child.stdin.end();
  await exited;
  return (JSON.parse(output) as number[]).sort((a, b) => a - b);
}

/** One operation = create a meal, upload one photo, ask for its analysis (the fake provider answers). */
async function createAndAnalyze(url: string, users: SeededUser[], health: LoadResult): Promise<void> {
  const photo = await photoJpeg(1280, 960);
  await photoProcessing(photo);
  const idle = await healthProbe(url, new Promise((resolve) => setTimeout(resolve, SECONDS * 1000)));
  const created: { id: string; user: SeededUser }[] = [];
  let burstOver!: () => void;
  const duringBurst = healthProbe(url, new Promise<void>((resolve) => (burstOver = resolve)));
  const result = await runLoad({
    concurrency: CONCURRENCY,
    seconds: SECONDS * 2,
    request: async (client, index) => {
      const user = users[(client + index * CONCURRENCY) % users.length]!;
      const logged = await logPhotographedMeal(url, user, photo, "snack");
      if (typeof logged === "string") return logged;
      created.push({ id: logged.id, user });
      return true;
    },
  });
  burstOver();
  const burstHealth = await duringBurst;
  report("create meal + 1 photo + analyze (3 requests)", result, health);
  record({
    bench: BENCH,
    name: `GET /api/health p99 during that burst (2 clients, ${burstHealth.length} requests)`,
    value: percentile(burstHealth, 0.99),
    unit: "ms",
    baseline: { name: "same probe before the burst", value: percentile(idle, 0.99) },
  });
  // How many of the queued analyses the worker finished: polled after the load, not timed.
  const deadline = Date.now() + 60_000;
  let completed = 0;
  for (const { id, user } of created) {
    for (;;) {
      const response = await fetch(`${url}/api/v1/meals/${id}`, { headers: { cookie: user.cookie } });
      const meal = (await response.json()) as { analysis_status?: string };
      if (meal.analysis_status === "completed") {
        completed += 1;
        break;
      }
      if (meal.analysis_status === "failed" || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  record({
    bench: BENCH,
    name: "analyses completed by the fake provider",
    value: completed,
    unit: `of ${created.length}`,
  });
}
