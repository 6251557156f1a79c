// The built server as a process that can be killed with SIGKILL (no clean-up of any kind, as in a
// power cut or an out-of-memory kill) and started again on the same port with the same DATA_DIR.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../server.ts";

const repoRoot = path.resolve(import.meta.dirname, "../../..");

export interface CrashableServer {
  /** The server's own address (the proxy forwards here). */
  url: string;
  port: number;
  dataDir: string;
  /** SIGKILL, and wait until the process is gone. */
  kill(): Promise<void>;
  /** Starts the process again (same port, same DATA_DIR) and waits until /api/health answers. */
  restart(): Promise<void>;
  running(): boolean;
  /** How many times the process was started, the first included. */
  starts(): number;
  output(): string;
  /** SIGTERM and remove DATA_DIR. */
  stop(): Promise<void>;
}

export async function startCrashableServer(options: {
  env: Record<string, string>;
  publicUrl: string;
}): Promise<CrashableServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nutrisnap-chaos-"));
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  let output = "";
  let starts = 0;

  const alive = (proc: ChildProcess | null): proc is ChildProcess =>
    proc !== null && proc.exitCode === null && proc.signalCode === null;

  async function start(): Promise<void> {
    starts += 1;
    output += `\n--- start ${starts} ---\n`;
    const proc = spawn(process.execPath, [path.join(repoRoot, "sync-server/dist/main.mjs")], {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH ?? "",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        LOG_LEVEL: "warn",
        PUBLIC_URL: options.publicUrl,
        ...options.env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child = proc;
    proc.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    proc.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline && alive(proc)) {
      try {
        if ((await fetch(`${url}/api/health`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`The server did not start.\n${output}`);
  }

  async function kill(): Promise<void> {
    const proc = child;
    if (!alive(proc)) return;
    const exited = new Promise((resolve) => proc.once("exit", resolve));
    proc.kill("SIGKILL");
    await exited;
  }

  await start();
  return {
    url,
    port,
    dataDir,
    kill,
    restart: start,
    running: () => alive(child),
    starts: () => starts,
    output: () => output,
    async stop() {
      const proc = child;
      if (alive(proc)) {
        const exited = new Promise((resolve) => proc.once("exit", resolve));
        proc.kill("SIGTERM");
        const timer = setTimeout(() => proc.kill("SIGKILL"), 5_000);
        await exited;
        clearTimeout(timer);
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
