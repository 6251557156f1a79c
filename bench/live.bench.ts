// Live events (GET /api/v1/events, SSE): 10,000 concurrent streams held against the built server,
// the server's memory per stream, and the time from an analysis job's completion (the meal's
// updated_at as the worker wrote it) to the live message arriving on the user's streams.
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { photoJpeg, startFakeAi } from "./lib/fixtures.ts";
import { percentile, runLoad } from "./lib/load.ts";
import { heading, record, skip } from "./lib/report.ts";
import { seedUsers, startBuiltServer, type SeededUser } from "./lib/servers.ts";

const BENCH = "live";
const STREAMS = Number(process.env.BENCH_STREAMS ?? 10_000);
const USERS = 1_000;
const ANALYSES = 200;

const rssOf = (pid: number): number => {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN) * 1024;
};

interface Stream {
  user: SeededUser;
  open: boolean;
  request: http.ClientRequest;
}

/** Opens one SSE stream; `onMessage` gets each `data:` payload with its arrival time. */
function openStream(
  url: string,
  user: SeededUser,
  agent: http.Agent,
  onMessage: (data: string, at: number) => void,
): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${url}/api/v1/events`,
      { agent, headers: { cookie: user.cookie, accept: "text/event-stream" } },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          reject(new Error(`GET /api/v1/events ${response.statusCode}`));
          return;
        }
        const stream: Stream = { user, open: true, request };
        let buffered = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          const at = performance.timeOrigin + performance.now();
          buffered += chunk;
          let end: number;
          while ((end = buffered.indexOf("\n\n")) !== -1) {
            const event = buffered.slice(0, end);
            buffered = buffered.slice(end + 2);
            const data = event
              .split("\n")
              .filter((line) => line.startsWith("data:"))
              .map((line) => line.slice(5).trim())
              .join("\n");
            if (data) onMessage(data, at);
          }
        });
        response.on("close", () => (stream.open = false));
        resolve(stream);
      },
    );
    request.on("error", reject);
  });
}

async function openMany(
  url: string,
  users: SeededUser[],
  agent: http.Agent,
  onMessage: (data: string, at: number) => void,
): Promise<Stream[]> {
  const streams: Stream[] = [];
  for (let i = 0; i < STREAMS; i += 500) {
    const batch = Array.from({ length: Math.min(500, STREAMS - i) }, (_, j) =>
      openStream(url, users[(i + j) % users.length]!, agent, onMessage),
    );
    streams.push(...(await Promise.all(batch)));
  }
  return streams;
}

/**
 * Memory per stream of a minimal server holding as many streams, measured the same way: a bare
 * node:http server (bench/lib/bareSse.mjs), the floor any Node server starts from, or Hono on
 * @hono/node-server with a ReadableStream body (bench/lib/honoSse.mjs), the framework's floor.
 */
async function floorPerStream(users: SeededUser[], script: "bareSse.mjs" | "honoSse.mjs"): Promise<number> {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, "lib", script)], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  let streams: Stream[] = [];
  try {
    const port = await new Promise<string>((resolve) =>
      child.stdout.once("data", (chunk: Buffer) => resolve(chunk.toString().trim())),
    );
    const url = `http://127.0.0.1:${port}`;
    await runLoad({
      concurrency: 20,
      seconds: 1,
      request: async () => {
        const response = await fetch(url);
        await response.body?.cancel();
        return response.ok;
      },
    });
    const before = rssOf(child.pid!);
    streams = await openMany(url, users, agent, () => {});
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    return (rssOf(child.pid!) - before) / streams.length;
  } finally {
    for (const stream of streams) stream.request.destroy();
    agent.destroy();
    child.kill();
  }
}

