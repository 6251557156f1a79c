// The meals part of "Download your data" and of account deletion (issue 3's hooks plug these in).
// Format (docs/decisions/008-meals-photos-analysis-sync.md): a zip with meals.json (every meal with items, totals
// and analysis, as the API answers them) and photos/<meal id>/<photo id>.jpg (the stored display size).
import { jsonEntry, zipToBytes, type ExportEntry } from "../account/exportArchive.ts";
import type { Locale } from "@nutrisnap/shared/constants";
import type { Database } from "../db/database.ts";
import type { BlobStore } from "../photos/blobStore.ts";
import type { PhotoUrls } from "../photos/signedUrls.ts";
import { loadMeals } from "./mealView.ts";

/** The files the meals contribute to a user's export zip; photo bytes are read as the zip streams. */
export async function mealExportFiles(
  db: Database,
  blobs: BlobStore,
  urls: PhotoUrls,
  userId: string,
  locale: Locale,
): Promise<ExportEntry[]> {
  const rows = await db
    .selectFrom("meals")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("created_at")
    .execute();
  const meals = await loadMeals(db, rows, locale, urls);
  const photoRows = await db.selectFrom("meal_photos").selectAll().where("user_id", "=", userId).execute();
  const files: ExportEntry[] = [];
  const photoFiles = new Map<string, string>();
  const stored = new Set((await blobs.list(userId)).map((entry) => entry.key));
  for (const photo of photoRows) {
    if (!stored.has(photo.display_key)) continue;
    const name = `photos/${photo.meal_id}/${photo.id}.jpg`;
    // JPEG is already compressed: store, do not deflate again.
    files.push({
      name,
      compress: false,
      read: async () => {
        const bytes = await blobs.get(photo.display_key);
        return bytes ? new Uint8Array(bytes) : null;
      },
    });
    photoFiles.set(photo.id, name);
  }
  const exported = meals.map((meal) => ({
    ...meal,
    // Links inside the archive instead of server URLs that need a session.
    photos: meal.photos.map(({ id, width, height, created_at }) => ({
      id,
      width,
      height,
      created_at,
      file: photoFiles.get(id) ?? null,
    })),
  }));
  return [jsonEntry("meals.json", { meals: exported }), ...files];
}

/** A zip of the meals alone (until the account export merges these files into its own). */
export async function exportMealsZip(
  db: Database,
  blobs: BlobStore,
  urls: PhotoUrls,
  userId: string,
  locale: Locale,
): Promise<Uint8Array> {
  return zipToBytes(await mealExportFiles(db, blobs, urls, userId, locale));
}

/** Account deletion: rows go with the user (foreign keys cascade); the photo files go here. */
export async function deleteUserMealFiles(blobs: BlobStore, userId: string): Promise<void> {
  await blobs.deletePrefix(userId);
}
