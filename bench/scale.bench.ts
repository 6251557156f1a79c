// Scaling out (issue 17): list and create throughput and latency with 1, 2 and 3 built server
// nodes on one throw-away PostgreSQL (photos in one S3-compatible bucket), against 1 node on
// SQLite, with the same seeded users and meals and the same clients, spread round-robin over the
// nodes as a load balancer would. Then the time from an analysis job's completion on one node to
// its live message arriving on a stream held by another node.
// Every node shares the machine's cores with PostgreSQL and this load generator: on a small box
// more nodes mostly show the cost of the extra hop, not the gain of more machines.
import http from "node:http";
import { performance } from "node:perf_hooks";
import type { CreateMealRequest } from "@nutrisnap/shared/api";
import { startPostgres, type TestPostgres } from "../scripts/postgres.mjs";
import { openPostgres } from "../sync-server/src/db/database.ts";
import { migrateToLatest } from "../sync-server/src/db/migrator.ts";
import { startFakeOpenAI, type FakeOpenAI } from "../sync-server/src/testing/fakeOpenAI.ts";
import { startObjectStore, type TestObjectStore } from "../sync-server/src/testing/objectStore.ts";
import type { RunningServer } from "../e2e/harness/server.ts";
import { logPhotographedMeal, mealTime, photoJpeg } from "./lib/fixtures.ts";
import { percentile, runLoad, type LoadResult } from "./lib/load.ts";
import { heading, record, skip } from "./lib/report.ts";
import { insertUsers, seedUsers, startBuiltServer, type SeededUser } from "./lib/servers.ts";

const BENCH = "scale";
const USERS = Number(process.env.BENCH_SCALE_USERS ?? 200);
const MEALS = Number(process.env.BENCH_SCALE_MEALS ?? 10_000);
const SECONDS = Number(process.env.BENCH_SCALE_SECONDS ?? 4);
/** A multiple of 1, 2 and 3, so every node count gets the same clients per node. */
const CLIENTS = Number(process.env.BENCH_SCALE_CLIENTS ?? 48);
const ANALYSES = Number(process.env.BENCH_SCALE_ANALYSES ?? 100);
const STREAM_USERS = 50;
/** The node holding the streams looks for jobs this seldom, so the others take them. */
const SLOW_POLL_MS = 600_000;

interface Node {
  server: RunningServer;
  ai: FakeOpenAI;
}

interface Deployment {
  name: string;
  nodes: Node[];
  users: SeededUser[];
}

