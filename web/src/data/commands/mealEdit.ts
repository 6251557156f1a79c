// Editing a meal and logging it again (issue 15 items 13 and 16). Like every command, each writes
// Dexie and its outbox entry in one transaction: the screens show the change at once, offline too.
import { v7 as uuidv7 } from "uuid";
import { i18n } from "@lingui/core";
import type { CopyMealRequest, UpdateMealRequest } from "@nutrisnap/shared/api";
import { isLocale } from "@nutrisnap/shared/locale";
import { LOCALES, type Locale, type MealType } from "@nutrisnap/shared/constants";
import { defaultMealTitle } from "@nutrisnap/shared/meals";
import { validate } from "@nutrisnap/shared/validation";
import { msg } from "@lingui/core/macro";
import { contracts } from "../contracts.ts";
import { genericMessage, type CommandResult } from "../api.ts";
import { dataContext } from "../context.ts";
import type { ItemRow, PhotoRow } from "../db.ts";
import { enqueue, groupHasEntries, mealGroup } from "../outbox.ts";
import { mealRowOf } from "../storeMeal.ts";
import { requestDrain } from "../syncEngine.ts";
import { invalid } from "./invalid.ts";

const userLocale = (): Locale => (isLocale(i18n.locale) ? i18n.locale : "en_US");

const notFound = (): CommandResult<never> => ({
  ok: false,
  message: genericMessage("notFound"),
  code: "not_found",
});

/** What the edit screen may change; a field left out stays as it is. */
export interface MealChanges {
  title?: string;
  type?: MealType;
  note?: string | null;
  /** When the meal was eaten, as an ISO instant. */
  created_at?: string;
}

/** A title that is only the meal type's name (in either language): it follows a changed type. */
const isDefaultTitle = (title: string, type: MealType) =>
  LOCALES.some((locale) => defaultMealTitle(type, locale) === title);

/**
 * Changes a meal's title, type, note or time here at once and queues the change for the server.
 * Only the fields that differ are sent, so an untouched default title stays the server's to name
 * (and an analysis still names the meal), while a title the user wrote always wins.
 */
export async function editMeal(mealId: string, changes: MealChanges): Promise<CommandResult<null>> {
  const checked = validate((await contracts()).updateMealRequestSchema, changes);
  if (!checked.ok) return invalid(checked.errors);
  const wanted = checked.data;
  const { db } = dataContext();
  const outcome = await db.transaction("rw", db.meals, db.items, db.outbox, async () => {
    const meal = await db.meals.get(mealId);
    if (!meal) return "notFound" as const;
    const body: UpdateMealRequest = {};
    if (wanted.title !== undefined && wanted.title !== meal.title) body.title = wanted.title;
    if (wanted.type !== undefined && wanted.type !== meal.type) body.type = wanted.type;
    const note = wanted.note === undefined ? undefined : wanted.note || null;
    if (note !== undefined && note !== meal.note) body.note = note;
    if (wanted.created_at !== undefined && Date.parse(wanted.created_at) !== Date.parse(meal.created_at))
      body.created_at = new Date(wanted.created_at).toISOString();
    if (Object.keys(body).length === 0) return "unchanged" as const;
    const type = body.type ?? meal.type;
    const title =
      body.title ??
      (body.type && isDefaultTitle(meal.title, meal.type)
        ? defaultMealTitle(type, userLocale())
        : meal.title);
    const items = await db.items.where("meal_id").equals(mealId).toArray();
    const { words: _words, day: _day, context, server_seq, ...rest } = meal;
    const row = mealRowOf({
      ...rest,
      type,
      title,
      note: note === undefined ? meal.note : note,
      created_at: body.created_at ?? meal.created_at,
      updated_at: new Date().toISOString(),
      items,
    });
    await db.meals.put({ ...row, context: context ?? null, server_seq: server_seq ?? null });
    await enqueue(db, { kind: "meal.update", mealId, body });
    return "saved" as const;
  });
  if (outcome === "notFound") return notFound();
  if (outcome === "saved") void requestDrain();
  return { ok: true, data: null };
}

/**
 * "Log again": a new meal eaten now (or at `createdAt`) with the same items and photos, no new
 * analysis. The device keeps its copies of the photos; the server copies its own files, so no
 * bytes are sent again. A meal that still owes the server changes cannot be copied there yet.
 */
export async function logMealAgain(
  sourceId: string,
  createdAt: string = new Date().toISOString(),
): Promise<CommandResult<{ id: string }>> {
  const id = uuidv7();
  const { db } = dataContext();
  const source = await db.meals.get(sourceId);
  if (!source) return notFound();
  const [items, photos] = await Promise.all([
    db.items.where("meal_id").equals(sourceId).toArray(),
    db.photos.where("meal_id").equals(sourceId).sortBy("position"),
  ]);
  const itemCopies: ItemRow[] = items.map((item) => ({ ...item, id: uuidv7(), meal_id: id }));
  const photoCopies: PhotoRow[] = photos.map((photo, position) => ({
    ...photo,
    id: uuidv7(),
    meal_id: id,
    position,
  }));
  const request = validate((await contracts()).copyMealRequestSchema, {
    id,
    created_at: createdAt,
    items: items.map((item, index) => ({ source_id: item.id, id: itemCopies[index]!.id })),
    photos: photos.map((photo, index) => ({ source_id: photo.id, id: photoCopies[index]!.id })),
  } satisfies CopyMealRequest);
  if (!request.ok) return invalid(request.errors);
  const now = new Date().toISOString();
  const outcome = await db.transaction("rw", [db.meals, db.items, db.photos, db.outbox], async () => {
    if (!(await db.meals.get(sourceId))) return "notFound" as const;
    if (await groupHasEntries(db, mealGroup(sourceId))) return "unsynced" as const;
    const { words: _words, day: _day, context: _context, server_seq: _seq, ...rest } = source;
    const meal = mealRowOf({
      ...rest,
      id,
      analysis_status: source.analysis_status === "pending" ? "not_started" : source.analysis_status,
      created_at: request.data.created_at,
      updated_at: now,
      items: itemCopies,
    });
    await db.meals.add({ ...meal, context: null, server_seq: null });
    await db.items.bulkAdd(itemCopies);
    await db.photos.bulkAdd(photoCopies);
    await enqueue(db, { kind: "meal.copy", mealId: id, sourceId, body: request.data });
    return "copied" as const;
  });
  if (outcome === "notFound") return notFound();
  if (outcome === "unsynced") return { ok: false, message: i18n._(unsyncedMessage), code: "meal_not_synced" };
  void requestDrain();
  return { ok: true, data: { id } };
}

const unsyncedMessage = msg`This meal is still waiting to sync. You can log it again once it has reached the server.`;
