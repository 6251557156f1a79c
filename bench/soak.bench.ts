// Soak: the API mix against one server for BENCH_SOAK_SECONDS (an hour by default), sampling the
// server's RSS; a leak shows as growth after the warm-up. Not part of the default run (it is long):
// npm run bench -- soak. Shorter runs extrapolate the growth of their second half to an hour.
import fs from "node:fs";
import { performance } from "node:perf_hooks";
import type { CreateMealRequest } from "@nutrisnap/shared/api";
import { runLoad } from "./lib/load.ts";
import { heading, record } from "./lib/report.ts";
import { seedUsers, startBuiltServer, type SeededUser } from "./lib/servers.ts";

const BENCH = "soak";
const SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 3_600);
const USERS = 100;
const CLIENTS = 8;
const SAMPLES = 12;

const rssOf = (pid: number): number => {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN) * 1024;
};

/** One step of the mix, by turn: list, day summary, log a meal and read it back, a live stream, health. */
async function step(url: string, user: SeededUser, turn: number): Promise<boolean | string> {
  const headers = { cookie: user.cookie, origin: url };
  const get = async (path: string) => {
    const response = await fetch(`${url}${path}`, { headers });
    await response.arrayBuffer();
    return response.ok || `GET ${path} ${response.status}`;
  };
  switch (turn % 5) {
    case 0:
      return get("/api/v1/meals?page=1");
    case 1:
      return get("/api/v1/nutrition/daily");
    case 2: {
      const created = await fetch(`${url}/api/v1/meals`, {
        method: "POST",
        headers: { ...headers, "content-type": "application/json" },
        body: JSON.stringify({ type: "snack", note: `soak ${turn}` } satisfies CreateMealRequest),
      });
      if (!created.ok) return `POST /api/v1/meals ${created.status}`;
      const { id } = (await created.json()) as { id: string };
      return get(`/api/v1/meals/${id}`);
    }
    case 3: {
      // A live stream opened and dropped, as a phone going to sleep does.
      const controller = new AbortController();
      const response = await fetch(`${url}/api/v1/events`, { headers, signal: controller.signal });
      const reader = response.body?.getReader();
      await reader?.read();
      controller.abort();
      return response.ok || `GET /api/v1/events ${response.status}`;
    }
    default:
      return get("/api/health");
  }
}

export async function soakBench(): Promise<void> {
  heading(`Soak (the API mix for ${SECONDS} s, ${CLIENTS} clients, ${USERS} users)`);
  const { dataDir, users } = await seedUsers(USERS);
  const server = await startBuiltServer({ dataDir });
  try {
    const samples: { at: number; rss: number }[] = [];
    const started = performance.now();
    const sampler = setInterval(
      () => samples.push({ at: (performance.now() - started) / 1000, rss: rssOf(server.pid) }),
      (SECONDS * 1000) / SAMPLES,
    );
    const result = await runLoad({
      concurrency: CLIENTS,
      seconds: SECONDS,
      request: (client, index) => step(server.url, users[(client * 31 + index) % users.length]!, index),
    });
    clearInterval(sampler);
    samples.push({ at: (performance.now() - started) / 1000, rss: rssOf(server.pid) });
    if (result.errors > 0) console.log(`  ${result.errors} errors, first: ${result.firstError}`);
    console.log(
      `  RSS samples (s: MiB): ${samples.map((s) => `${s.at.toFixed(0)}: ${(s.rss / 1024 ** 2).toFixed(0)}`).join(", ")}`,
    );
    record({
      bench: BENCH,
      name: "requests in the mix",
      value: result.requests,
      unit: `(${result.perSecond.toFixed(0)}/s)`,
    });
    const warm = samples[Math.floor(samples.length / 2)]!;
    const last = samples.at(-1)!;
    record({
      bench: BENCH,
      name: "server RSS after the warm-up (half time)",
      value: warm.rss / 1024 ** 2,
      unit: "MiB",
    });
    record({
      bench: BENCH,
      name: `server RSS at the end (${SECONDS} s)`,
      value: last.rss / 1024 ** 2,
      unit: "MiB",
    });
    record({
      bench: BENCH,
      name: "growth in the second half, per hour",
      value: ((last.rss - warm.rss) / 1024 ** 2) * (3_600 / Math.max(1, last.at - warm.at)),
      unit: "MiB/h",
    });
  } finally {
    await server.stop();
  }
}
