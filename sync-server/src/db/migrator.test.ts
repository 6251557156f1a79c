import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "./database.ts";
import { migrateToLatest } from "./migrator.ts";
import { migrations } from "./migrations/index.ts";

describe("the migration runner", () => {
  const dirs: string[] = [];
  const tempFile = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nutrisnap-migrate-"));
    dirs.push(dir);
    return path.join(dir, "db.sqlite");
  };
  afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

  it("applies every migration once, in timestamp order, with WAL and foreign keys on", async () => {
    const { db, sqlite, close } = openDatabase(tempFile());
    expect(await migrateToLatest(db)).toEqual(Object.keys(migrations).sort());
    expect(await migrateToLatest(db)).toEqual([]);
    expect(sqlite?.pragma("journal_mode", { simple: true })).toBe("wal");
    expect(sqlite?.pragma("foreign_keys", { simple: true })).toBe(1);
    await close();
  });

  it("names migrations with a sortable timestamp", () => {
    for (const name of Object.keys(migrations)) expect(name).toMatch(/^\d{14}_[a-z0-9_]+$/);
  });

  it("refuses a database written by a newer version", async () => {
    const file = tempFile();
    const first = openDatabase(file);
    await migrateToLatest(first.db);
    await sql`insert into kysely_migration (name, timestamp) values ('29991231000000_from_the_future', '2999-12-31')`.execute(
      first.db,
    );
    await first.close();

    const again = openDatabase(file);
    await expect(migrateToLatest(again.db)).rejects.toThrow(/newer version of the server/);
    await again.close();
  });
});
