// Rate limits every node shares (issue 17 item 5, docs/decisions/094): the same sliding window and
// growing-delay throttle as the in-memory ones, counted in the database. Each decision reads and
// writes its key's rows in one transaction under a lock on that key (PostgreSQL's advisory lock;
// SQLite has one writer), so attempts at the same moment on two nodes are counted one by one.
import { sql, type Kysely, type Transaction } from "kysely";
import { engineOf, type Database } from "../db/database.ts";
import type { DB } from "../db/schema.ts";
import {
  failureDelayUntil,
  type FailureRule,
  type FailureThrottle,
  type RateLimiter,
  type RateLimitRule,
  type RateLimitStore,
} from "./rateLimit.ts";

async function underKeyLock<T>(
  db: Database,
  lockName: string,
  work: (trx: Transaction<DB>) => Promise<T>,
): Promise<T> {
  const postgres = engineOf(db) === "postgres";
  return db.transaction().execute(async (trx) => {
    if (postgres) await sql`select pg_advisory_xact_lock(hashtextextended(${lockName}, 0))`.execute(trx);
    return work(trx);
  });
}

function databaseLimiter(db: Database, name: string, rule: RateLimitRule, now: () => number): RateLimiter {
  const recent = async (trx: Transaction<DB>, key: string, at: number) => {
    const row = await trx
      .selectFrom("rate_limit_attempts")
      .select((eb) => [eb.fn.countAll<number>().as("count"), eb.fn.min("at").as("oldest")])
      .where("name", "=", name)
      .where("key", "=", key)
      .where("at", ">", at - rule.windowMs)
      .executeTakeFirst();
    return { count: Number(row?.count ?? 0), oldest: row?.oldest ?? at };
  };
  const wait = (oldest: number, at: number) => Math.max(1, Math.ceil((oldest + rule.windowMs - at) / 1000));
  return {
    waitSeconds: (key) =>
      underKeyLock(db, `rate:${name}:${key}`, async (trx) => {
        const at = now();
        const { count, oldest } = await recent(trx, key, at);
        return count < rule.limit ? 0 : wait(oldest, at);
      }),
    hit: (key) =>
      underKeyLock(db, `rate:${name}:${key}`, async (trx) => {
        const at = now();
        // What left the window goes, so a key's rows stay at most `limit`.
        await trx
          .deleteFrom("rate_limit_attempts")
          .where("name", "=", name)
          .where("key", "=", key)
          .where("at", "<=", at - rule.windowMs)
          .execute();
        const { count, oldest } = await recent(trx, key, at);
        if (count >= rule.limit) return { allowed: false, retryAfterSeconds: wait(oldest, at) };
        await trx.insertInto("rate_limit_attempts").values({ name, key, at }).execute();
        return { allowed: true };
      }),
  };
}

function databaseThrottle(db: Database, name: string, rule: FailureRule, now: () => number): FailureThrottle {
  const current = (trx: Transaction<DB>, key: string, at: number) =>
    trx
      .selectFrom("rate_limit_failures")
      .selectAll()
      .where("name", "=", name)
      .where("key", "=", key)
      // A quiet `maxDelayMs` after the last failure forgets the key.
      .where("last_at", ">=", at - rule.maxDelayMs)
      .executeTakeFirst();
  return {
    waitSeconds: (key) =>
      underKeyLock(db, `throttle:${name}:${key}`, async (trx) => {
        const at = now();
        const entry = await current(trx, key, at);
        return entry && entry.until_at > at ? Math.ceil((entry.until_at - at) / 1000) : 0;
      }),
    failed: (key) =>
      underKeyLock(db, `throttle:${name}:${key}`, async (trx) => {
        const at = now();
        const entry = await current(trx, key, at);
        const failures = (entry?.failures ?? 0) + 1;
        const until = failureDelayUntil(rule, failures, at) || (entry?.until_at ?? 0);
        await trx
          .insertInto("rate_limit_failures")
          .values({ name, key, failures, last_at: at, until_at: until })
          .onConflict((oc) =>
            oc.columns(["name", "key"]).doUpdateSet({ failures, last_at: at, until_at: until }),
          )
          .execute();
      }),
    succeeded: async (key) => {
      await db.deleteFrom("rate_limit_failures").where("name", "=", name).where("key", "=", key).execute();
    },
  };
}

/** Counts in the database: for nodes sharing a PostgreSQL (a single server counts in memory). */
export const databaseRateLimitStore = (db: Database, now: () => number = Date.now): RateLimitStore => ({
  limiter: (name, rule) => databaseLimiter(db, name, rule, now),
  throttle: (name, rule) => databaseThrottle(db, name, rule, now),
});

/** Removes counts no window or throttle still needs (housekeeping); answers how many rows went. */
export async function forgetOldRateLimits(db: Kysely<DB>, now = Date.now()): Promise<number> {
  // Longer than any window or throttle delay (the longest is an hour).
  const longest = 24 * 60 * 60 * 1000;
  const attempts = await db
    .deleteFrom("rate_limit_attempts")
    .where("at", "<=", now - longest)
    .executeTakeFirst();
  const failures = await db
    .deleteFrom("rate_limit_failures")
    .where("last_at", "<=", now - longest)
    .executeTakeFirst();
  return Number(attempts.numDeletedRows) + Number(failures.numDeletedRows);
}
