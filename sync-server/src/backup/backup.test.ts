import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "../db/database.ts";
import { onPostgres } from "../testing/testDatabase.ts";
import { createTestServer, type TestServer } from "../testing/testServer.ts";
import { createBackup } from "./backup.ts";
import { restoreBackup } from "./restore.ts";

const temps: string[] = [];
const servers: TestServer[] = [];
const tempDir = (): string => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nutrisnap-backup-test-"));
  temps.push(dir);
  return dir;
};
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
  for (const dir of temps.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A running server's DATA_DIR with two users and a photo file, as the photo store lays them out. */
async function serverWithData(): Promise<TestServer> {
  const server = await createTestServer();
  servers.push(server);
  await server.signUp({ email: "ana@example.com" });
  await server.signUp({ email: "ben@example.com" });
  fs.mkdirSync(path.join(server.dataDir, "photos/u1/p1"), { recursive: true });
  fs.writeFileSync(
    path.join(server.dataDir, "photos/u1/p1/display.jpg"),
    Buffer.from([0xff, 0xd8, 0xff, 1, 2, 3]),
  );
  fs.mkdirSync(path.join(server.dataDir, "photos/.tmp"), { recursive: true });
  fs.writeFileSync(path.join(server.dataDir, "photos/.tmp/half.part"), "half-written");
  return server;
}

async function emails(dataDir: string): Promise<string[]> {
  const restored = openDatabase(path.join(dataDir, "nutrisnap.sqlite"));
  const rows = await restored.db.selectFrom("users").select("email").orderBy("email").execute();
  await restored.close();
  return rows.map((row) => row.email);
}

// Backups copy the SQLite DATA_DIR; in PostgreSQL mode the database is backed up with its own tools.
describe.skipIf(onPostgres)("backup and restore", () => {
  it("round-trips the database and photos while the server keeps its database open", async () => {
    const server = await serverWithData();
    const archive = path.join(tempDir(), "nutrisnap.tar");
    const summary = await createBackup({
      dataDir: server.dataDir,
      databaseFile: server.config.databaseFile,
      target: archive,
    });
    // A plain tar any tool can list: the snapshot, every other file (photos, sign-up mails), the
    // manifest; half-written temp files stay out.
    const listing = execFileSync("tar", ["-tf", archive], { encoding: "utf8" }).trim().split("\n");
    expect(listing[0]).toBe("nutrisnap.sqlite");
    expect(listing.at(-1)).toBe("manifest.json");
    expect(listing).toContain("files/photos/u1/p1/display.jpg");
    expect(listing.filter((name) => name.includes(".tmp"))).toEqual([]);
    expect(summary.otherFiles).toBe(listing.length - 2);

    const target = tempDir();
    const restored = await restoreBackup({ file: archive, dataDir: target, force: false });
    expect(restored.files).toBe(listing.length - 1);
    expect(fs.readFileSync(path.join(target, "photos/u1/p1/display.jpg"))).toEqual(
      Buffer.from([0xff, 0xd8, 0xff, 1, 2, 3]),
    );
    expect(await emails(target)).toEqual(["ana@example.com", "ben@example.com"]);
  });

  it("writes gzip for .tar.gz and reads it back", async () => {
    const server = await serverWithData();
    const archive = path.join(tempDir(), "nutrisnap.tar.gz");
    await createBackup({
      dataDir: server.dataDir,
      databaseFile: server.config.databaseFile,
      target: archive,
    });
    expect([...fs.readFileSync(archive).subarray(0, 2)]).toEqual([0x1f, 0x8b]);
    const target = tempDir();
    await restoreBackup({ file: archive, dataDir: target, force: false });
    expect(await emails(target)).toEqual(["ana@example.com", "ben@example.com"]);
  });

  it("refuses a DATA_DIR that holds data unless forced, and then replaces it", async () => {
    const server = await serverWithData();
    const archive = path.join(tempDir(), "b.tar");
    await createBackup({
      dataDir: server.dataDir,
      databaseFile: server.config.databaseFile,
      target: archive,
    });
    const target = tempDir();
    fs.writeFileSync(path.join(target, "nutrisnap.sqlite"), "an older database");
    fs.writeFileSync(path.join(target, "nutrisnap.sqlite-wal"), "its journal");
    await expect(restoreBackup({ file: archive, dataDir: target, force: false })).rejects.toThrow(/--force/);
    expect(fs.readFileSync(path.join(target, "nutrisnap.sqlite"), "utf8")).toBe("an older database");

    await restoreBackup({ file: archive, dataDir: target, force: true });
    expect(fs.existsSync(path.join(target, "nutrisnap.sqlite-wal"))).toBe(false);
    expect(await emails(target)).toEqual(["ana@example.com", "ben@example.com"]);
  });

  it("refuses a damaged archive and leaves DATA_DIR untouched", async () => {
    const server = await serverWithData();
    const archive = path.join(tempDir(), "b.tar");
    await createBackup({
      dataDir: server.dataDir,
      databaseFile: server.config.databaseFile,
      target: archive,
    });
    const bytes = fs.readFileSync(archive);
    const photoAt = bytes.indexOf(Buffer.from([0xff, 0xd8, 0xff, 1, 2, 3]));
    bytes[photoAt + 4] = 9;
    const damaged = path.join(tempDir(), "damaged.tar");
    fs.writeFileSync(damaged, bytes);
    const target = tempDir();
    await expect(restoreBackup({ file: damaged, dataDir: target, force: false })).rejects.toThrow(
      /display\.jpg does not match its checksum/,
    );
    expect(fs.readdirSync(target)).toEqual([]);

    const truncated = path.join(tempDir(), "truncated.tar.gz");
    fs.writeFileSync(truncated, gzipSync(bytes.subarray(0, 2048)));
    await expect(restoreBackup({ file: truncated, dataDir: target, force: false })).rejects.toThrow(
      /truncated/,
    );
    expect(fs.readdirSync(target)).toEqual([]);
  });

  it("refuses a backup made by a newer version", async () => {
    const server = await serverWithData();
    await server.database.sqlite
      ?.prepare("INSERT INTO kysely_migration (name, timestamp) VALUES (?, ?)")
      .run("29991231000000_from_the_future", new Date().toISOString());
    const archive = path.join(tempDir(), "b.tar.gz");
    await createBackup({
      dataDir: server.dataDir,
      databaseFile: server.config.databaseFile,
      target: archive,
    });
    expect(gunzipSync(fs.readFileSync(archive)).includes("29991231000000_from_the_future")).toBe(true);
    await expect(restoreBackup({ file: archive, dataDir: tempDir(), force: false })).rejects.toThrow(
      /newer version .*29991231000000_from_the_future/,
    );
  });

  it("refuses an archive that is not a backup, and paths that climb out of DATA_DIR", async () => {
    const dir = tempDir();
    fs.mkdirSync(path.join(dir, "src"));
    fs.writeFileSync(path.join(dir, "src/notes.txt"), "hello");
    const plain = path.join(dir, "plain.tar");
    execFileSync("tar", ["-cf", plain, "-C", path.join(dir, "src"), "notes.txt"]);
    await expect(restoreBackup({ file: plain, dataDir: tempDir(), force: false })).rejects.toThrow(
      /no manifest/,
    );

    const evil = path.join(dir, "evil.tar");
    execFileSync("tar", [
      "-cf",
      evil,
      "-P",
      "--transform",
      "s|.*notes.txt|../escape.txt|",
      path.join(dir, "src/notes.txt"),
    ]);
    await expect(restoreBackup({ file: evil, dataDir: tempDir(), force: false })).rejects.toThrow(
      /unsafe path/,
    );
  });
});
