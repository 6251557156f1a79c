import { sql, type Kysely } from "kysely";
import { engineOf, type Database } from "../db/database.ts";
import type { DB } from "../db/schema.ts";
import type { Logger } from "../logger.ts";
import { forgetOldRateLimits } from "../security/sharedRateLimits.ts";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** How long what is no longer needed is kept before it goes. */
export const RETENTION = {
  /** Used or expired reset and confirmation links (kept a day for support questions). */
  accountTokensMs: DAY,
  /** Finished analysis jobs (the meal keeps the result; the job only its history). */
  finishedJobsMs: 7 * DAY,
  /** Superseded change-log rows; newer ones stay for live-event replay (Last-Event-ID). */
  supersededChangesMs: DAY,
} as const;

export interface HousekeepingReport {
  sessions: number;
  accountTokens: number;
  analysisJobs: number;
  changes: number;
  /** Shared rate-limit counts no window still needs (PostgreSQL mode). */
  rateLimits: number;
}

/**
 * Removes what a long-running server no longer needs, so the database stays the size of the data
 * rather than of its history: expired sessions, spent links, finished jobs, and change-log rows
 * superseded by a later change of the same record. The sync feed answers each record's current
 * state at its latest change, so only that latest row matters to any cursor; deletions keep
 * theirs as the tombstone.
 */
export async function runHousekeeping(db: Kysely<DB>, now = Date.now()): Promise<HousekeepingReport> {
  const sessions = await db.deleteFrom("sessions").where("expires_at", "<=", now).executeTakeFirst();
  const tokens = await db
    .deleteFrom("account_tokens")
    .where((eb) =>
      eb.or([
        eb("expires_at", "<=", now - RETENTION.accountTokensMs),
        eb("used_at", "<=", new Date(now - RETENTION.accountTokensMs).toISOString()),
      ]),
    )
    .executeTakeFirst();
  const jobs = await db
    .deleteFrom("analysis_jobs")
    .where("status", "in", ["done", "failed"])
    .where("updated_at", "<=", new Date(now - RETENTION.finishedJobsMs).toISOString())
    .executeTakeFirst();
  const changes = await sql`
    delete from change_log
    where created_at <= ${new Date(now - RETENTION.supersededChangesMs).toISOString()}
      and exists (
        select 1 from change_log as newer
        where newer.user_id = change_log.user_id and newer.kind = change_log.kind
          and newer.record_id = change_log.record_id and newer.seq > change_log.seq
      )`.execute(db);
  const rateLimits = await forgetOldRateLimits(db, now);
  return {
    rateLimits,
    sessions: Number(sessions.numDeletedRows),
    accountTokens: Number(tokens.numDeletedRows),
    analysisJobs: Number(jobs.numDeletedRows),
    changes: Number(changes.numAffectedRows ?? 0),
  };
}

/**
 * Runs housekeeping unless another node is running it (docs/decisions/094): on PostgreSQL the run
 * holds a transaction-scoped advisory lock, and a node that finds it taken skips this round
 * (answers null). One SQLite server is always alone.
 */
export async function runHousekeepingAlone(
  db: Database,
  now = Date.now(),
): Promise<HousekeepingReport | null> {
  if (engineOf(db) === "sqlite") return runHousekeeping(db, now);
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ taken: boolean }>`
      select pg_try_advisory_xact_lock(hashtextextended(${HOUSEKEEPING_LOCK} || current_schema(), 0)) as taken`.execute(
      trx,
    );
    return rows[0]?.taken ? runHousekeeping(trx, now) : null;
  });
}

/** The advisory lock's name, per schema (deployments sharing a database do not wait on each other). */
export const HOUSEKEEPING_LOCK = "nutrisnap housekeeping:";

/** Runs housekeeping now and every hour; the timer never keeps the process alive. */
export function scheduleHousekeeping(db: Database, logger: Logger): () => void {
  const run = (): void => {
    runHousekeepingAlone(db)
      .then((report) => {
        if (!report) logger.debug("housekeeping left to the node running it");
        else if (Object.values(report).some((count) => count > 0)) logger.info("housekeeping", { ...report });
      })
      .catch((error: unknown) => logger.error("housekeeping failed", { error: String(error) }));
  };
  run();
  const timer = setInterval(run, HOUR);
  timer.unref();
  return () => clearInterval(timer);
}
