import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export interface SpawnedServer {
  /** e.g. http://127.0.0.1:40123 */
  url: string;
  pid: number;
  dataDir: string;
  /** Every line the process printed so far (JSON log lines). */
  lines: string[];
  /** The process's resident memory now and at its peak (Linux /proc), in bytes. */
  memory(): { rss: number; peak: number };
  /** Stops the process (SIGTERM, then SIGKILL) and removes DATA_DIR unless told to keep it. */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

const serverRoot = fileURLToPath(new URL("../..", import.meta.url));
const mainFile = fileURLToPath(new URL("../main.ts", import.meta.url));

const statusField = (pid: number, field: string): number => {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status);
  return match ? Number(match[1]) * 1024 : 0;
};

/** The real server in its own process (node + tsx, as `npm run dev` runs it) on a free port. */
export async function spawnServer(env: Record<string, string> = {}): Promise<SpawnedServer> {
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), "nutrisnap-spawned-"));
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", mainFile, "serve"], {
    cwd: serverRoot,
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: string[] = [];
  const url = await new Promise<string>((resolve, reject) => {
    let buffered = "";
    const onData = (chunk: Buffer) => {
      buffered += chunk.toString();
      let newline: number;
      while ((newline = buffered.indexOf("\n")) >= 0) {
        const line = buffered.slice(0, newline);
        buffered = buffered.slice(newline + 1);
        lines.push(line);
        const port = /"message":"listening".*"url":"http:\/\/localhost:(\d+)"/.exec(line)?.[1];
        if (port) resolve(`http://127.0.0.1:${port}`);
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => reject(new Error(`server exited (${code}):\n${lines.join("\n")}`)));
  });
  const pid = child.pid!;
  return {
    url,
    pid,
    dataDir,
    lines,
    memory: () => ({ rss: statusField(pid, "VmRSS"), peak: statusField(pid, "VmHWM") }),
    stop: async ({ keepData = false } = {}) => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        const force = setTimeout(() => child.kill("SIGKILL"), 8_000);
        await exited;
        clearTimeout(force);
      }
      if (!keepData) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
