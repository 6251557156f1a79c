// Meal commands (ARCHITECTURE, Writing): each writes Dexie and its outbox entries in one
// transaction, so the screens show the change at once, with or without a connection.
import { v7 as uuidv7 } from "uuid";
import { i18n } from "@lingui/core";
import type { AnalysisContext, CorrectItemAmountRequest } from "@nutrisnap/shared/api";
import { MAX_PHOTOS_PER_MEAL, type Locale, type MealType } from "@nutrisnap/shared/constants";
import { isLocale } from "@nutrisnap/shared/locale";
import { defaultMealTitle, rescaleItem } from "@nutrisnap/shared/meals";
import { validate } from "@nutrisnap/shared/validation";
import { contracts } from "../contracts.ts";
import { messageKeyText } from "../../i18n/messageKeys.ts";
import { genericMessage, type CommandResult } from "../api.ts";
import { dataContext } from "../context.ts";
import type { MealRow, PhotoRow } from "../db.ts";
import { bumpOutboxRevision, enqueue, mealGroup } from "../outbox.ts";
import { checkPhoto, checkPhotoBytes } from "../photos/checkPhoto.ts";
import { compressPhoto } from "../photos/compressPhoto.ts";
import { preparePhoto } from "../photos/preparePhoto.ts";
import { requestPersistentStorage } from "../photos/persistentStorage.ts";
import { removeLocalMeal, mealRowOf } from "../storeMeal.ts";
import { requestDrain } from "../syncEngine.ts";
import { invalid } from "./invalid.ts";
import { storeItemsChange } from "./itemsChanged.ts";
import { refuseMealTime } from "./mealTime.ts";

/** The language the user reads the app in: the server answers meal texts in the same one. */
const userLocale = (): Locale => (isLocale(i18n.locale) ? i18n.locale : "en_US");

const notFound = (): CommandResult<never> => ({
  ok: false,
  message: genericMessage("notFound"),
  code: "not_found",
});

export interface LogMealInput {
  type: MealType;
  photos: File[];
  context: AnalysisContext | null;
  note?: string;
  /** When it was eaten (ISO): picked on the log-meal screen, now when left out. */
  createdAt?: string;
}

/**
 * spec §4 meal logging, offline-capable: compresses the photos (spec §9), then stores the meal,
 * its photos and three outbox entries (create, upload photos, analyze 0.5 s later) at once.
 */
export async function logMeal(input: LogMealInput): Promise<CommandResult<{ id: string }>> {
  if (input.photos.length === 0) return invalid({ photos: ["noPhotos"] });
  if (input.photos.length > MAX_PHOTOS_PER_MEAL) {
    const message = messageKeyText("tooManyPhotos", { max: MAX_PHOTOS_PER_MEAL });
    return { ok: false, message, fieldErrors: { photos: [message] }, code: "invalid_input" };
  }
  const id = uuidv7();
  const now = new Date().toISOString();
  const request = validate((await contracts()).createMealRequestSchema, {
    id,
    type: input.type,
    created_at: input.createdAt ?? now,
    note: input.note || null,
  });
  if (!request.ok) return invalid(request.errors);
  const createdAt = request.data.created_at ?? now;
  const refused = refuseMealTime(createdAt);
  if (refused) return refused;
  let context: AnalysisContext | null = null;
  if (input.context) {
    const checked = validate((await contracts()).analysisContextSchema, input.context);
    if (!checked.ok) return invalid(checked.errors);
    context = checked.data;
  }
  const checked = await checkedPhotos(input.photos);
  if (!Array.isArray(checked)) return checked;
  const photos = photoRows(id, checked, 0, now);
  const meal: MealRow = {
    ...mealRowOf({
      id,
      title: defaultMealTitle(input.type, userLocale()),
      type: input.type,
      // Shown as pending at once (spec §4); the server's state replaces it after the sync.
      analysis_status: "pending",
      note: request.data.note ?? null,
      created_at: createdAt,
      updated_at: now,
      items: [],
      total_calories: 0,
      total_protein: 0,
      total_fat: 0,
      total_carbohydrates: 0,
      total_fiber: 0,
      total_sugar: 0,
      total_sodium: 0,
      ai_analysis: null,
    }),
    context,
  };
  const { db } = dataContext();
  await db.transaction("rw", db.meals, db.photos, db.outbox, async () => {
    await db.meals.add(meal);
    await db.photos.bulkAdd(photos);
    await enqueue(db, { kind: "meal.create", mealId: id, body: request.data });
    await enqueue(db, { kind: "meal.photos", mealId: id, photoIds: photos.map((photo) => photo.id) });
    await enqueue(db, { kind: "meal.analyze", mealId: id, context });
  });
  void requestDrain();
  void requestPersistentStorage();
  return { ok: true, data: { id } };
}

