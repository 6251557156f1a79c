// Meals: create, update, delete and the totals rule (spec §4). Every query is scoped by the user.
import type { Locale, MealType } from "@nutrisnap/shared/constants";
import type { Transaction } from "kysely";
import { v7 as uuidv7 } from "uuid";
import type { Database } from "../db/database.ts";
import type { DB } from "../db/schema.ts";
import type { LiveHub } from "../events/hub.ts";
import { MealWriteError } from "./errors.ts";
import type { BlobStore } from "../photos/blobStore.ts";
import { withChanges } from "../sync/changeLog.ts";
import { defaultMealTitle, mealTimeProblem, mealTotals, searchColumn } from "@nutrisnap/shared/meals";

export interface MealStore {
  db: Database;
  hub: LiveHub;
  blobs: BlobStore;
}

/** POST /meals: creating the same client id again answers the existing meal (a replay is harmless). */
export async function createMeal(
  store: MealStore,
  userId: string,
  locale: Locale,
  request: { id?: string; type: MealType; title?: string; created_at?: string; note?: string | null },
): Promise<{ id: string; created: boolean }> {
  const id = request.id ?? uuidv7();
  const existing = await store.db
    .selectFrom("meals")
    .select(["id", "user_id"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (existing) {
    // Another user's id is none of this user's business: not even that it exists (issue 12).
    if (existing.user_id !== userId) throw new MealWriteError({ kind: "mealNotFound" });
    return { id, created: false };
  }
  const now = new Date().toISOString();
  // A new meal only: a replay of one stored long ago still answers it (above).
  const problem = request.created_at ? mealTimeProblem(new Date(request.created_at)) : null;
  if (problem) throw new MealWriteError({ kind: "mealTime", problem });
  const title = request.title ?? defaultMealTitle(request.type, locale);
  const note = request.note ? request.note : null;
  await withChanges(store.db, store.hub, userId, async (trx, record) => {
    await trx
      .insertInto("meals")
      .values({
        id,
        user_id: userId,
        type: request.type,
        title,
        title_is_default: request.title ? 0 : 1,
        note,
        search_text: searchColumn([title, note]),
        // The time the user ate (now, or the date and time picked on the device), stored as ISO
        // UTC so text order is time order.
        created_at: request.created_at ? new Date(request.created_at).toISOString() : now,
        updated_at: now,
      })
      .execute();
    await record({ kind: "meal", recordId: id, op: "upsert" });
  });
  return { id, created: true };
}

/**
 * PUT /meals/{id}: type, title, note and the time it was eaten. A title set here is the user's, no
 * longer the default, and an analysis never replaces it.
 */
export async function updateMeal(
  store: MealStore,
  userId: string,
  locale: Locale,
  mealId: string,
  update: { type?: MealType; title?: string; note?: string | null; created_at?: string },
): Promise<void> {
  return withChanges(store.db, store.hub, userId, async (trx, record) => {
    const row = await trx
      .selectFrom("meals")
      .selectAll()
      .where("id", "=", mealId)
      .where("user_id", "=", userId)
      .executeTakeFirst();
    if (!row) throw new MealWriteError({ kind: "mealNotFound" });
    const type = update.type ?? row.type;
    const titleIsDefault = update.title !== undefined ? 0 : row.title_is_default;
    const title = update.title ?? (titleIsDefault === 1 ? defaultMealTitle(type, locale) : row.title);
    const note = update.note === undefined ? row.note : update.note || null;
    // Stored as ISO UTC like at creation, so text order stays time order (lists, days, stats).
    const createdAt = update.created_at ? new Date(update.created_at).toISOString() : row.created_at;
    await trx
      .updateTable("meals")
      .set({
        type,
        title,
        title_is_default: titleIsDefault,
        note,
        created_at: createdAt,
        updated_at: new Date().toISOString(),
      })
      .where("id", "=", mealId)
      .execute();
    await refreshSearchText(trx, mealId);
    await record({ kind: "meal", recordId: mealId, op: "upsert" });
  });
}

/** DELETE /meals/{id}: the meal, its items, photos and jobs (cascade), then the photo files. */
export async function deleteMeal(store: MealStore, userId: string, mealId: string): Promise<void> {
  const deleted = await withChanges(store.db, store.hub, userId, async (trx, record) => {
    const result = await trx
      .deleteFrom("meals")
      .where("id", "=", mealId)
      .where("user_id", "=", userId)
      .executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) return false;
    await record({ kind: "meal", recordId: mealId, op: "delete" });
    return true;
  });
  if (!deleted) throw new MealWriteError({ kind: "mealNotFound" });
  await deleteMealPhotoFiles(store.blobs, userId, mealId);
}

export const photoKeyPrefix = (userId: string, mealId: string): string => `${userId}/${mealId}`;

async function deleteMealPhotoFiles(blobs: BlobStore, userId: string, mealId: string): Promise<void> {
  await blobs.deletePrefix(photoKeyPrefix(userId, mealId));
}

/** spec §4: the seven totals are the sums of the remaining items; the search column follows. */
export async function recomputeTotals(trx: Transaction<DB>, mealId: string): Promise<void> {
  const items = await trx.selectFrom("meal_items").selectAll().where("meal_id", "=", mealId).execute();
  await trx
    .updateTable("meals")
    .set({ ...mealTotals(items), updated_at: new Date().toISOString() })
    .where("id", "=", mealId)
    .execute();
  await refreshSearchText(trx, mealId);
}

export async function refreshSearchText(trx: Transaction<DB>, mealId: string): Promise<void> {
  const meal = await trx
    .selectFrom("meals")
    .select(["title", "note"])
    .where("id", "=", mealId)
    .executeTakeFirst();
  if (!meal) return;
  const items = await trx
    .selectFrom("meal_items")
    .select(["name", "local_name"])
    .where("meal_id", "=", mealId)
    .execute();
  const names = items.flatMap((item) => [item.name, item.local_name]);
  await trx
    .updateTable("meals")
    .set({ search_text: searchColumn([meal.title, meal.note, ...names]) })
    .where("id", "=", mealId)
    .execute();
}
