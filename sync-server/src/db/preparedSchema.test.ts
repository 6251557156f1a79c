import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase, type OpenedDatabase } from "./database.ts";
import { migrateToLatest } from "./migrator.ts";
import { migrations } from "./migrations/index.ts";
import { applyPreparedSchema, dumpPreparedSchema } from "./preparedSchema.ts";

describe("the prepared schema (an empty database created in one step)", () => {
  const opened: OpenedDatabase[] = [];
  const open = () => {
    const database = openDatabase(":memory:");
    opened.push(database);
    return database;
  };
  afterEach(async () => {
    for (const database of opened.splice(0)) await database.close();
  });
  const definitions = (database: OpenedDatabase) =>
    database.sqlite?.prepare("select type, name, tbl_name, sql from sqlite_master order by name").all();
  const migrated = async () => {
    const database = open();
    await migrateToLatest(database.db);
    return database;
  };

  it("leaves the same tables, indexes and migration records as running every migration", async () => {
    const reference = await migrated();
    const schema = await dumpPreparedSchema(reference.db);
    const fresh = open();
    expect(await migrateToLatest(fresh.db, { prepared: schema })).toEqual(Object.keys(migrations).sort());
    expect(definitions(fresh)).toEqual(definitions(reference));
    const records = (database: OpenedDatabase) =>
      database.sqlite?.prepare("select name from kysely_migration order by name").all();
    expect(records(fresh)).toEqual(records(reference));
    expect(fresh.sqlite?.prepare("select id, is_locked from kysely_migration_lock").all()).toEqual(
      reference.sqlite?.prepare("select id, is_locked from kysely_migration_lock").all(),
    );
    // The migrator finds it up to date, and the schema takes rows as a migrated one does.
    expect(await migrateToLatest(fresh.db)).toEqual([]);
    await sql`insert into server_meta (key, value) values ('k', 'v')`.execute(fresh.db);
  });

  it("touches a database that holds anything, or one of other migrations, not at all", async () => {
    const schema = await dumpPreparedSchema((await migrated()).db);
    const used = open();
    await sql`create table notes (text text)`.execute(used.db);
    expect(await applyPreparedSchema(used.db, schema, Object.keys(migrations))).toBeNull();
    expect(definitions(used)).toHaveLength(1);
    const other = open();
    const fewer = Object.keys(migrations).slice(1);
    expect(await applyPreparedSchema(other.db, schema, fewer)).toBeNull();
    expect(await applyPreparedSchema(other.db, schema, [...fewer, "29991231000000_later"])).toBeNull();
    expect(definitions(other)).toEqual([]);
    // Through the migrator, such a database is migrated as before.
    expect(await migrateToLatest(other.db, { prepared: { ...schema, migrations: fewer } })).toEqual(
      Object.keys(migrations).sort(),
    );
  });

  it("refuses a database whose migrations wrote rows (they would be copied into every database)", async () => {
    const database = await migrated();
    await sql`insert into server_meta (key, value) values ('photo-url-secret', 'same everywhere')`.execute(
      database.db,
    );
    await expect(dumpPreparedSchema(database.db)).rejects.toThrow(/server_meta/);
    await expect(dumpPreparedSchema(open().db)).rejects.toThrow();
  });
});