/**
 * Converts HEIC photos not converted yet (docs/decisions/070), checks the photos (type, pixels,
 * decoding), compresses them and checks their size: files, or the refusal.
 */
async function checkedPhotos(chosen: File[]): Promise<File[] | CommandResult<never>> {
  const refuse = (message: string): CommandResult<never> => ({
    ok: false,
    message,
    fieldErrors: { photos: [message] },
    code: "invalid_photo",
  });
  const photos: File[] = [];
  for (const file of chosen) {
    const prepared = await preparePhoto(file);
    if (!prepared.ok) return refuse(prepared.message);
    photos.push(prepared.file);
  }
  for (const file of photos) {
    const problem = await checkPhoto(file);
    if (problem) return refuse(problem);
  }
  const files = await Promise.all(photos.map(compressPhoto));
  for (const file of files) {
    const problem = checkPhotoBytes(file);
    if (problem) return refuse(problem);
  }
  return files;
}

function photoRows(mealId: string, files: File[], firstPosition: number, now: string): PhotoRow[] {
  return files.map((file, index) => ({
    id: uuidv7(),
    meal_id: mealId,
    position: firstPosition + index,
    blob: file,
    file_name: file.name,
    uploaded: false,
    image_url: null,
    thumbnail_url: null,
    temporary_url: null,
    content_type: file.type,
    width: null,
    height: null,
    created_at: now,
  }));
}

/**
 * Adds photos to a meal (e.g. one whose photos were refused) and asks for its analysis again once
 * they are uploaded; at most 5 photos per meal (spec §9).
 */
export async function addPhotos(mealId: string, files: File[]): Promise<CommandResult<null>> {
  if (files.length === 0) return invalid({ photos: ["noPhotos"] });
  const { db } = dataContext();
  const meal = await db.meals.get(mealId);
  if (!meal) return notFound();
  const existing = await db.photos.where("meal_id").equals(mealId).count();
  if (existing + files.length > MAX_PHOTOS_PER_MEAL) {
    const message = messageKeyText("onlyMorePhotos", { count: Math.max(0, MAX_PHOTOS_PER_MEAL - existing) });
    return { ok: false, message, fieldErrors: { photos: [message] }, code: "invalid_input" };
  }
  const checked = await checkedPhotos(files);
  if (!Array.isArray(checked)) return checked;
  const found = await db.transaction("rw", db.meals, db.photos, db.outbox, async () => {
    const current = await db.meals.get(mealId);
    if (!current) return false;
    const position = await db.photos.where("meal_id").equals(mealId).count();
    const photos = photoRows(mealId, checked, position, new Date().toISOString());
    await db.photos.bulkAdd(photos);
    await db.meals.update(mealId, { analysis_status: "pending" });
    await enqueue(db, { kind: "meal.photos", mealId, photoIds: photos.map((photo) => photo.id) });
    await enqueue(db, { kind: "meal.analyze", mealId, context: current.context ?? null });
    return true;
  });
  if (!found) return notFound();
  void requestDrain();
  return { ok: true, data: null };
}

