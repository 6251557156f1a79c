import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase, type OpenedDatabase } from "./database.ts";
import { migrateToLatest } from "./migrator.ts";
import { runReusable } from "./reusableQuery.ts";

describe("queries compiled once and run with each call's values", () => {
  let opened: OpenedDatabase[] = [];
  afterEach(async () => {
    for (const database of opened) await database.close();
    opened = [];
  });

  async function open() {
    const database = openDatabase(":memory:");
    opened.push(database);
    await migrateToLatest(database.db);
    const now = new Date().toISOString();
    for (const name of ["ana", "bea", "carla"])
      await database.db
        .insertInto("users")
        .values({
          id: name,
          name,
          email: `${name}@example.com`,
          email_lower: `${name}@example.com`,
          password_hash: "x",
          created_at: now,
          updated_at: now,
        })
        .execute();
    return database.db;
  }

  it("answers as the query built anew would, for every run's values, compiling once", async () => {
    const db = await open();
    let builds = 0;
    const byName = (name: string, limit: number) =>
      runReusable(db, "test.users", { name, limit }, (value) => {
        builds += 1;
        return db
          .selectFrom("users")
          .select(["id", "email"])
          .where("name", ">=", value("name"))
          .orderBy("name")
          .limit(value("limit"));
      });
    for (const [name, limit] of [
      ["a", 3],
      ["b", 1],
      ["c", 5],
      ["z", 2],
    ] as const) {
      const built = await db
        .selectFrom("users")
        .select(["id", "email"])
        .where("name", ">=", name)
        .orderBy("name")
        .limit(limit)
        .execute();
      expect(await byName(name, limit)).toEqual(built);
    }
    expect(builds).toBe(1);
  });

  it("keeps one compiled query per database", async () => {
    const [first, second] = [await open(), await open()];
    await second.deleteFrom("users").where("id", "=", "bea").execute();
    const count = (db: typeof first) =>
      runReusable(db, "test.count", { name: "" }, (value) =>
        db
          .selectFrom("users")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("name", ">", value("name")),
      );
    expect((await count(first))[0]?.n).toBe(3);
    expect((await count(second))[0]?.n).toBe(2);
  });

  it("refuses a build that puts a value inside an expression or leaves one out", async () => {
    const db = await open();
    await expect(
      runReusable(db, "test.inside", { name: "a" }, (value) =>
        db
          .selectFrom("users")
          .selectAll()
          .where(sql<boolean>`name like ${`%${String(value("name"))}%`}`),
      ),
    ).rejects.toThrow(/whole parameter/);
    await expect(
      runReusable(db, "test.unused", { name: "a", limit: 1 }, (value) =>
        db.selectFrom("users").selectAll().where("name", "=", value("name")),
      ),
    ).rejects.toThrow(/does not use: limit/);
  });
});
