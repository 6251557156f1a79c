import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { SqliteDatabase } from "./sqliteDriver.ts";
import { Kysely, SqliteDialect } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { cachingStatements } from "./statementCache.ts";

interface Tables {
  foods: { id: number; name: string };
}

describe("prepared statements kept between queries", () => {
  const opened: Kysely<Tables>[] = [];
  afterEach(async () => {
    for (const db of opened.splice(0)) await db.destroy();
  });

  /** A real in-memory SQLite behind Kysely, counting how often SQLite is asked to prepare. */
  function open(size?: number) {
    const sqlite = new SqliteDatabase(":memory:");
    const prepares: string[] = [];
    const prepare = sqlite.prepare.bind(sqlite);
    sqlite.prepare = ((source: string) => {
      prepares.push(source);
      return prepare(source);
    }) as typeof sqlite.prepare;
    sqlite.exec("create table foods (id integer primary key, name text not null)");
    const db = new Kysely<Tables>({
      dialect: new SqliteDialect({ database: cachingStatements(sqlite, size) }),
    });
    opened.push(db);
    return { db, sqlite, prepares };
  }

  it("prepares a query once however often it runs, with each run's own parameters", async () => {
    const { db, prepares } = open();
    for (let id = 1; id <= 5; id++)
      await db
        .insertInto("foods")
        .values({ id, name: `food ${id}` })
        .execute();
    const names: string[] = [];
    for (let id = 1; id <= 5; id++) {
      const row = await db.selectFrom("foods").select("name").where("id", "=", id).executeTakeFirstOrThrow();
      names.push(row.name);
    }
    expect(names).toEqual(["food 1", "food 2", "food 3", "food 4", "food 5"]);
    expect(prepares.filter((source) => source.startsWith("insert"))).toHaveLength(1);
    expect(prepares.filter((source) => source.startsWith("select"))).toHaveLength(1);
  });

  it("answers from the current schema after the table changes", async () => {
    const { db, sqlite } = open();
    await db.insertInto("foods").values({ id: 1, name: "rice" }).execute();
    expect(await db.selectFrom("foods").selectAll().execute()).toEqual([{ id: 1, name: "rice" }]);
    sqlite.exec("alter table foods add column grams real not null default 100");
    expect(await db.selectFrom("foods").selectAll().execute()).toEqual([{ id: 1, name: "rice", grams: 100 }]);
  });

  it("answers with the new names after another connection renames a column", async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "statements-")), "db.sqlite");
    const sqlite = new SqliteDatabase(file);
    sqlite.exec("create table foods (id integer primary key, name text not null)");
    const db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: cachingStatements(sqlite) }) });
    opened.push(db);
    await db.insertInto("foods").values({ id: 1, name: "rice" }).execute();
    expect(await db.selectFrom("foods").selectAll().execute()).toEqual([{ id: 1, name: "rice" }]);
    const other = new SqliteDatabase(file);
    other.exec("alter table foods rename column name to title");
    other.close();
    expect(await db.selectFrom("foods").selectAll().execute()).toEqual([{ id: 1, title: "rice" }]);
  });

  it("makes the same objects as better-sqlite3, repeated names included, and runs a returning write once", async () => {
    const { db, sqlite } = open();
    sqlite.exec("create table portions (id integer primary key, food_id integer, name text)");
    const inserted = await db.insertInto("foods").values({ id: 1, name: "rice" }).returningAll().execute();
    expect(inserted).toEqual([{ id: 1, name: "rice" }]);
    expect(sqlite.prepare("select count(*) as n from foods").get()).toEqual({ n: 1 });
    sqlite.exec("insert into portions values (7, 1, '1 cup')");
    const source = "select foods.*, portions.* from foods join portions on portions.food_id = foods.id";
    const ours = cachingStatements(sqlite).prepare(source).all([]);
    const theirs = sqlite.prepare(source).all();
    expect(ours).toEqual(theirs);
    expect(JSON.stringify(ours)).toBe(JSON.stringify(theirs));
  });

  it("streams with a statement of its own, so the same query runs while a stream is open", async () => {
    const { db, sqlite } = open();
    for (let id = 1; id <= 3; id++)
      await db
        .insertInto("foods")
        .values({ id, name: `food ${id}` })
        .execute();
    const statements = cachingStatements(sqlite);
    const source = "select id from foods order by id";
    const streamed: unknown[] = [];
    for (const row of statements.prepare(source).iterate([])) {
      streamed.push(row);
      // With one shared statement this throws "This statement is busy executing a query".
      expect(statements.prepare(source).all([])).toHaveLength(3);
    }
    expect(streamed).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
    const viaKysely: number[] = [];
    for await (const row of db.selectFrom("foods").select("id").orderBy("id").stream())
      viaKysely.push(row.id);
    expect(viaKysely).toEqual([1, 2, 3]);
  });

  it("keeps at most the given number of statements, dropping the least recently used", async () => {
    const { db, prepares } = open(2);
    const byId = (id: number) => db.selectFrom("foods").select("id").where("id", "=", id);
    const byName = (name: string) => db.selectFrom("foods").select("id").where("name", "=", name);
    const byBoth = () => db.selectFrom("foods").select("id").where("id", "=", 1).where("name", "=", "x");
    await byId(1).execute();
    await byName("a").execute();
    await byId(2).execute(); // byId is now the most recent
    await byBoth().execute(); // drops byName
    await byId(3).execute();
    await byName("b").execute();
    const selects = prepares.filter((source) => source.startsWith("select"));
    expect(selects).toHaveLength(4);
  });
});
