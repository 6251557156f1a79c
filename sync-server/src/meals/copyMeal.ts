// "Log again" (issue 15): a new meal with a past meal's items and photos, eaten at another time.
// The photo files are copied here, on the server, so the device sends no bytes again; nothing is
// analysed again. The copy owns its files: deleting either meal leaves the other's photos whole.
import type { Locale, MealType } from "@nutrisnap/shared/constants";
import { defaultMealTitle } from "@nutrisnap/shared/meals";
import { v7 as uuidv7 } from "uuid";
import type { MealItemRow, MealPhotoRow } from "../db/schema.ts";
import { withChanges } from "../sync/changeLog.ts";
import { MealWriteError } from "./errors.ts";
import { photoKeyPrefix, refreshSearchText, type MealStore } from "./repository.ts";

export interface CopyMealInput {
  id: string;
  created_at: string;
  type?: MealType | undefined;
  /** The ids the device gave its copies of the source's items and photos; others get fresh ids. */
  items?: { source_id: string; id: string }[] | undefined;
  photos?: { source_id: string; id: string }[] | undefined;
}

export async function copyMeal(
  store: MealStore,
  userId: string,
  locale: Locale,
  sourceId: string,
  request: CopyMealInput,
): Promise<{ id: string; created: boolean }> {
  const existing = await store.db
    .selectFrom("meals")
    .select(["user_id"])
    .where("id", "=", request.id)
    .executeTakeFirst();
  if (existing) {
    // A replay answers the copy made the first time; another user's id is not even said to exist.
    if (existing.user_id !== userId) throw new MealWriteError({ kind: "mealNotFound" });
    return { id: request.id, created: false };
  }
  const source = await store.db
    .selectFrom("meals")
    .selectAll()
    .where("id", "=", sourceId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!source) throw new MealWriteError({ kind: "mealNotFound" });
  const [items, photos] = await Promise.all([
    store.db
      .selectFrom("meal_items")
      .selectAll()
      .where("meal_id", "=", sourceId)
      .orderBy("position")
      .execute(),
    store.db
      .selectFrom("meal_photos")
      .selectAll()
      .where("meal_id", "=", sourceId)
      .orderBy("position")
      .execute(),
  ]);
  const itemIds = new Map((request.items ?? []).map((pair) => [pair.source_id, pair.id]));
  const photoIds = new Map((request.photos ?? []).map((pair) => [pair.source_id, pair.id]));
  const now = new Date().toISOString();
  const createdAt = new Date(request.created_at).toISOString();

  // Files first, under keys of this request alone; rows that never get written leave no files.
  const attempt = uuidv7().slice(-12);
  const written: string[] = [];
  const photoRows: MealPhotoRow[] = [];
  let done = false;
  try {
    for (const photo of photos) {
      const [display, thumbnail] = await Promise.all([
        store.blobs.get(photo.display_key),
        store.blobs.get(photo.thumbnail_key),
      ]);
      if (!display || !thumbnail) continue;
      const id = photoIds.get(photo.id) ?? uuidv7();
      const prefix = `${photoKeyPrefix(userId, request.id)}/${id}-${attempt}`;
      const row: MealPhotoRow = {
        ...photo,
        id,
        meal_id: request.id,
        position: photoRows.length,
        display_key: `${prefix}-display.jpg`,
        thumbnail_key: `${prefix}-thumbnail.jpg`,
        created_at: now,
      };
      await store.blobs.put(row.display_key, display);
      written.push(row.display_key);
      await store.blobs.put(row.thumbnail_key, thumbnail);
      written.push(row.thumbnail_key);
      photoRows.push(row);
    }
    const itemRows: MealItemRow[] = items.map((item) => ({
      ...item,
      id: itemIds.get(item.id) ?? uuidv7(),
      meal_id: request.id,
      created_at: now,
    }));
    const outcome = await withChanges(store.db, store.hub, userId, async (trx, record) => {
      const raced = await trx
        .selectFrom("meals")
        .select(["user_id"])
        .where("id", "=", request.id)
        .executeTakeFirst();
      if (raced) {
        if (raced.user_id !== userId) throw new MealWriteError({ kind: "mealNotFound" });
        return false;
      }
      const newIds = [...itemRows.map((row) => row.id), ...photoRows.map((row) => row.id)];
      if (newIds.length > 0) {
        const takenItem = await trx
          .selectFrom("meal_items")
          .select("id")
          .where("id", "in", newIds)
          .executeTakeFirst();
        const takenPhoto = await trx
          .selectFrom("meal_photos")
          .select("id")
          .where("id", "in", newIds)
          .executeTakeFirst();
        if (takenItem || takenPhoto) throw new MealWriteError({ kind: "idInUse" });
      }
      const type = request.type ?? source.type;
      const title =
        source.title_is_default === 1 && type !== source.type ? defaultMealTitle(type, locale) : source.title;
      await trx
        .insertInto("meals")
        .values({
          ...source,
          id: request.id,
          type,
          title,
          // An analysis still running on the source is not run for the copy (no new analysis).
          analysis_status: source.analysis_status === "pending" ? "not_started" : source.analysis_status,
          created_at: createdAt,
          updated_at: now,
        })
        .execute();
      if (itemRows.length > 0) await trx.insertInto("meal_items").values(itemRows).execute();
      if (photoRows.length > 0) await trx.insertInto("meal_photos").values(photoRows).execute();
      await refreshSearchText(trx, request.id);
      await record({ kind: "meal", recordId: request.id, op: "upsert" });
      return true;
    });
    done = outcome;
    return { id: request.id, created: outcome };
  } finally {
    if (!done) for (const key of written) await store.blobs.delete(key);
  }
}
