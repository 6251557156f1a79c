// Issue 12, finding 6: a backup while photos are being deleted, and a backup that is killed.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { onPostgres } from "../testing/testDatabase.ts";
import { createTestServer, type TestServer } from "../testing/testServer.ts";
import { createBackup } from "./backup.ts";
import { restoreBackup } from "./restore.ts";

const temps: string[] = [];
const servers: TestServer[] = [];
const tempDir = (): string => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nutrisnap-backup-kill-"));
  temps.push(dir);
  return dir;
};
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
  for (const dir of temps.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

async function dataDirWithPhotos(count: number, bytes = 1024): Promise<TestServer> {
  const server = await createTestServer();
  servers.push(server);
  await server.signUp({ email: "ana@example.com" });
  for (let i = 0; i < count; i++) {
    const dir = path.join(server.dataDir, `photos/u1/m1`);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, `p${String(i).padStart(3, "0")}-display.jpg`), randomBytes(bytes));
  }
  return server;
}

const leftovers = (folder: string): string[] =>
  fs.readdirSync(folder).filter((name) => name.endsWith(".part") || name.startsWith(".nutrisnap-backup-"));

const waitFor = async (check: () => boolean): Promise<void> => {
  for (let i = 0; i < 6_000 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(check()).toBe(true);
};

// Backups copy the SQLite DATA_DIR; in PostgreSQL mode the database is backed up with its own tools.
describe.skipIf(onPostgres)("backups that meet deletions and kills", () => {
  it("skips photos deleted while it runs, and the backup restores", async () => {
    const server = await dataDirWithPhotos(20);
    const folder = tempDir();
    const archive = path.join(folder, "nutrisnap.tar");
    const deleted: string[] = [];
    const summary = await createBackup({
      dataDir: server.dataDir,
      databaseFile: server.config.databaseFile,
      target: archive,
      // Listed, then deleted before they are read: what a user deleting photos during a backup does.
      onListed: (files) => {
        for (const file of files.filter((name) => name.includes("/p00") || name.includes("/p01"))) {
          fs.rmSync(path.join(server.dataDir, file));
          deleted.push(file);
        }
      },
    });
    expect(deleted).toHaveLength(20);
    expect(summary.otherFiles).toBeGreaterThanOrEqual(0);
    const restored = path.join(tempDir(), "data");
    await restoreBackup({ file: archive, dataDir: restored, force: false });
    for (const file of deleted) expect(fs.existsSync(path.join(restored, file))).toBe(false);
    expect(fs.existsSync(path.join(restored, "nutrisnap.sqlite"))).toBe(true);
    expect(leftovers(folder)).toEqual([]);
  });

  const mainFile = fileURLToPath(new URL("../main.ts", import.meta.url));
  const startBackup = (dataDir: string, target: string) =>
    spawn(process.execPath, ["--import", "tsx", mainFile, "backup", target], {
      cwd: fileURLToPath(new URL("../..", import.meta.url)),
      env: { ...process.env, DATA_DIR: dataDir },
      stdio: "ignore",
    });
  const exited = (child: ReturnType<typeof spawn>) =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) resolve();
      else child.once("exit", () => resolve());
    });

  it("a backup stopped with SIGTERM leaves neither FILE.part nor the database copy", async () => {
    // Big and compressed, so the kill lands while the archive is being written.
    const server = await dataDirWithPhotos(4, 40 * 1024 * 1024);
    const folder = tempDir();
    const target = path.join(folder, "nightly.tar.gz");
    const child = startBackup(server.dataDir, target);
    await waitFor(() => fs.existsSync(`${target}.part`));
    child.kill("SIGTERM");
    await exited(child);
    expect(fs.existsSync(target)).toBe(false);
    expect(leftovers(folder)).toEqual([]);
  }, 120_000);

  it("a backup killed outright has its leftovers removed by the next backup", async () => {
    const server = await dataDirWithPhotos(4, 40 * 1024 * 1024);
    const folder = tempDir();
    const target = path.join(folder, "nightly.tar.gz");
    const child = startBackup(server.dataDir, target);
    await waitFor(() => fs.existsSync(`${target}.part`));
    child.kill("SIGKILL");
    await exited(child);
    expect(leftovers(folder).length).toBeGreaterThan(0);
    await createBackup({
      dataDir: server.dataDir,
      databaseFile: server.config.databaseFile,
      target: path.join(folder, "small.tar"),
    });
    expect(leftovers(folder).filter((name) => name.startsWith(".nutrisnap-backup-"))).toEqual([]);
  }, 120_000);
});
