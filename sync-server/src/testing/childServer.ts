// A real server process started from source on a free port, for tests that kill it (SIGKILL) and
// start it again on the same DATA_DIR, as a crash on a self-hosted machine would.
import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import { fileURLToPath } from "node:url";

const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));
const mainFile = fileURLToPath(new URL("../main.ts", import.meta.url));

export interface ChildServer {
  url: string;
  output(): string;
  /** Sends the signal and waits until the process has exited. */
  kill(signal: NodeJS.Signals): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export async function startChildServer(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<ChildServer> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", mainFile], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? "",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      PUBLIC_URL: url,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const server: ChildServer = {
    url,
    output: () => output,
    kill: async (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${url}/api/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await server.kill("SIGKILL");
  throw new Error(`server did not start:\n${output}`);
}
