// Durable analysis jobs in the database (ARCHITECTURE, Analysis 5): leased with an expiry so a job
// whose worker died is taken up again; a stale worker's result is refused by its lease token. On
// PostgreSQL several nodes lease from one table: a row being leased is skipped by the others
// (FOR UPDATE SKIP LOCKED), so each job runs on one node at a time (docs/decisions/092).
import { randomBytes } from "node:crypto";
import type { AnalysisContext } from "@nutrisnap/shared/api";
import type { Locale } from "@nutrisnap/shared/constants";
import { sql, type Kysely } from "kysely";
import { v7 as uuidv7 } from "uuid";
import { engineOf, type Database } from "../db/database.ts";
import type { AnalysisJobRow, DB } from "../db/schema.ts";

export const MAX_ATTEMPTS = 3;

export interface JobOptions {
  locale: Locale;
  region: string | null;
  useMetric: boolean;
}

export interface LeasedJob {
  id: string;
  mealId: string;
  userId: string;
  attempts: number;
  leaseToken: string;
  context: AnalysisContext | null;
  options: JobOptions;
}

/** Enqueues unless the meal already has an open job; answers whether a new job was created. */
export async function enqueueJob(
  trx: Kysely<DB>,
  job: { mealId: string; userId: string; context: AnalysisContext | null; options: JobOptions },
): Promise<boolean> {
  const now = new Date().toISOString();
  const result = await trx
    .insertInto("analysis_jobs")
    .values({
      id: uuidv7(),
      meal_id: job.mealId,
      user_id: job.userId,
      status: "queued",
      context: job.context ? JSON.stringify(job.context) : null,
      options: JSON.stringify(job.options),
      run_after: Date.now(),
      created_at: now,
      updated_at: now,
    })
    // The partial unique index allows one queued-or-running job per meal.
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function hasOpenJob(trx: Kysely<DB>, mealId: string): Promise<boolean> {
  const row = await trx
    .selectFrom("analysis_jobs")
    .select("id")
    .where("meal_id", "=", mealId)
    .where("status", "in", ["queued", "running"])
    .executeTakeFirst();
  return Boolean(row);
}

/**
 * Takes the next due job (queued and due, or running with an expired lease) in one statement. SQLite
 * has one writer, so the statement alone is enough; PostgreSQL runs statements of several nodes at
 * once, and without SKIP LOCKED two of them could pick the same row and both re-check only its id.
 */
export async function leaseNextJob(
  db: Database,
  leaseMs: number,
  now = Date.now(),
): Promise<LeasedJob | null> {
  const token = randomBytes(12).toString("hex");
  const skipLocked = engineOf(db) === "postgres" ? sql`for update skip locked` : sql``;
  const row = await sql<AnalysisJobRow>`
    update analysis_jobs
       set status = 'running', lease_until = ${now + leaseMs}, lease_token = ${token},
           attempts = attempts + 1, updated_at = ${new Date(now).toISOString()}
     where id = (select id from analysis_jobs
                  where (status = 'queued' and run_after <= ${now})
                     or (status = 'running' and lease_until < ${now})
                  order by run_after limit 1 ${skipLocked})
    returning *`
    .execute(db)
    .then((result) => result.rows[0]);
  if (!row) return null;
  return {
    id: row.id,
    mealId: row.meal_id,
    userId: row.user_id,
    attempts: row.attempts,
    leaseToken: token,
    context: row.context ? (JSON.parse(row.context) as AnalysisContext) : null,
    options: JSON.parse(row.options) as JobOptions,
  };
}

/** True while this worker still holds the job's lease (nobody else took it over). */
export async function holdsLease(trx: Kysely<DB>, job: LeasedJob): Promise<boolean> {
  const row = await trx
    .selectFrom("analysis_jobs")
    .select("id")
    .where("id", "=", job.id)
    .where("status", "=", "running")
    .where("lease_token", "=", job.leaseToken)
    .executeTakeFirst();
  return Boolean(row);
}

export async function finishJob(
  trx: Kysely<DB>,
  job: LeasedJob,
  status: "done" | "failed",
  error: string | null = null,
): Promise<void> {
  await trx
    .updateTable("analysis_jobs")
    .set({
      status,
      lease_until: null,
      lease_token: null,
      last_error: error,
      updated_at: new Date().toISOString(),
    })
    .where("id", "=", job.id)
    .where("lease_token", "=", job.leaseToken)
    .execute();
}

/** Back to the queue after a transient failure, due after `delayMs`. */
export async function retryJobLater(
  db: Database,
  job: LeasedJob,
  delayMs: number,
  error: string,
): Promise<void> {
  await db
    .updateTable("analysis_jobs")
    .set({
      status: "queued",
      run_after: Date.now() + delayMs,
      lease_until: null,
      lease_token: null,
      last_error: error,
      updated_at: new Date().toISOString(),
    })
    .where("id", "=", job.id)
    .where("lease_token", "=", job.leaseToken)
    .execute();
}

/** A graceful stop hands an unfinished job back at once, without counting the attempt. */
export async function releaseJob(db: Database, job: LeasedJob): Promise<void> {
  await db
    .updateTable("analysis_jobs")
    .set((eb) => ({
      status: "queued",
      run_after: Date.now(),
      lease_until: null,
      lease_token: null,
      attempts: eb("attempts", "-", 1),
    }))
    .where("id", "=", job.id)
    .where("lease_token", "=", job.leaseToken)
    .execute();
}
