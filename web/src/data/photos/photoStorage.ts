// How much room meal photos take on this device, and keeping it bounded (issue 19, decision 071).
// A photo not yet on the server lives only here, so its Blob is never removed. Once the server has
// it, its Blob stays while it is recent (30 days) or fits in the newest 200 MB; older ones are
// shown from the server (and the service worker's bounded photo cache). "Free up space" removes
// every Blob the server has. Window and worker may both call this: no DOM-only APIs.
import type { NutriSnapDb, PhotoRow } from "../db.ts";
import { clearCachedPhotos } from "../photoCache.ts";

export const KEEP_RECENT_DAYS = 30;
export const KEEP_BUDGET_BYTES = 200_000_000;

export interface PruneRules {
  now: Date;
  recentDays: number;
  budgetBytes: number;
}

export interface Freed {
  photos: number;
  bytes: number;
}

/** The server has the photo and can show it: its Blob may go. */
const onServer = (row: PhotoRow): boolean => row.uploaded && Boolean(row.image_url || row.temporary_url);

/**
 * Removes the Blobs `choose` picks among those the server has. The photos are read outside any write
 * transaction, which would hold back every screen reading photos meanwhile (the meals list, the
 * day's diary) for as long as it takes to read all of them; only the picked rows are then written,
 * each checked again inside the write, so a photo that changed meanwhile keeps its Blob unless the
 * server still has it.
 */
async function dropBlobs(db: NutriSnapDb, choose: (rows: PhotoRow[]) => PhotoRow[]): Promise<Freed> {
  const held = await db.photos.filter((row) => Boolean(row.blob) && onServer(row)).toArray();
  const chosen = choose(held).map((row) => row.id);
  const freed: Freed = { photos: 0, bytes: 0 };
  if (chosen.length === 0) return freed;
  return db.transaction("rw", db.photos, async () => {
    for (const row of await db.photos.bulkGet(chosen)) {
      if (!row?.blob || !onServer(row)) continue;
      const { blob, ...rest } = row;
      freed.photos += 1;
      freed.bytes += blob.size;
      await db.photos.put(rest);
    }
    return freed;
  });
}

/**
 * Keeps, newest first, every Blob from the last `recentDays` and any older one while the kept
 * Blobs stay within `budgetBytes`; removes the rest (only ones the server has).
 */
export function prunePhotoBlobs(db: NutriSnapDb, rules: Partial<PruneRules> = {}): Promise<Freed> {
  const { now = new Date(), recentDays = KEEP_RECENT_DAYS, budgetBytes = KEEP_BUDGET_BYTES } = rules;
  const recentSince = now.getTime() - recentDays * 24 * 60 * 60 * 1000;
  return dropBlobs(db, (rows) => {
    let kept = 0;
    return [...rows]
      .sort((a, b) => b.created_at.localeCompare(a.created_at))
      .filter((row) => {
        const size = row.blob?.size ?? 0;
        const keep = Date.parse(row.created_at) >= recentSince || kept + size <= budgetBytes;
        if (keep) kept += size;
        return !keep;
      });
  });
}

const PRUNED_AT_KEY = "photosPrunedAt";

/**
 * Prunes (as `prunePhotoBlobs`) unless this device pruned less than `everyMs` ago: the time is kept
 * in the meta table, so opening the app again does not read every photo again (decision 111).
 * Answers null when it did not prune.
 */
export async function prunePhotoBlobsAtMostEvery(
  db: NutriSnapDb,
  everyMs: number,
  now = new Date(),
): Promise<Freed | null> {
  const last = (await db.meta.get(PRUNED_AT_KEY))?.value;
  // A time in the future (the clock was set back) does not hold pruning off.
  if (typeof last === "number" && last <= now.getTime() && now.getTime() - last < everyMs) return null;
  await db.meta.put({ key: PRUNED_AT_KEY, value: now.getTime() });
  return prunePhotoBlobs(db, { now });
}

/** "Free up space": every Blob the server has, and the cached copies of server photos. */
export async function freeUpPhotoSpace(db: NutriSnapDb): Promise<Freed> {
  const freed = await dropBlobs(db, (rows) => rows);
  await clearCachedPhotos().catch((error: unknown) => console.warn("Clearing the photo cache failed", error));
  return freed;
}

export interface PhotoStorage {
  /** Photo Blobs kept on this device, and how many of them wait to be sent. */
  keptPhotos: number;
  keptBytes: number;
  unsentPhotos: number;
  unsentBytes: number;
  /** Blobs "Free up space" would remove. */
  freeablePhotos: number;
  freeableBytes: number;
}

export async function photoStorage(db: NutriSnapDb): Promise<PhotoStorage> {
  const rows = (await db.photos.toArray()).filter((row) => row.blob);
  const size = (list: PhotoRow[]) => list.reduce((sum, row) => sum + (row.blob?.size ?? 0), 0);
  const unsent = rows.filter((row) => !row.uploaded);
  const freeable = rows.filter(onServer);
  return {
    keptPhotos: rows.length,
    keptBytes: size(rows),
    unsentPhotos: unsent.length,
    unsentBytes: size(unsent),
    freeablePhotos: freeable.length,
    freeableBytes: size(freeable),
  };
}

export interface DeviceStorage {
  /** What the browser says this site uses and may use, in bytes; null where it does not say. */
  usage: number | null;
  quota: number | null;
  /** Whether the browser promised not to clear this site's data under storage pressure. */
  persistent: boolean;
}

export async function deviceStorage(): Promise<DeviceStorage> {
  const storage = typeof navigator === "undefined" ? undefined : navigator.storage;
  const [estimate, persistent] = await Promise.all([
    storage?.estimate ? storage.estimate().catch(() => null) : null,
    storage?.persisted ? storage.persisted().catch(() => false) : false,
  ]);
  return { usage: estimate?.usage ?? null, quota: estimate?.quota ?? null, persistent };
}
