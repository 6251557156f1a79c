// GET /api/v1/sync/changes?since=N (ARCHITECTURE, Reading server changes): the records changed after
// N in sequence order, each as its current state (or its deletion), and the cursor to ask from next.
import type { SyncChange, SyncChangesResponse } from "@nutrisnap/shared/api";
import type { Locale } from "@nutrisnap/shared/constants";
import type { Database } from "../db/database.ts";
import type { ChangeLogTable } from "../db/schema.ts";
import { toUser } from "../auth/users.ts";
import { findUserGoals } from "../goals/repository.ts";
import { loadMeals } from "../meals/mealView.ts";
import { findOnboarding } from "../onboarding/repository.ts";
import type { PhotoUrls } from "../photos/signedUrls.ts";
import { findWeights } from "../weights/repository.ts";

type Kind = ChangeLogTable["kind"];

/** Current state of records of one kind by id; a missing id means deleted. */
export type ChangeReader = (
  db: Database,
  userId: string,
  ids: string[],
  ctx: { locale: Locale; urls: PhotoUrls },
) => Promise<Map<string, unknown>>;

const readers: Record<Kind, ChangeReader> = {
  meal: async (db, userId, ids, { locale, urls }) => {
    const rows = await db
      .selectFrom("meals")
      .selectAll()
      .where("user_id", "=", userId)
      .where("id", "in", ids)
      .execute();
    const meals = await loadMeals(db, rows, locale, urls);
    return new Map(meals.map((meal) => [meal.id, meal]));
  },
  profile: async (db, userId) => {
    const row = await db.selectFrom("users").selectAll().where("id", "=", userId).executeTakeFirst();
    return new Map(row ? [[userId, toUser(row)]] : []);
  },
  onboarding: async (db, userId) => {
    const onboarding = await findOnboarding(db, userId);
    return new Map(onboarding ? [[userId, onboarding]] : []);
  },
  goals: async (db, userId) => {
    const goals = await findUserGoals(db, userId);
    return new Map(goals ? [[userId, goals]] : []);
  },
  weight: async (db, userId, ids) =>
    new Map((await findWeights(db, userId, ids)).map((entry) => [entry.id, entry])),
};

export async function changesSince(
  db: Database,
  userId: string,
  since: number,
  limit: number,
  ctx: { locale: Locale; urls: PhotoUrls },
): Promise<SyncChangesResponse> {
  const rows = await db
    .selectFrom("change_log")
    .select(["seq", "kind", "record_id", "op"])
    .where("user_id", "=", userId)
    .where("seq", ">", since)
    .orderBy("seq")
    .limit(limit + 1)
    .execute();
  const hasMore = rows.length > limit;
  const page = rows.slice(0, limit);

  // One entry per record, at its latest sequence in this page: the state is read now anyway.
  const latest = new Map<string, (typeof page)[number]>();
  for (const row of page) latest.set(`${row.kind}:${row.record_id}`, row);
  const byKind = new Map<Kind, string[]>();
  for (const row of latest.values()) byKind.set(row.kind, [...(byKind.get(row.kind) ?? []), row.record_id]);
  const states = new Map<Kind, Map<string, unknown>>();
  for (const [kind, ids] of byKind) {
    const reader = readers[kind];
    if (reader) states.set(kind, await reader(db, userId, ids, ctx));
  }

  const changes: SyncChange[] = [];
  for (const row of [...latest.values()].sort((a, b) => a.seq - b.seq)) {
    const state = states.get(row.kind);
    if (!state) continue; // a kind this build cannot read yet
    const data = state.get(row.record_id);
    if (data !== undefined) changes.push({ kind: row.kind, op: "upsert", seq: row.seq, data } as SyncChange);
    else if (row.kind === "meal" || row.kind === "weight")
      changes.push({ kind: row.kind, op: "delete", seq: row.seq, id: row.record_id });
  }
  return { changes, cursor: page.at(-1)?.seq ?? since, has_more: hasMore };
}
