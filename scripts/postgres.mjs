// A throw-away PostgreSQL (docs/decisions/091): the distribution's server from
// /usr/lib/postgresql/<version>/bin, started in a temporary folder on a free loopback port (as the
// `postgres` user when run as root, which PostgreSQL refuses to run as). Used by
// scripts/with-postgres.mjs and by the multi-node browser journey.
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const INSTALL_HINT = "PostgreSQL is not installed (apt-get install -y postgresql); .ci/run installs it.";

function postgresBin() {
  const root = "/usr/lib/postgresql";
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((name) => fs.existsSync(path.join(root, name, "bin", "initdb")))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) throw new Error(INSTALL_HINT);
  return path.join(root, versions[0], "bin");
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts a fresh PostgreSQL and answers its connection string (user `postgres`, trust auth on
 * loopback, database `postgres`) and `stop()`, which stops it and removes its folder.
 */
export async function startPostgres() {
  const bin = postgresBin();
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nutrisnap-postgres-"));
  const dataDir = path.join(dir, "data");
  const logFile = path.join(dir, "server.log");
  if (asRoot) execFileSync("chown", ["-R", "postgres:postgres", dir]);

  /** Runs a PostgreSQL tool as the `postgres` user when we are root, else as ourselves. */
  const runTool = (tool, args) => {
    const file = path.join(bin, tool);
    const [program, programArgs] = asRoot
      ? ["runuser", ["-u", "postgres", "--", file, ...args]]
      : [file, args];
    const result = spawnSync(program, programArgs, { cwd: dir, encoding: "utf8" });
    if (result.status !== 0) {
      const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, "utf8") : "";
      throw new Error(`${tool} failed:\n${result.stdout}${result.stderr}${log}`);
    }
  };

  let started = false;
  const stop = () => {
    if (started) {
      started = false;
      try {
        runTool("pg_ctl", ["-D", dataDir, "-m", "fast", "-w", "stop"]);
      } catch (error) {
        console.error(String(error));
      }
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };

  try {
    runTool("initdb", ["-D", dataDir, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--locale=C.UTF-8"]);
    const port = await freePort();
    // Durability is not what tests measure: no fsync keeps the run quick on a loaded machine.
    const settings = [
      `-p ${port}`,
      "-c listen_addresses=127.0.0.1",
      `-c unix_socket_directories=${dir}`,
      "-c fsync=off",
      "-c synchronous_commit=off",
      "-c full_page_writes=off",
      "-c max_connections=300",
    ].join(" ");
    runTool("pg_ctl", ["-D", dataDir, "-l", logFile, "-o", settings, "-w", "-t", "60", "start"]);
    started = true;
    return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
  } catch (error) {
    stop();
    throw error;
  }
}
