// Storing a meal's photos (issue 4 §2): at most 5 per meal, each checked and re-encoded without
// metadata; a repeated client photo id stores nothing twice; a bad file stores nothing at all.
import { MAX_PHOTOS_PER_MEAL } from "@nutrisnap/shared/constants";
import { v7 as uuidv7 } from "uuid";
import type { MealPhotoRow } from "../db/schema.ts";
import { MealWriteError } from "../meals/errors.ts";
import { photoKeyPrefix, type MealStore } from "../meals/repository.ts";
import { withChanges } from "../sync/changeLog.ts";
import { ImageRejected, processImage, type ProcessedImage } from "./processImage.ts";

export interface PhotoUpload {
  /** The client's photo id (UUID), when it sent one. */
  id?: string;
  filename: string;
  bytes: Buffer;
}

export interface PhotoLimits {
  maxBytes: number;
  maxPixels: number;
}

export async function storeMealPhotos(
  store: MealStore,
  userId: string,
  mealId: string,
  uploads: PhotoUpload[],
  limits: PhotoLimits,
): Promise<MealPhotoRow[]> {
  const meal = await store.db
    .selectFrom("meals")
    .select("id")
    .where("id", "=", mealId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!meal) throw new MealWriteError({ kind: "mealNotFound", field: "meal_id" });

  const stored = await store.db.selectFrom("meal_photos").selectAll().where("meal_id", "=", mealId).execute();
  const knownIds = uploads.map((u) => u.id).filter((id): id is string => Boolean(id));
  const existingById = new Map<string, MealPhotoRow>();
  if (knownIds.length > 0) {
    const rows = await store.db.selectFrom("meal_photos").selectAll().where("id", "in", knownIds).execute();
    for (const row of rows) {
      if (row.user_id !== userId || row.meal_id !== mealId) throw new MealWriteError({ kind: "idInUse" });
      existingById.set(row.id, row);
    }
  }
  // Within one request too, an id sent twice is one photo.
  const seen = new Set<string>();
  const fresh = uploads.filter((u) => {
    if (!u.id) return true;
    if (existingById.has(u.id) || seen.has(u.id)) return false;
    seen.add(u.id);
    return true;
  });
  if (stored.length + fresh.length > MAX_PHOTOS_PER_MEAL) {
    throw new MealWriteError({ kind: "tooManyPhotos" });
  }

  // Check every file before storing any, so a bad one leaves nothing behind.
  const processed: { upload: PhotoUpload; image: ProcessedImage }[] = [];
  for (const upload of fresh) {
    try {
      processed.push({ upload, image: await processImage(upload.bytes, limits) });
    } catch (error) {
      if (!(error instanceof ImageRejected)) throw error;
      throw new MealWriteError({
        kind: "photoRejected",
        problem: error.problem,
        filename: upload.filename,
        max:
          error.problem === "photoTooManyPixels"
            ? Math.round(limits.maxPixels / 1e6)
            : Math.round(limits.maxBytes / 1048576),
      });
    }
  }

  // Files go under keys of this request alone (a fresh suffix), so a request that loses a race
  // for the same photo id never overwrites or deletes the winner's files.
  const attempt = uuidv7().slice(-12);
  const now = new Date().toISOString();
  const candidates: MealPhotoRow[] = processed.map(({ upload, image }) => {
    const id = upload.id ?? uuidv7();
    const prefix = `${photoKeyPrefix(userId, mealId)}/${id}-${attempt}`;
    return {
      id,
      meal_id: mealId,
      user_id: userId,
      position: 0,
      content_hash: image.contentHash,
      original_type: image.originalType,
      content_type: "image/jpeg",
      width: image.width,
      height: image.height,
      display_key: `${prefix}-display.jpg`,
      thumbnail_key: `${prefix}-thumbnail.jpg`,
      created_at: now,
    };
  });
  const written: string[] = [];
  let inserted: MealPhotoRow[] = [];
  try {
    for (const [i, row] of candidates.entries()) {
      const image = processed[i]!.image;
      await store.blobs.put(row.display_key, image.display);
      written.push(row.display_key);
      await store.blobs.put(row.thumbnail_key, image.thumbnail);
      written.push(row.thumbnail_key);
    }
    if (candidates.length > 0) {
      // Check and insert under one write transaction: another upload may have stored photos (or
      // these very ids) while this one was re-encoding.
      inserted = await withChanges(store.db, store.hub, userId, async (trx, record) => {
        const current = await trx
          .selectFrom("meal_photos")
          .selectAll()
          .where("meal_id", "=", mealId)
          .execute();
        const taken = await trx
          .selectFrom("meal_photos")
          .selectAll()
          .where(
            "id",
            "in",
            candidates.map((row) => row.id),
          )
          .execute();
        for (const row of taken) {
          if (row.user_id !== userId || row.meal_id !== mealId) throw new MealWriteError({ kind: "idInUse" });
          existingById.set(row.id, row);
        }
        const toInsert = candidates
          .filter((row) => !existingById.has(row.id))
          .map((row, i) => ({ ...row, position: current.length + i }));
        if (current.length + toInsert.length > MAX_PHOTOS_PER_MEAL) {
          throw new MealWriteError({ kind: "tooManyPhotos" });
        }
        if (toInsert.length === 0) return [];
        await trx.insertInto("meal_photos").values(toInsert).execute();
        await trx.updateTable("meals").set({ updated_at: now }).where("id", "=", mealId).execute();
        await record({ kind: "meal", recordId: mealId, op: "upsert" });
        return toInsert;
      });
    }
  } finally {
    // Only this request's own files that did not become a photo.
    const kept = new Set(inserted.flatMap((row) => [row.display_key, row.thumbnail_key]));
    for (const key of written) if (!kept.has(key)) await store.blobs.delete(key);
  }
  const all = new Map([...existingById, ...inserted.map((row) => [row.id, row] as const)]);
  const result = new Map<string, MealPhotoRow>();
  for (const row of inserted) result.set(row.id, row);
  for (const upload of uploads) {
    const row = upload.id ? all.get(upload.id) : undefined;
    if (row) result.set(row.id, row);
  }
  return [...result.values()].sort((a, b) => a.position - b.position);
}

/** DELETE /meals/photos/{id}: the row, then its files. */
export async function deleteMealPhoto(store: MealStore, userId: string, photoId: string): Promise<void> {
  const photo = await withChanges(store.db, store.hub, userId, async (trx, record) => {
    const row = await trx
      .selectFrom("meal_photos")
      .selectAll()
      .where("id", "=", photoId)
      .where("user_id", "=", userId)
      .executeTakeFirst();
    if (!row) return null;
    await trx.deleteFrom("meal_photos").where("id", "=", photoId).execute();
    await trx
      .updateTable("meals")
      .set({ updated_at: new Date().toISOString() })
      .where("id", "=", row.meal_id)
      .execute();
    await record({ kind: "meal", recordId: row.meal_id, op: "upsert" });
    return row;
  });
  if (!photo) throw new MealWriteError({ kind: "photoNotFound" });
  await store.blobs.delete(photo.display_key);
  await store.blobs.delete(photo.thumbnail_key);
}
