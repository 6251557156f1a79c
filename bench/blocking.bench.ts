// The signed-in dashboard's main-thread blocking, measured with less noise than Lighthouse's total
// blocking time: Debian's Chromium with a 4x CPU slowdown and a slow-4G network (CDP emulation, as
// Lighthouse's devtools throttling), a fresh context per load, the long tasks from first
// contentful paint until the page is quiet, blocking = sum(max(0, duration - 50 ms)). Two web builds
// are served by two copies of the built server and loaded alternately, so a change of the machine's
// load falls on both alike: BENCH_BLOCKING_A (a build kept aside, e.g. main's) and BENCH_BLOCKING_B
// (default: web/dist). BENCH_BLOCKING_RUNS (default 7), BENCH_LIGHTHOUSE_LANGUAGES (default en,es).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Browser } from "playwright-core";
import { CHROMIUM_ARGS, findChromium } from "../e2e/harness/chromium.ts";
import type { RunningServer } from "../e2e/harness/server.ts";
import { seedUser, type Language } from "./lighthouse.bench.ts";
import { heading, record } from "./lib/report.ts";
import { repoRoot, startBuiltServer } from "./lib/servers.ts";

const BENCH = "blocking";
const RUNS = Number(process.env.BENCH_BLOCKING_RUNS ?? 7);
const QUIET_MS = 3_000;
const LIMIT_MS = 30_000;

interface Load {
  blocking: number;
  /** The same from the trace's thread times: the page's own work, not the machine's load. */
  cpuBlocking: number;
  cpuLongest: number;
  longest: number;
  tasks: number;
  fcp: number;
  lcp: number;
}

// Runs in the page before its scripts: every long task and paint, kept on window.
const OBSERVE = `
  window.__longTasks = [];
  window.__paints = { fcp: 0, lcp: 0 };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push([e.startTime, e.duration]);
  }).observe({ type: "longtask", buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (e.name === "first-contentful-paint") window.__paints.fcp = e.startTime;
  }).observe({ type: "paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__paints.lcp = e.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
`;

interface Observed {
  tasks: [number, number][];
  fcp: number;
  lcp: number;
  now: number;
}

async function loadOnce(browser: Browser, url: string, language: Language, cookie: string): Promise<Load> {
  const context = await browser.newContext({
    locale: language.replace("_", "-"),
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: "block",
  });
  try {
    await context.addCookies(
      cookie.split("; ").map((pair) => {
        const [name = "", ...value] = pair.split("=");
        return { name, value: value.join("="), url: new URL(url).origin };
      }),
    );
    await context.addInitScript(OBSERVE);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    // Lighthouse's slow 4G as devtools throttling applies it: 562.5 ms, 1.47 Mbit/s down, 675 kbit/s up.
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 562.5,
      downloadThroughput: (1474.56 * 1024) / 8,
      uploadThroughput: (675 * 1024) / 8,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await page.goto(url, { waitUntil: "load", timeout: LIMIT_MS });
    const started = Date.now();
    let observed: Observed;
    for (;;) {
      await page.waitForTimeout(500);
      observed = await page.evaluate(
        () =>
          ({
            tasks: (window as unknown as { __longTasks: [number, number][] }).__longTasks,
            ...(window as unknown as { __paints: { fcp: number; lcp: number } }).__paints,
            now: performance.now(),
          }) as Observed,
      );
      const lastEnd = Math.max(0, ...observed.tasks.map(([start, duration]) => start + duration));
      if (observed.now - lastEnd >= QUIET_MS && observed.fcp > 0) break;
      if (Date.now() - started > LIMIT_MS) break;
    }
    const raw = (await browser.stopTracing()).toString();
    if (process.env.BENCH_BLOCKING_TRACE) fs.writeFileSync(process.env.BENCH_BLOCKING_TRACE, raw);
    const trace = JSON.parse(raw) as { traceEvents: TraceEvent[] };
    const cpu = cpuBlocking(trace.traceEvents);
    const landed = new URL(page.url()).pathname;
    if (landed !== new URL(url).pathname) throw new Error(`${url} ended at ${landed}`);
    let blocking = 0;
    let longest = 0;
    let tasks = 0;
    for (const [start, duration] of observed.tasks) {
      const end = start + duration;
      if (end <= observed.fcp) continue;
      // As Lighthouse: a task that began before the first paint counts from the paint on.
      const counted = end - Math.max(start, observed.fcp);
      blocking += Math.max(0, counted - 50);
      longest = Math.max(longest, duration);
      tasks++;
    }
    return { blocking, ...cpu, longest, tasks, fcp: observed.fcp, lcp: observed.lcp };
  } finally {
    await context.close();
  }
}