/** POST /meals/{id}/analyze again (e.g. after a failure), with new context hints. */
export async function requestAnalysis(
  mealId: string,
  context: AnalysisContext | null,
): Promise<CommandResult<null>> {
  let checked: AnalysisContext | null = null;
  if (context) {
    const result = validate((await contracts()).analysisContextSchema, context);
    if (!result.ok) return invalid(result.errors);
    checked = result.data;
  }
  const { db } = dataContext();
  const found = await db.transaction("rw", db.meals, db.outbox, async () => {
    if (!(await db.meals.get(mealId))) return false;
    await db.meals.update(mealId, { analysis_status: "pending", context: checked });
    await enqueue(db, { kind: "meal.analyze", mealId, context: checked });
    return true;
  });
  if (!found) return notFound();
  void requestDrain();
  return { ok: true, data: null };
}

/**
 * Deletes a meal here at once. Its unsent entries are cancelled; if the server never got the meal
 * nothing is sent, otherwise a delete is queued.
 */
export async function deleteMeal(mealId: string): Promise<CommandResult<null>> {
  const { db } = dataContext();
  await db.transaction("rw", [db.meals, db.items, db.photos, db.outbox, db.meta], async () => {
    const entries = await db.outbox.where("group").equals(mealGroup(mealId)).toArray();
    const neverSent = entries.some(
      (entry) =>
        (entry.request.kind === "meal.create" || entry.request.kind === "meal.copy") && entry.sentAt === null,
    );
    await db.outbox.bulkDelete(entries.flatMap((entry) => (entry.seq === undefined ? [] : [entry.seq])));
    if (entries.length > 0) await bumpOutboxRevision(db);
    await removeLocalMeal(db, mealId);
    if (!neverSent) await enqueue(db, { kind: "meal.delete", mealId });
  });
  void requestDrain();
  return { ok: true, data: null };
}

/** spec §4: the meal's seven totals become the sums of the remaining items; the last item stays. */
export async function deleteItem(itemId: string): Promise<CommandResult<null>> {
  const { db } = dataContext();
  const outcome = await db.transaction("rw", db.meals, db.items, db.outbox, async () => {
    const item = await db.items.get(itemId);
    if (!item) return "notFound";
    const before = await db.items.where("meal_id").equals(item.meal_id).toArray();
    if (before.length <= 1) return "lastItem";
    await db.items.delete(itemId);
    await enqueue(db, { kind: "item.delete", mealId: item.meal_id, itemId });
    await storeItemsChange(db, item.meal_id, before);
    return "deleted";
  });
  if (outcome === "notFound") return notFound();
  if (outcome === "lastItem") return { ok: false, message: genericMessage("input"), code: "last_item" };
  void requestDrain();
  return { ok: true, data: null };
}

/** A corrected amount: the item's nutrients scale with it here, the server regrounds it later. */
export async function correctItemAmount(
  itemId: string,
  amount: CorrectItemAmountRequest,
): Promise<CommandResult<null>> {
  const checked = validate((await contracts()).correctItemAmountRequestSchema, amount);
  if (!checked.ok) return invalid(checked.errors);
  const { db } = dataContext();
  const outcome = await db.transaction("rw", db.meals, db.items, db.outbox, async () => {
    const item = await db.items.get(itemId);
    if (!item) return "notFound" as const;
    // The rule the server applies too (shared/meals): a unit outside the item's list never leaves.
    const rescaled = rescaleItem(item, checked.data, userLocale());
    if (!rescaled.ok) return rescaled.problem;
    const before = await db.items.where("meal_id").equals(item.meal_id).toArray();
    await db.items.put(rescaled.item);
    await enqueue(db, { kind: "item.correct", mealId: item.meal_id, itemId, body: checked.data });
    // Amounts are not in a title, so only the totals change here.
    await storeItemsChange(db, item.meal_id, before);
    return "corrected" as const;
  });
  if (outcome === "notFound") return notFound();
  if (outcome !== "corrected")
    return invalid(
      outcome.kind === "unknownUnit" ? { unit: ["unknownUnit"] } : { [outcome.field]: [outcome.message] },
    );
  void requestDrain();
  return { ok: true, data: null };
}
