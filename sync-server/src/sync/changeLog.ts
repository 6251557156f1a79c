// The per-user change log: every change to a user's meals, items, photos, profile, onboarding or
// goals appends one row with the next sequence number of that user (ARCHITECTURE, Reading server
// changes). The sync feed and the live event stream both read from it.
import type { LiveMessage } from "@nutrisnap/shared/api";
import { sql, type Kysely, type Transaction } from "kysely";
import { engineOf, type Database } from "../db/database.ts";
import type { ChangeLogTable, DB } from "../db/schema.ts";
import type { LiveEvent, LiveHub } from "../events/hub.ts";
import { noteWrittenSeq } from "./changeSeq.ts";

export interface Change {
  kind: ChangeLogTable["kind"];
  recordId: string;
  op: "upsert" | "delete";
  message?: LiveMessage;
}

/** Appends a change inside the caller's transaction and answers its sequence number. */
export async function appendChange(trx: Kysely<DB>, userId: string, change: Change): Promise<LiveEvent> {
  // SQLite serialises writes (one writer, Kysely's single connection), so max + 1 is safe there.
  // PostgreSQL runs transactions side by side: the user's changes take a lock held to the commit,
  // so sequence numbers are handed out, and committed, in order.
  if (engineOf(trx) === "postgres")
    await sql`select pg_advisory_xact_lock(hashtextextended(${`change_log:${userId}`}, 0))`.execute(trx);
  const last = await trx
    .selectFrom("change_log")
    .select((eb) => eb.fn.max("seq").as("seq"))
    .where("user_id", "=", userId)
    .executeTakeFirst();
  const seq = Number(last?.seq ?? 0) + 1;
  await trx
    .insertInto("change_log")
    .values({
      user_id: userId,
      seq,
      kind: change.kind,
      record_id: change.recordId,
      op: change.op,
      message: change.message ? JSON.stringify(change.message) : null,
      created_at: new Date().toISOString(),
    })
    .execute();
  return { seq, message: change.message ?? null };
}

export type RecordChange = (change: Change) => Promise<void>;

/**
 * Runs `work` in one transaction with a `record` function for its changes; the live events go out
 * only after the commit, so a listener never sees a change that was rolled back.
 */
export async function withChanges<T>(
  db: Database,
  hub: LiveHub,
  userId: string,
  work: (trx: Transaction<DB>, record: RecordChange) => Promise<T>,
): Promise<T> {
  const events: LiveEvent[] = [];
  const result = await db.transaction().execute(async (trx) =>
    work(trx, async (change) => {
      const event = await appendChange(trx, userId, change);
      await hub.announce(trx, userId, event);
      events.push(event);
    }),
  );
  for (const event of events) {
    noteWrittenSeq(event.seq);
    hub.publish(userId, event);
  }
  return result;
}

/** The user's latest sequence number (0 before any change). */
export async function latestSeq(db: Database, userId: string): Promise<number> {
  const last = await db
    .selectFrom("change_log")
    .select((eb) => eb.fn.max("seq").as("seq"))
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return Number(last?.seq ?? 0);
}
