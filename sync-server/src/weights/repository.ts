// The weight log (issue 15 item 17). Every query is scoped by the user; every write appends to the
// sync change log, and the latest weighing becomes the profile's current weight (goals and BMI).
import type { WeightEntry } from "@nutrisnap/shared/api";
import { mealTimeProblem } from "@nutrisnap/shared/meals";
import { v7 as uuidv7 } from "uuid";
import type { Database } from "../db/database.ts";
import type { WeightEntryRow } from "../db/schema.ts";
import type { LiveHub } from "../events/hub.ts";
import { ApiError } from "../http/apiError.ts";
import { withChanges, type RecordChange } from "../sync/changeLog.ts";

export const toWeightEntry = (row: WeightEntryRow): WeightEntry => ({
  id: row.id,
  weight: row.weight,
  measured_at: row.measured_at,
  created_at: row.created_at,
});

export async function findWeights(db: Database, userId: string, ids: string[]): Promise<WeightEntry[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom("weight_entries")
    .selectAll()
    .where("user_id", "=", userId)
    .where("id", "in", ids)
    .execute();
  return rows.map(toWeightEntry);
}

/** The latest `limit` weighings, oldest first. */
export async function latestWeights(db: Database, userId: string, limit: number): Promise<WeightEntry[]> {
  const rows = await db
    .selectFrom("weight_entries")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("measured_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.reverse().map(toWeightEntry);
}

/** Makes the latest weighing the profile's current weight, when there is a profile to change. */
async function followLatest(trx: Database, userId: string, record: RecordChange): Promise<void> {
  const latest = await trx
    .selectFrom("weight_entries")
    .select("weight")
    .where("user_id", "=", userId)
    .orderBy("measured_at", "desc")
    .orderBy("id", "desc")
    .executeTakeFirst();
  if (!latest) return;
  const changed = await trx
    .updateTable("onboarding_profiles")
    .set({ current_weight: latest.weight, updated_at: new Date().toISOString() })
    .where("user_id", "=", userId)
    .where("current_weight", "!=", latest.weight)
    .executeTakeFirst();
  if (Number(changed.numUpdatedRows) > 0)
    await record({ kind: "onboarding", recordId: userId, op: "upsert" });
}

/** Records a weighing; the same client id again answers the stored entry (`created: false`). */
export async function recordWeight(
  db: Database,
  hub: LiveHub,
  userId: string,
  request: { id?: string; weight: number; measured_at?: string },
): Promise<{ entry: WeightEntry; created: boolean }> {
  const id = request.id ?? uuidv7();
  const existing = await db.selectFrom("weight_entries").selectAll().where("id", "=", id).executeTakeFirst();
  if (existing) {
    if (existing.user_id !== userId) throw new ApiError(409, "idInUse");
    return { entry: toWeightEntry(existing), created: false };
  }
  const now = new Date();
  const measuredAt = request.measured_at ? new Date(request.measured_at) : now;
  const problem = mealTimeProblem(measuredAt, now);
  if (problem) throw new ApiError(422, problem, { errors: { measured_at: [problem] } });
  const row: WeightEntryRow = {
    id,
    user_id: userId,
    // Grams are the finest a bathroom scale shows.
    weight: Math.round(request.weight * 1000) / 1000,
    measured_at: measuredAt.toISOString(),
    created_at: now.toISOString(),
  };
  await withChanges(db, hub, userId, async (trx, record) => {
    await trx.insertInto("weight_entries").values(row).execute();
    await record({ kind: "weight", recordId: id, op: "upsert" });
    await followLatest(trx, userId, record);
  });
  return { entry: toWeightEntry(row), created: true };
}

/** Deletes a weighing of this user (another user's is not found); the profile follows the new latest. */
export async function deleteWeight(db: Database, hub: LiveHub, userId: string, id: string): Promise<void> {
  await withChanges(db, hub, userId, async (trx, record) => {
    const deleted = await trx
      .deleteFrom("weight_entries")
      .where("id", "=", id)
      .where("user_id", "=", userId)
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) throw new ApiError(404, "notFound");
    await record({ kind: "weight", recordId: id, op: "delete" });
    await followLatest(trx, userId, record);
  });
}
