// Local meals as the screens get them: the stored meal with its photos (Blobs included), its items
// and its sync state, which comes from the outbox entries still waiting for it.
import type { Meal } from "@nutrisnap/shared/api";
import type { MealRow, NutriSnapDb, PhotoRow } from "../db.ts";
import { mealGroup, type OutboxEntry } from "../outbox.ts";

export type LocalPhoto = Omit<PhotoRow, "position">;

export type LocalMeal = Omit<Meal, "photos"> & {
  photos: LocalPhoto[];
  /** pending: changes wait in the outbox; failed: the server refused one (see syncError). */
  sync: "pending" | "synced" | "failed";
  syncError?: string;
  /** The analysis is not asked for yet: it waits here for the meal (and a connection) to reach the server. */
  analysisQueued: boolean;
};

export function syncOf(
  entries: readonly OutboxEntry[],
): Pick<LocalMeal, "sync" | "syncError" | "analysisQueued"> {
  const analysisQueued = entries.some((entry) => entry.request.kind === "meal.analyze");
  const failed = entries.find((entry) => entry.state === "failed");
  if (failed) return { sync: "failed", syncError: failed.error?.message ?? undefined, analysisQueued };
  return { sync: entries.length > 0 ? "pending" : "synced", analysisQueued };
}

/** Joins photos, items and outbox state to the given meal rows, keeping their order. */
export async function toLocalMeals(db: NutriSnapDb, rows: readonly MealRow[]): Promise<LocalMeal[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [photos, items, entries] = await Promise.all([
    db.photos.where("meal_id").anyOf(ids).toArray(),
    db.items.where("meal_id").anyOf(ids).toArray(),
    db.outbox.where("group").anyOf(ids.map(mealGroup)).toArray(),
  ]);
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
