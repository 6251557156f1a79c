// Starting the real built server for a benchmark: loopback only, a temporary DATA_DIR seeded
// directly through the server's own database code (users and sessions) before it starts.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { SESSION_COOKIE } from "../../sync-server/src/auth/cookies.ts";
import { createSession } from "../../sync-server/src/auth/sessions.ts";
import { openDatabase, type Database } from "../../sync-server/src/db/database.ts";
import { migrateToLatest } from "../../sync-server/src/db/migrator.ts";
import { startServer, type RunningServer } from "../../e2e/harness/server.ts";

export const repoRoot = path.resolve(import.meta.dirname, "../..");

export interface SeededUser {
  id: string;
  /** The Cookie header of a session. */
  cookie: string;
}

/** A DATA_DIR holding `count` users, each with a remembered session. */
export async function seedUsers(count: number): Promise<{ dataDir: string; users: SeededUser[] }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nutrisnap-bench-"));
  const database = openDatabase(path.join(dataDir, "nutrisnap.sqlite"));
  try {
    await migrateToLatest(database.db);
    return { dataDir, users: await insertUsers(database.db, count) };
  } finally {
    await database.close();
  }
}

/** `count` users (bench0@example.com ...), each with a remembered session, in a migrated database. */
export async function insertUsers(db: Database, count: number): Promise<SeededUser[]> {
  const users: SeededUser[] = [];
  const now = new Date().toISOString();
  const rows = Array.from({ length: count }, (_, i) => ({
    id: crypto.randomUUID(),
    name: `Bench User ${i}`,
    email: `bench${i}@example.com`,
    email_lower: `bench${i}@example.com`,
    // Not a usable hash: benchmark users sign in through seeded sessions only.
    password_hash: "bench:unusable",
    email_confirmed_at: now,
    two_factor_secret: null,
    created_at: now,
    updated_at: now,
  }));
  for (let i = 0; i < rows.length; i += 200)
    await db
      .insertInto("users")
      .values(rows.slice(i, i + 200))
      .execute();
  for (const row of rows) {
    const { token } = await createSession(db, row.id, true);
    users.push({ id: row.id, cookie: `${SESSION_COOKIE}=${token}` });
  }
  return users;
}

export function startBuiltServer(
  options: { dataDir?: string; env?: Record<string, string>; command?: string[] } = {},
): Promise<RunningServer> {
  if (!options.command && !fs.existsSync(path.join(repoRoot, "sync-server/dist/main.mjs")))
    throw new Error("Build first: npm run build (npm run bench does).");
  return startServer({ ...options, env: { LOG_LEVEL: "error", ...options.env } });
}