const TRACE_CATEGORIES = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "loading",
  "toplevel",
];

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; frame?: string };
}

/**
 * Blocking from the trace: the renderer's main-thread tasks after its first contentful paint,
 * each taken at its thread time (the CPU it used, whatever else the machine ran), minus 50 ms.
 */
function cpuBlocking(events: TraceEvent[]): { cpuBlocking: number; cpuLongest: number } {
  const mains = new Set(
    events
      .filter((e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrRendererMain")
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const fcp = events.find((e) => e.name === "firstContentfulPaint");
  if (!fcp) throw new Error("no firstContentfulPaint in the trace");
  let total = 0;
  let longest = 0;
  const endOf = new Map<string, number>();
  const long: TraceEvent[] = [];
  for (const e of events) {
    if (e.ph !== "X" || e.name !== "RunTask" || !mains.has(`${e.pid}:${e.tid}`)) continue;
    if (e.pid !== fcp.pid || e.ts + (e.dur ?? 0) <= fcp.ts) continue;
    // Only outermost tasks: a nested run loop's tasks are inside their parent's time.
    const thread = `${e.pid}:${e.tid}`;
    if (e.ts < (endOf.get(thread) ?? 0)) continue;
    endOf.set(thread, e.ts + (e.dur ?? 0));
    // The emulated slowdown runs on the thread too, so its CPU time is the slowed task without
    // the time the machine's other work took the core away.
    const time = (e.tdur ?? e.dur ?? 0) / 1000;
    // A task that began before the paint counts from the paint on, in proportion.
    const share = e.ts >= fcp.ts || !e.dur ? 1 : (e.ts + e.dur - fcp.ts) / e.dur;
    total += Math.max(0, time * share - 50);
    longest = Math.max(longest, time);
    if (time > 50) long.push(e);
  }
  if (process.env.BENCH_BLOCKING_VERBOSE === "1")
    for (const task of long) {
      // What the task's time went to: its direct kinds of work, by wall time inside it.
      const inside = new Map<string, number>();
      for (const e of events)
        if (
          e.ph === "X" &&
          e.pid === task.pid &&
          e.tid === task.tid &&
          e !== task &&
          e.ts >= task.ts &&
          e.ts < task.ts + (task.dur ?? 0) &&
          !SKIP.has(e.name)
        ) {
          const key =
            e.name === "FunctionCall" || e.name === "EvaluateScript" ? `${e.name} ${scriptOf(e)}` : e.name;
          inside.set(key, (inside.get(key) ?? 0) + (e.dur ?? 0) / 1000);
        }
      const parts = [...inside]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 8)
        .map(([name, ms]) => `${name} ${ms.toFixed(0)}`)
        .join(", ");
      console.log(
        `      task at +${((task.ts - fcp.ts) / 1000).toFixed(0)} ms: ${((task.tdur ?? 0) / 1000).toFixed(0)} ms CPU (${parts})`,
      );
    }
  return { cpuBlocking: total, cpuLongest: longest };
}

const SKIP = new Set(["RunTask", "ThreadControllerImpl::RunTask"]);

function scriptOf(e: TraceEvent): string {
  const data = (e.args as { data?: { url?: string; functionName?: string } } | undefined)?.data;
  const url = data?.url ? (data.url.split("/").pop() ?? "") : "";
  return url ? `${url}${data?.functionName ? `:${data.functionName}` : ""}` : "";
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(" ");

export async function blockingBench(): Promise<void> {
  const dirs = {
    A: process.env.BENCH_BLOCKING_A,
    B: process.env.BENCH_BLOCKING_B ?? path.join(repoRoot, "web/dist"),
  };
  heading(`Dashboard blocking, 4x CPU and slow 4G (${RUNS} loads a build, alternating; load ${load()})`);
  const builds = (Object.entries(dirs) as [string, string | undefined][]).filter(
    (entry): entry is [string, string] => entry[1] !== undefined,
  );
  const servers: RunningServer[] = [];
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? findChromium(),
    args: CHROMIUM_ARGS,
  });
  try {
    const targets: { label: string; url: string; cookies: Record<Language, string> }[] = [];
    for (const [label, dir] of builds) {
      const server = await startBuiltServer({ env: { WEB_DIR: dir } });
      servers.push(server);
      targets.push({
        label: `${label} (${dir})`,
        url: server.url,
        cookies: { en_US: await seedUser(server.url, "en_US"), es_CL: await seedUser(server.url, "es_CL") },
      });
    }
    const only = process.env.BENCH_LIGHTHOUSE_LANGUAGES?.split(",").map((item) => item.trim());
    const languages = (["en_US", "es_CL"] as const).filter((l) => !only || only.includes(l.slice(0, 2)));
    for (const language of languages) {
      const results = new Map<string, Load[]>(targets.map((t) => [t.label, []]));
      for (let run = 0; run < RUNS; run++)
        for (const target of run % 2 ? [...targets].reverse() : targets) {
          const figures = await loadOnce(
            browser,
            `${target.url}/dashboard`,
            language,
            target.cookies[language],
          );
          results.get(target.label)!.push(figures);
          if (process.env.BENCH_BLOCKING_VERBOSE === "1")
            console.log(
              `    ${target.label} ${language} run ${run + 1}: blocking ${figures.blocking.toFixed(0)} ms ` +
                `(from thread time ${figures.cpuBlocking.toFixed(0)}, longest ${figures.cpuLongest.toFixed(0)}), ` +
                `longest ${figures.longest.toFixed(0)}, ${figures.tasks} tasks, FCP ${figures.fcp.toFixed(0)}, ` +
                `LCP ${figures.lcp.toFixed(0)}; load ${load()}`,
            );
        }
      for (const target of targets) {
        const loads = results.get(target.label)!;
        const list = (key: keyof Load) => loads.map((l) => l[key].toFixed(0)).join("/");
        console.log(
          `  ${target.label}, ${language}: blocking ${list("blocking")} ms; from thread time ${list("cpuBlocking")} ms; ` +
            `longest ${list("longest")} ms; ` +
            `LCP ${list("lcp")} ms; load ${load()}`,
        );
        const name = `${target.label.split(" ")[0]} ${language.slice(0, 2)}`;
        record({
          bench: BENCH,
          name: `${name}: blocking (median)`,
          value: median(loads.map((l) => l.blocking)),
          unit: "ms",
        });
        record({
          bench: BENCH,
          name: `${name}: blocking from thread time (median)`,
          value: median(loads.map((l) => l.cpuBlocking)),
          unit: "ms",
        });
        record({
          bench: BENCH,
          name: `${name}: longest task (median)`,
          value: median(loads.map((l) => l.longest)),
          unit: "ms",
        });
        record({
          bench: BENCH,
          name: `${name}: LCP (median)`,
          value: median(loads.map((l) => l.lcp)),
          unit: "ms",
        });
      }
    }
  } finally {
    await browser.close();
    for (const server of servers) await server.stop();
  }
}
