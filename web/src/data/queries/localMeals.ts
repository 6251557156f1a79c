// Local meals as the screens get them: the stored meal with its photos (Blobs included), its items
// and its sync state, which comes from the outbox entries still waiting for it.
import type { Meal } from "@nutrisnap/shared/api";
import type { MealRow, NutriSnapDb, PhotoRow } from "../db.ts";
import { mealGroup, type OutboxEntry } from "../outbox.ts";
import { sameRecord } from "../sameRecord.ts";

export type LocalPhoto = Omit<PhotoRow, "position">;

export type LocalMeal = Omit<Meal, "photos"> & {
  photos: LocalPhoto[];
  /** pending: changes wait in the outbox; failed: the server refused one (see syncError). */
  sync: "pending" | "synced" | "failed";
  syncError?: string;
  /** The analysis is not asked for yet: it waits here for the meal (and a connection) to reach the server. */
  analysisQueued: boolean;
  /** The meal itself has not reached the server: its creation (or copy) waits in the outbox. */
  unsent: boolean;
  /**
   * The analysis request was sent and the server could not take it (a 5xx, a timeout): it waits on
   * the device for its next try, so nothing is being analysed yet.
   */
  analysisRetrying: boolean;
};

export function syncOf(
  entries: readonly OutboxEntry[],
): Pick<LocalMeal, "sync" | "syncError" | "analysisQueued" | "unsent" | "analysisRetrying"> {
  const analysisQueued = entries.some((entry) => entry.request.kind === "meal.analyze");
  const analysisRetrying = entries.some(
    (entry) => entry.request.kind === "meal.analyze" && entry.state === "pending" && entry.attempts > 0,
  );
  const unsent = entries.some(
    (entry) => entry.request.kind === "meal.create" || entry.request.kind === "meal.copy",
  );
  const failed = entries.find((entry) => entry.state === "failed");
  if (failed)
    return {
      sync: "failed",
      syncError: failed.error?.message ?? undefined,
      analysisQueued,
      unsent,
      analysisRetrying,
    };
  return { sync: entries.length > 0 ? "pending" : "synced", analysisQueued, unsent, analysisRetrying };
}

/**
 * Whether two readings of a meal show the same thing. A photo's Blob is written once, when the
 * photo is taken, and only ever removed after: two Blobs of the same photo are the same image when
 * their size and type are (reading a row again gives a new Blob object each time).
 */
export function sameLocalMeal(a: LocalMeal, b: LocalMeal): boolean {
  const { photos: photosA, ...restA } = a;
  const { photos: photosB, ...restB } = b;
  return (
    photosA.length === photosB.length &&
    photosA.every((photo, index) => {
      const { blob: blobA, ...fieldsA } = photo;
      const { blob: blobB, ...fieldsB } = photosB[index]!;
      return (
        (blobA === blobB || (blobA?.size === blobB?.size && blobA?.type === blobB?.type)) &&
        sameRecord(fieldsA, fieldsB)
      );
    }) &&
    sameRecord(restA, restB)
  );
}

const readEach = async <T>(keys: readonly string[], read: (key: string) => Promise<T[]>): Promise<T[]> =>
  (await Promise.all(keys.map(read))).flat();

/** Joins photos, items and outbox state to the given meal rows, keeping their order. */
export async function toLocalMeals(db: NutriSnapDb, rows: readonly MealRow[]): Promise<LocalMeal[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  // One exact-key read per meal, all issued at once in one read transaction: `anyOf` would walk a
  // cursor across the whole index between the smallest and largest id, a step at a time.
  const [photos, items, entries] = await db.transaction("r", db.photos, db.items, db.outbox, () =>
    Promise.all([
      readEach(ids, (id) => db.photos.where("meal_id").equals(id).toArray()),
      readEach(ids, (id) => db.items.where("meal_id").equals(id).toArray()),
      readEach(ids, (id) => db.outbox.where("group").equals(mealGroup(id)).toArray()),
    ]),
  );
  return rows.map((row) => {
    const { day: _day, words: _words, context: _context, server_seq: _seq, ...meal } = row;
    return {
      ...meal,
      photos: photos
        .filter((photo) => photo.meal_id === row.id)
        .sort((a, b) => a.position - b.position)
        .map(({ position: _position, ...photo }) => photo),
      items: items.filter((item) => item.meal_id === row.id),
      ...syncOf(entries.filter((entry) => entry.group === mealGroup(row.id))),
    };
  });
}
