// The meals part of "Download your data" and of account deletion (issue 3's hooks plug these in).
// Format (docs/decisions/007-meals-photos-analysis-sync.md): a zip with meals.json (every meal with items, totals
// and analysis, as the API answers them) and photos/<meal id>/<photo id>.jpg (the stored display size).
import { zipSync, type Zippable } from "fflate";
import type { Locale } from "@nutrisnap/shared/constants";
import type { Database } from "../db/database.ts";
import type { BlobStore } from "../photos/blobStore.ts";
import type { PhotoUrls } from "../photos/signedUrls.ts";
import { loadMeals } from "./mealView.ts";

/** The files the meals contribute to a user's export zip, keyed by path inside the zip. */
export async function mealExportFiles(
  db: Database,
  blobs: BlobStore,
  urls: PhotoUrls,
  userId: string,
  locale: Locale,
): Promise<Zippable> {
  const rows = await db
    .selectFrom("meals")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("created_at")
    .execute();
  const meals = await loadMeals(db, rows, locale, urls);
  const photoRows = await db.selectFrom("meal_photos").selectAll().where("user_id", "=", userId).execute();
  const files: Zippable = {};
  const photoFiles = new Map<string, string>();
  for (const photo of photoRows) {
    const bytes = await blobs.get(photo.display_key);
    if (!bytes) continue;
    const name = `photos/${photo.meal_id}/${photo.id}.jpg`;
    // JPEG is already compressed: store, do not deflate again.
    files[name] = [new Uint8Array(bytes), { level: 0 }];
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
  files["meals.json"] = new TextEncoder().encode(JSON.stringify({ meals: exported }, null, 2));
  return files;
}

/** A zip of the meals alone (until the account export merges these files into its own). */
export async function exportMealsZip(
  db: Database,
  blobs: BlobStore,
  urls: PhotoUrls,
  userId: string,
  locale: Locale,
): Promise<Uint8Array> {
  return zipSync(await mealExportFiles(db, blobs, urls, userId, locale));
}

/** Account deletion: rows go with the user (foreign keys cascade); the photo files go here. */
export async function deleteUserMealFiles(blobs: BlobStore, userId: string): Promise<void> {
  await blobs.deletePrefix(userId);
}