export async function liveBench(): Promise<void> {
  heading(`Live events (${STREAMS} SSE streams over ${USERS} users)`);
  const { dataDir, users } = await seedUsers(USERS);
  const fakeAi = await startFakeAi();
  const server = await startBuiltServer({
    dataDir,
    env: fakeAi ? { OPENAI_BASE_URL: fakeAi.url, OPENAI_API_KEY: "bench", ANALYSIS_CONCURRENCY: "4" } : {},
  });
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const streams: Stream[] = [];
  try {
    const probe = await fetch(`${server.url}/api/v1/events`, { headers: { cookie: users[0]!.cookie } });
    await probe.body?.cancel();
    if (probe.status === 404) {
      const reason = "GET /api/v1/events answers 404 (live events are not merged yet)";
      for (const name of ["streams held", "memory per stream", "job completion to delivery"])
        skip(BENCH, name, reason);
      return;
    }
    // The floor first, while this process holds no other streams.
    const bare = await floorPerStream(users, "bareSse.mjs");
    const framework = await floorPerStream(users, "honoSse.mjs");
    // Warm the server up so its baseline memory is not its cold-start memory.
    await runLoad({
      concurrency: 20,
      seconds: 1,
      request: async () => (await fetch(`${server.url}/api/health`)).ok,
    });
    const before = rssOf(server.pid);

    const arrivals = new Map<string, number[]>();
    const onMessage = (data: string, at: number): void => {
      try {
        const message = JSON.parse(data) as { type?: string; payload?: { meal_id?: string } };
        if (message.type !== "meal_analysis_completed" || !message.payload?.meal_id) return;
        const list = arrivals.get(message.payload.meal_id) ?? [];
        list.push(at);
        arrivals.set(message.payload.meal_id, list);
      } catch {
        // not a live message
      }
    };
    const t0 = performance.now();
    streams.push(...(await openMany(server.url, users, agent, onMessage)));
    const opened = performance.now() - t0;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const after = rssOf(server.pid);
    record({
      bench: BENCH,
      name: "streams opened",
      value: streams.length,
      unit: `of ${STREAMS} (in ${(opened / 1000).toFixed(1)} s)`,
    });
    record({
      bench: BENCH,
      name: "server memory per stream (RSS growth / streams)",
      value: (after - before) / streams.length / 1024,
      unit: "KiB",
      baseline: { name: "bare node:http server, same streams", value: bare / 1024 },
    });
    record({
      bench: BENCH,
      name: "  the framework alone: Hono on @hono/node-server, a ReadableStream per stream",
      value: framework / 1024,
      unit: "KiB",
      baseline: { name: "bare node:http server, same streams", value: bare / 1024 },
    });
    record({
      bench: BENCH,
      name: "server RSS holding every stream",
      value: after / 1024 ** 2,
      unit: "MiB",
      baseline: { name: "without streams", value: before / 1024 ** 2 },
    });

    const health = await runLoad({
      concurrency: 10,
      seconds: 2,
      request: async () => (await fetch(`${server.url}/api/health`)).ok,
    });

    if (!fakeAi) {
      skip(
        BENCH,
        "job completion to delivery",
        "no fake AI provider (sync-server/src/testing/fakeOpenAI.ts) in this checkout",
      );
    } else {
      const photo = await photoJpeg(800, 600);
      const meals: { id: string; user: SeededUser }[] = [];
      await runLoad({
        concurrency: 20,
        seconds: 120,
        maxRequests: ANALYSES,
        request: async (_client, index) => {
          const user = users[index % users.length]!;
          const headers = { cookie: user.cookie, origin: server.url };
          const meal = await fetch(`${server.url}/api/v1/meals`, {
            method: "POST",
            headers: { ...headers, "content-type": "application/json" },
            body: JSON.stringify({ type: "lunch" }),
          });
          const { id } = (await meal.json()) as { id: string };
          const form = new FormData();
          form.append("meal_id", id);
          form.append("photos", new Blob([photo], { type: "image/jpeg" }), "meal.jpg");
          await (
            await fetch(`${server.url}/api/v1/meals/photos/multiple`, { method: "POST", headers, body: form })
          ).arrayBuffer();
          const analyze = await fetch(`${server.url}/api/v1/meals/${id}/analyze`, {
            method: "POST",
            headers: { ...headers, "content-type": "application/json" },
            body: "null",
          });
          await analyze.arrayBuffer();
          meals.push({ id, user });
          return analyze.ok || `analyze ${analyze.status}`;
        },
      });
      const streamsOf = new Map<string, number>();
      for (const stream of streams) streamsOf.set(stream.user.id, (streamsOf.get(stream.user.id) ?? 0) + 1);
      const expected = (user: SeededUser): number => streamsOf.get(user.id) ?? 0;
      const deadline = Date.now() + 120_000;
      while (
        Date.now() < deadline &&
        meals.some(({ id, user }) => (arrivals.get(id)?.length ?? 0) < expected(user))
      )
        await new Promise((resolve) => setTimeout(resolve, 100));
      const delays: number[] = [];
      for (const { id, user } of meals) {
        const response = await fetch(`${server.url}/api/v1/meals/${id}`, {
          headers: { cookie: user.cookie },
        });
        const { updated_at: completedAt } = (await response.json()) as { updated_at: string };
        for (const at of arrivals.get(id) ?? []) delays.push(at - Date.parse(completedAt));
      }
      delays.sort((a, b) => a - b);
      record({
        bench: BENCH,
        name: "deliveries received",
        value: delays.length,
        unit: `of ${meals.reduce((sum, { user }) => sum + expected(user), 0)}`,
      });
      record({
        bench: BENCH,
        name: "job completion to delivery: p50",
        value: percentile(delays, 0.5),
        unit: "ms",
        baseline: { name: "GET /api/health p50, streams held", value: health.p50 },
      });
      record({
        bench: BENCH,
        name: "job completion to delivery: p99",
        value: percentile(delays, 0.99),
        unit: "ms",
        baseline: { name: "GET /api/health p99, streams held", value: health.p99 },
      });
    }
    record({
      bench: BENCH,
      name: "streams still open at the end",
      value: streams.filter((s) => s.open).length,
      unit: `of ${streams.length}`,
    });
  } catch (error) {
    // The server's own words, when it is the server that failed.
    throw new Error(`${String(error)}\nserver output:\n${server.output().slice(-4000)}`, { cause: error });
  } finally {
    for (const stream of streams) stream.request.destroy();
    agent.destroy();
    await server.stop();
    await fakeAi?.close();
  }
}
