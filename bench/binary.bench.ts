// The single binary: build time, size, and time from start to the first answer, against the
// bundled server (node sync-server/dist/main.mjs) started the same way in the same run.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { gzipSync } from "node:zlib";
import { freePort } from "../e2e/harness/server.ts";
import { percentile } from "./lib/load.ts";
import { heading, record } from "./lib/report.ts";
import { repoRoot } from "./lib/servers.ts";

const BENCH = "binary";
const RUNS = 7;

/** Milliseconds from spawn to the first 200 of /api/health, polling every 2 ms. */
async function startToFirstAnswer(command: string[], dataDir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(command[0]!, command.slice(1), {
    cwd: os.tmpdir(),
    env: {
      PATH: process.env.PATH ?? "",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "error",
    },
    stdio: "ignore",
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${command.join(" ")} exited with ${child.exitCode}`);
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/health`);
        if (response.ok) return performance.now() - started;
      } catch {
        // not listening yet
      }
      if (performance.now() - started > 20_000) throw new Error("no answer within 20 s");
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
  } finally {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  }
}

interface StartTimes {
  cold: number[];
  warm: number[];
}

/** One first start (empty DATA_DIR: unpack + migrate) and one warm start (the same DATA_DIR again). */
async function startTwice(command: string[], times: StartTimes): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nutrisnap-bench-start-"));
  try {
    times.cold.push(await startToFirstAnswer(command, dataDir));
    times.warm.push(await startToFirstAnswer(command, dataDir));
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    0.5,
  );

export async function binaryBench(): Promise<void> {
  heading("Single binary");
  const binary = path.join(repoRoot, "dist/nutrisnap-server");
  const t0 = performance.now();
  execFileSync(process.execPath, ["sync-server/scripts/build-binary.mjs", "--out", binary], {
    cwd: repoRoot,
    stdio: "pipe",
  });
  record({
    bench: BENCH,
    name: "build time (npm run build:binary after the web build)",
    value: (performance.now() - t0) / 1000,
    unit: "s",
  });
  const bytes = fs.readFileSync(binary);
  record({
    bench: BENCH,
    name: "size",
    value: bytes.length / 1024 ** 2,
    unit: "MiB",
    baseline: { name: "node binary", value: fs.statSync(process.execPath).size / 1024 ** 2 },
  });
  record({
    bench: BENCH,
    name: "size, gzip -6 (download)",
    value: gzipSync(bytes, { level: 6 }).length / 1024 ** 2,
    unit: "MiB",
  });

  const stripped = path.join(os.tmpdir(), `nutrisnap-bench-node-${process.pid}`);
  try {
    fs.copyFileSync(process.execPath, stripped);
    execFileSync("strip", [stripped], { stdio: "pipe" });
    record({
      bench: BENCH,
      name: "the Node binary alone, stripped",
      value: fs.statSync(stripped).size / 1024 ** 2,
      unit: "MiB",
    });
  } catch {
    // no strip on this machine: the figure above names the unstripped Node
  } finally {
    fs.rmSync(stripped, { force: true });
  }

  // Alternated run by run, so that a change in the machine's load falls on both alike.
  const bundled: StartTimes = { cold: [], warm: [] };
  const single: StartTimes = { cold: [], warm: [] };
  const load: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    load.push(os.loadavg()[0]!);
    await startTwice([process.execPath, path.join(repoRoot, "sync-server/dist/main.mjs")], bundled);
    await startTwice([binary], single);
  }
  record({
    bench: BENCH,
    name: "load average (1 min) during the start runs, median",
    value: median(load),
    unit: "",
  });
  record({
    bench: BENCH,
    name: `start to first answer, empty DATA_DIR (median of ${RUNS})`,
    value: median(single.cold),
    unit: "ms",
    baseline: { name: "node dist/main.mjs", value: median(bundled.cold) },
  });
  record({
    bench: BENCH,
    name: `start to first answer, existing DATA_DIR (median of ${RUNS})`,
    value: median(single.warm),
    unit: "ms",
    baseline: { name: "node dist/main.mjs", value: median(bundled.warm) },
  });
}
