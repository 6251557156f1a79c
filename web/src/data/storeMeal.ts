// Writes server meals into the local store (pull, outbox answers) and removes meals. Local photo
// Blobs survive: the server's photo metadata is merged into the rows that hold them.
import type { Meal, MealPhoto } from "@nutrisnap/shared/api";
import { localDay } from "@nutrisnap/shared/dates";
import type { MealRow, NutriSnapDb, PhotoRow } from "./db.ts";
import { searchWords } from "@nutrisnap/shared/meals";
import { sameRecord } from "./sameRecord.ts";
import { deviceTimeZone } from "./timeZone.ts";

export function mealRowOf(meal: Omit<Meal, "photos">, timeZone = deviceTimeZone()): MealRow {
  const { items, ...rest } = meal;
  return {
    ...rest,
    day: localDay(meal.created_at, timeZone),
    words: searchWords([meal.title, meal.note, ...items.flatMap((item) => [item.local_name, item.name])]),
  };
}

export function photoRowOf(photo: MealPhoto, position: number, local?: PhotoRow): PhotoRow {
  const row: PhotoRow = {
    id: photo.id,
    meal_id: photo.meal_id,
    position,
    file_name: local?.file_name ?? `${photo.id}.jpg`,
    uploaded: true,
    image_url: photo.image_url,
    thumbnail_url: photo.thumbnail_url,
    temporary_url: photo.temporary_url,
    content_type: photo.content_type,
    width: photo.width,
    height: photo.height,
    created_at: photo.created_at,
  };
  if (local?.blob) row.blob = local.blob;
  return row;
}

/**
 * Replaces the local meal with the server's. Photos are matched by id (the server keeps client
 * ids); unmatched local photos not yet uploaded stay, so an upload still owed is not lost.
 * Call inside a transaction over meals, items and photos.
 */
export async function storeServerMeal(db: NutriSnapDb, meal: Meal, seq: number | null = null): Promise<void> {
  const previous = await db.meals.get(meal.id);
  await db.meals.put({
    ...mealRowOf(meal),
    context: previous?.context ?? null,
    server_seq: seq ?? previous?.server_seq ?? null,
  });
  await db.items.where("meal_id").equals(meal.id).delete();
  await db.items.bulkPut(meal.items);
  await mergeServerPhotos(db, meal.id, meal.photos);
}

export async function mergeServerPhotos(db: NutriSnapDb, mealId: string, photos: MealPhoto[]): Promise<void> {
  const local = await db.photos.where("meal_id").equals(mealId).sortBy("position");
  const byId = new Map(local.map((row) => [row.id, row]));
  const serverIds = new Set(photos.map((photo) => photo.id));
  const stale = local.filter((row) => row.uploaded && !serverIds.has(row.id)).map((row) => row.id);
  await db.photos.bulkDelete(stale);
  const waiting = local.filter((row) => !row.uploaded && !serverIds.has(row.id));
  const rows = [
    ...photos.map((photo, index) => photoRowOf(photo, index, byId.get(photo.id))),
    ...waiting.map((row, index) => ({ ...row, position: photos.length + index })),
  ];
  // A row is written whole, its Blob with it (Chromium writes the Blob into a new file): a row the
  // server's state leaves as it is, as most are when a settled meal comes back, is not written.
  await db.photos.bulkPut(rows.filter((row) => !samePhotoRow(row, byId.get(row.id))));
}

/** The same stored values: the same Blob (or none) and the same fields. */
function samePhotoRow(row: PhotoRow, stored: PhotoRow | undefined): boolean {
  if (!stored || row.blob !== stored.blob) return false;
  const { blob: _blob, ...fields } = row;
  const { blob: _storedBlob, ...storedFields } = stored;
  return sameRecord(fields, storedFields);
}

/** Removes a meal with its items and photos. Call inside a transaction over those tables. */
export async function removeLocalMeal(db: NutriSnapDb, mealId: string): Promise<void> {
  await db.meals.delete(mealId);
  await db.items.where("meal_id").equals(mealId).delete();
  await db.photos.where("meal_id").equals(mealId).delete();
}