/** MEALS meals over the users, two a day going back in time, through the API of the first node. */
async function seedMeals(url: string, users: SeededUser[]): Promise<void> {
  const result = await runLoad({
    concurrency: 32,
    seconds: 3_600,
    maxRequests: MEALS,
    request: async (_client, index) => {
      const user = users[index % users.length]!;
      const nth = Math.floor(index / users.length);
      const body: CreateMealRequest = {
        type: nth % 2 === 0 ? "lunch" : "dinner",
        // From yesterday back: a time later today would be in the future.
        created_at: mealTime(Math.floor(nth / 2) + 1, nth % 2 === 0 ? 13 : 20),
        note: `bench meal ${nth}`,
      };
      const response = await fetch(`${url}/api/v1/meals`, {
        method: "POST",
        headers: { cookie: user.cookie, origin: url, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      const answer = await response.text();
      return response.status === 201 || `POST /api/v1/meals ${response.status}: ${answer.slice(0, 200)}`;
    },
  });
  if (result.errors > 0) throw new Error(`seeding failed: ${result.firstError}`);
}

/** Client c talks to node c mod n, as round-robin balancing of long-lived connections does. */
const listLoad = (urls: string[], users: SeededUser[]) =>
  runLoad({
    concurrency: CLIENTS,
    seconds: SECONDS,
    request: async (client, index) => {
      const url = urls[client % urls.length]!;
      const user = users[(client * 7919 + index) % users.length]!;
      const response = await fetch(`${url}/api/v1/meals?page=1`, { headers: { cookie: user.cookie } });
      await response.arrayBuffer();
      return response.status === 200 || `GET /api/v1/meals ${response.status}`;
    },
  });

const createLoad = (urls: string[], users: SeededUser[]) =>
  runLoad({
    concurrency: CLIENTS,
    seconds: SECONDS,
    request: async (client, index) => {
      const url = urls[client % urls.length]!;
      const user = users[(client + index * CLIENTS) % users.length]!;
      const response = await fetch(`${url}/api/v1/meals`, {
        method: "POST",
        headers: { cookie: user.cookie, origin: url, "content-type": "application/json" },
        body: JSON.stringify({ type: "snack", note: "scale bench" } satisfies CreateMealRequest),
      });
      await response.arrayBuffer();
      return response.status === 201 || `POST /api/v1/meals ${response.status}`;
    },
  });

const WARM_UP_SECONDS = 1;

/** One list and one create on the client's node, answers not counted. */
async function warmUp(urls: string[], users: SeededUser[], client: number, index: number): Promise<boolean> {
  const url = urls[client % urls.length]!;
  const user = users[(client + index) % users.length]!;
  await (await fetch(`${url}/api/v1/meals?page=1`, { headers: { cookie: user.cookie } })).arrayBuffer();
  const response = await fetch(`${url}/api/v1/meals`, {
    method: "POST",
    headers: { cookie: user.cookie, origin: url, "content-type": "application/json" },
    body: JSON.stringify({ type: "snack", note: "warm-up" } satisfies CreateMealRequest),
  });
  await response.arrayBuffer();
  return true;
}

function report(name: string, result: LoadResult, baseline: LoadResult | null): void {
  if (result.errors > 0) console.log(`  ${name}: ${result.errors} errors, first: ${result.firstError}`);
  const base = (value: number) => (baseline ? { name: "1 node on SQLite", value } : undefined);
  record({
    bench: BENCH,
    name: `${name}: requests/s`,
    value: result.perSecond,
    unit: "req/s",
    baseline: base(baseline?.perSecond ?? 0),
  });
  record({
    bench: BENCH,
    name: `${name}: p50`,
    value: result.p50,
    unit: "ms",
    baseline: base(baseline?.p50 ?? 0),
  });
  record({
    bench: BENCH,
    name: `${name}: p99`,
    value: result.p99,
    unit: "ms",
    baseline: base(baseline?.p99 ?? 0),
  });
}

/** Opens one SSE stream per user on `url`; `onMessage` gets each `data:` payload with its arrival time. */
async function openStreams(
  url: string,
  users: SeededUser[],
  agent: http.Agent,
  onMessage: (data: string, at: number) => void,
): Promise<http.ClientRequest[]> {
  const open = (user: SeededUser) =>
    new Promise<http.ClientRequest>((resolve, reject) => {
      const request = http.get(
        `${url}/api/v1/events`,
        { agent, headers: { cookie: user.cookie, accept: "text/event-stream" } },
        (response) => {
          if (response.statusCode !== 200) {
            response.resume();
            reject(new Error(`GET /api/v1/events ${response.statusCode}`));
            return;
          }
          let buffered = "";
          response.setEncoding("utf8");
          response.on("data", (chunk: string) => {
            const at = performance.timeOrigin + performance.now();
            buffered += chunk;
            let end: number;
            while ((end = buffered.indexOf("\n\n")) !== -1) {
              const data = buffered
                .slice(0, end)
                .split("\n")
                .filter((line) => line.startsWith("data:"))
                .map((line) => line.slice(5).trim())
                .join("\n");
              buffered = buffered.slice(end + 2);
              if (data) onMessage(data, at);
            }
          });
          resolve(request);
        },
      );
      request.on("error", reject);
    });
  return Promise.all(users.map(open));
}

/**
 * Streams on `streamNode`, ANALYSES meals (one photo each) created and analysed through
 * `workNode`: the delay from each job's completion (the meal's updated_at as the worker wrote it)
 * to its message arriving. Answers the sorted delays and how many analyses each node ran.
 */
async function deliveries(
  streamNode: Node,
  workNode: Node,
  nodes: Node[],
  users: SeededUser[],
): Promise<{ delays: number[]; expected: number; ranOn: number[] }> {
  const streamUsers = users.slice(0, STREAM_USERS);
  const arrivals = new Map<string, number>();
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const asked = nodes.map((node) => node.ai.requests.length);
  const streams = await openStreams(streamNode.server.url, streamUsers, agent, (data, at) => {
    try {
      const message = JSON.parse(data) as { type?: string; payload?: { meal_id?: string } };
      if (message.type === "meal_analysis_completed" && message.payload?.meal_id)
        arrivals.set(message.payload.meal_id, at);
    } catch {
      // not a live message
    }
  });
  try {
    const url = workNode.server.url;
    const photo = await photoJpeg(800, 600);
    const meals: { id: string; user: SeededUser }[] = [];
    const sent = await runLoad({
      concurrency: 10,
      seconds: 120,
      maxRequests: ANALYSES,
      request: async (_client, index) => {
        const user = streamUsers[index % streamUsers.length]!;
        const logged = await logPhotographedMeal(url, user, photo, "lunch");
        if (typeof logged === "string") return logged;
        meals.push({ id: logged.id, user });
        return true;
      },
    });
    if (sent.errors > 0) console.log(`  analyses: ${sent.errors} errors, first: ${sent.firstError}`);
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline && meals.some(({ id }) => !arrivals.has(id)))
      await new Promise((resolve) => setTimeout(resolve, 100));
    const delays: number[] = [];
    for (const { id, user } of meals) {
      const at = arrivals.get(id);
      if (at === undefined) continue;
      const response = await fetch(`${url}/api/v1/meals/${id}`, { headers: { cookie: user.cookie } });
      const { updated_at: completedAt } = (await response.json()) as { updated_at: string };
      delays.push(at - Date.parse(completedAt));
    }
    delays.sort((a, b) => a - b);
    return {
      delays,
      expected: meals.length,
      ranOn: nodes.map((node, i) => node.ai.requests.length - asked[i]!),
    };
  } finally {
    for (const stream of streams) stream.destroy();
    agent.destroy();
  }
}

async function startNode(env: Record<string, string>, dataDir?: string): Promise<Node> {
  const ai = await startFakeOpenAI({ host: "127.0.0.1" });
  const server = await startBuiltServer({
    dataDir,
    env: { ...env, OPENAI_BASE_URL: ai.url, OPENAI_API_KEY: "bench", ANALYSIS_CONCURRENCY: "4" },
  });
  return { server, ai };
}

async function stopNodes(nodes: Node[]): Promise<void> {
  for (const node of nodes) {
    await node.server.stop();
    await node.ai.close();
  }
}

export async function scaleBench(): Promise<void> {
  heading(
    `Scaling out (${USERS} users, ${MEALS} meals, ${CLIENTS} clients round-robin over the nodes, ` +
      `${SECONDS} s per figure; PostgreSQL without fsync, as in the tests)`,
  );
  let postgres: TestPostgres | null = null;
  let objectStore: TestObjectStore | null = null;
  const deployments: Deployment[] = [];
  try {
    // SQLite: one node, its users seeded into its DATA_DIR, its meals through its API.
    const sqlite = await seedUsers(USERS);
    const single: Deployment = {
      name: "1 node on SQLite",
      nodes: [await startNode({}, sqlite.dataDir)],
      users: sqlite.users,
    };
    deployments.push(single);
    await seedMeals(single.nodes[0]!.server.url, single.users);

    // PostgreSQL: the same users and meals, three nodes on one database and one bucket. The first
    // node holds the live streams below and seldom looks for jobs enqueued elsewhere.
    try {
      postgres = await startPostgres();
    } catch (error) {
      if (!String(error).includes("not installed")) throw error;
      for (const name of ["PostgreSQL list and create", "completion to delivery across nodes"])
        skip(BENCH, name, "PostgreSQL is not installed (apt-get install -y postgresql)");
      return;
    }
    objectStore = await startObjectStore();
    const database = await openPostgres(postgres.url);
    let users: SeededUser[];
    try {
      await migrateToLatest(database.db);
      users = await insertUsers(database.db, USERS);
    } finally {
      await database.close();
    }
    const shared = {
      ...objectStore.env("scale"),
      DATABASE_URL: postgres.url,
      TWO_FACTOR_KEY: "5e".repeat(32),
    };
    const cluster: Deployment = { name: "PostgreSQL", nodes: [], users };
    deployments.push(cluster);
    for (let i = 0; i < 3; i++)
      cluster.nodes.push(
        await startNode(i === 0 ? { ...shared, ANALYSIS_POLL_MS: String(SLOW_POLL_MS) } : shared),
      );
    await seedMeals(cluster.nodes[0]!.server.url, users);

    // Reads first, on every deployment, then writes (which add meals).
    const urlsOf = (deployment: Deployment, count: number) =>
      deployment.nodes.slice(0, count).map((node) => node.server.url);
    // A second of each on every node first, untimed: no figure pays for a cold start.
    for (const deployment of deployments) {
      const urls = urlsOf(deployment, deployment.nodes.length);
      await runLoad({
        concurrency: CLIENTS,
        seconds: WARM_UP_SECONDS,
        request: (client, index) => warmUp(urls, deployment.users, client, index),
      });
    }
    const listSqlite = await listLoad(urlsOf(single, 1), single.users);
    report("GET /api/v1/meals page 1, 1 node on SQLite", listSqlite, null);
    for (const count of [1, 2, 3])
      report(
        `GET /api/v1/meals page 1, ${count} node${count > 1 ? "s" : ""} on PostgreSQL`,
        await listLoad(urlsOf(cluster, count), users),
        listSqlite,
      );
    const createSqlite = await createLoad(urlsOf(single, 1), single.users);
    report("POST /api/v1/meals, 1 node on SQLite", createSqlite, null);
    for (const count of [1, 2, 3])
      report(
        `POST /api/v1/meals, ${count} node${count > 1 ? "s" : ""} on PostgreSQL`,
        await createLoad(urlsOf(cluster, count), users),
        createSqlite,
      );

    // Delivery: on SQLite, streams and work on the one node; on PostgreSQL, streams on node 1 and
    // the meals created and analysed through node 2 (node 1 polls for jobs every 10 minutes).
    const local = await deliveries(single.nodes[0]!, single.nodes[0]!, single.nodes, single.users);
    const cross = await deliveries(cluster.nodes[0]!, cluster.nodes[1]!, cluster.nodes, users);
    record({
      bench: BENCH,
      name: "cross-node deliveries received",
      value: cross.delays.length,
      unit: `of ${cross.expected} (analyses run per node: ${cross.ranOn.join(", ")})`,
    });
    record({
      bench: BENCH,
      name: "completion to delivery across nodes: p50",
      value: percentile(cross.delays, 0.5),
      unit: "ms",
      baseline: { name: "same node on SQLite", value: percentile(local.delays, 0.5) },
    });
    record({
      bench: BENCH,
      name: "completion to delivery across nodes: p99",
      value: percentile(cross.delays, 0.99),
      unit: "ms",
      baseline: { name: "same node on SQLite", value: percentile(local.delays, 0.99) },
    });
    record({
      bench: BENCH,
      name: "  same node on SQLite: deliveries received",
      value: local.delays.length,
      unit: `of ${local.expected}`,
    });
  } catch (error) {
    const output = deployments
      .flatMap((deployment) => deployment.nodes.map((node) => node.server.output().slice(-2000)))
      .join("\n---\n");
    throw new Error(`${String(error)}\nserver output:\n${output}`, { cause: error });
  } finally {
    for (const deployment of deployments) await stopNodes(deployment.nodes);
    await objectStore?.close();
    postgres?.stop();
  }
}
