// Photo files no photo row names any more: left by a process that died between writing an upload's
// files and its row, or between deleting a meal's or account's rows and its files. Housekeeping
// removes them, on either store.
import type { Database } from "../db/database.ts";
import type { BlobStore } from "./blobStore.ts";

/** An upload writes its files before its row: a file this young may be one on its way. */
export const ORPHAN_GRACE_MS = 24 * 60 * 60 * 1000;
/** Keys checked against the database per query (two parameters each). */
const BATCH = 400;

/** Removes every photo file older than the grace period that no photo row names; answers how many. */
export async function removeOrphanPhotos(db: Database, blobs: BlobStore, now = Date.now()): Promise<number> {
  const old = (await blobs.list(""))
    .filter((entry) => entry.modifiedAt.getTime() <= now - ORPHAN_GRACE_MS)
    .map((entry) => entry.key);
  let removed = 0;
  for (let i = 0; i < old.length; i += BATCH) {
    const keys = old.slice(i, i + BATCH);
    const rows = await db
      .selectFrom("meal_photos")
      .select(["display_key", "thumbnail_key"])
      .where((eb) => eb.or([eb("display_key", "in", keys), eb("thumbnail_key", "in", keys)]))
      .execute();
    const named = new Set(rows.flatMap((row) => [row.display_key, row.thumbnail_key]));
    for (const key of keys) {
      if (named.has(key)) continue;
      await blobs.delete(key);
      removed++;
    }
  }
  return removed;
}
