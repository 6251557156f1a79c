import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { SqliteDatabase, sqliteDriverFor, sqliteDriverPackage } from "./sqliteDriver.ts";

const require = createRequire(import.meta.url);

describe("the SQLite driver", () => {
  it("is better-sqlite3 12 on Node 20 and 13 from Node 22 on", () => {
    expect(sqliteDriverFor("20.19.0")).toBe("better-sqlite3");
    expect(sqliteDriverFor("22.12.0")).toBe("better-sqlite3-13");
    expect(sqliteDriverFor("24.21.0")).toBe("better-sqlite3-13");
    expect(sqliteDriverFor("26.0.0")).toBe("better-sqlite3-13");
  });

  it("opens a database with the release this Node runs", () => {
    const { version } = require(`${sqliteDriverPackage}/package.json`) as { version: string };
    expect(Number(version.split(".")[0])).toBe(Number(process.versions.node.split(".")[0]) >= 22 ? 13 : 12);
    const sqlite = new SqliteDatabase(":memory:");
    try {
      expect(sqlite.prepare("select 1 + 1 as two").get()).toEqual({ two: 2 });
    } finally {
      sqlite.close();
    }
  });
});
