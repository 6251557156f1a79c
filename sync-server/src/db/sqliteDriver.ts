// The one module that loads better-sqlite3 (docs/decisions/140; eslint refuses the import anywhere
// else). Two releases are installed and the running Node picks one: 13 on Node 22 and later (12
// aborts on Node 24 when a statement is garbage-collected), 12 on Node 20 (13's N-API 10 build
// crashes there). Both have the same API; each loads its native addon only when a database opens.
import type BetterSqlite3 from "better-sqlite3";
import BetterSqlite3On20 from "better-sqlite3";
import BetterSqlite3From22 from "better-sqlite3-13";

/** The installed package (its name in node_modules) a Node version runs on. */
export type SqliteDriverPackage = "better-sqlite3" | "better-sqlite3-13";

/** The first Node major that runs better-sqlite3 13. */
const FIRST_NODE_FOR_13 = 22;

export function sqliteDriverFor(nodeVersion: string): SqliteDriverPackage {
  return Number(nodeVersion.split(".")[0]) >= FIRST_NODE_FOR_13 ? "better-sqlite3-13" : "better-sqlite3";
}

/** The package this Node runs. scripts/build-binary.mjs embeds the addon of the same one. */
export const sqliteDriverPackage: SqliteDriverPackage = sqliteDriverFor(process.versions.node);

/** better-sqlite3's Database class, from the package this Node runs. */
export const SqliteDatabase: typeof BetterSqlite3 =
  sqliteDriverPackage === "better-sqlite3-13" ? BetterSqlite3From22 : BetterSqlite3On20;
export type SqliteDatabase = BetterSqlite3.Database;
export type SqlitePreparedStatement = BetterSqlite3.Statement;
