// How each kind of outbox entry is sent (spec §7 paths) and how the server's answer is written back.
import type { Meal, MealPhoto, Onboarding, User, UserGoals, WeightEntry } from "@nutrisnap/shared/api";
import type { ApiClient, ApiResult } from "./api.ts";
import { userAnswer, type SchemaOf } from "./contracts.ts";
import type { NutriSnapDb, PhotoRow } from "./db.ts";
import type { OutboxEntry } from "./outbox.ts";
import type { RecordState } from "./serverState.ts";
import { photoRowOf, removeLocalMeal, storeServerMeal } from "./storeMeal.ts";

export type Answer =
  | { kind: "user"; user: User }
  | { kind: "onboarding"; data: Onboarding }
  | { kind: "goals"; data: UserGoals }
  | { kind: "meal"; meal: Meal }
  | { kind: "photos"; photos: MealPhoto[] }
  | { kind: "weight"; data: WeightEntry }
  | { kind: "none" };

type Sent = ApiResult<Answer>;

function map<T>(result: ApiResult<T>, toAnswer: (data: T) => Answer): Sent {
  if (!result.ok) return result;
  const sent: Sent = { ok: true, status: result.status, data: toAnswer(result.data) };
  if (result.changeSeq !== undefined) sent.changeSeq = result.changeSeq;
  return sent;
}

/** Create-or-update: POST when the server has none, PUT otherwise; a 404 or 409 says we guessed wrong. */
async function save<T>(
  api: ApiClient,
  path: string,
  onServer: boolean,
  body: unknown,
  key: string,
  schema: SchemaOf<T>,
): Promise<ApiResult<T>> {
  const send = (method: "POST" | "PUT") =>
    api.request(path, { method, json: body, idempotencyKey: `${key}-${method}`, schema });
  const first = await send(onServer ? "PUT" : "POST");
  if (!first.ok && ((onServer && first.status === 404) || (!onServer && first.status === 409)))
    return send(onServer ? "POST" : "PUT");
  return first;
}

/**
 * Sends one entry. `photos`: a photos entry's rows, when the transaction that marked it sent read
 * them already (else they are read here).
 */
export async function sendEntry(
  db: NutriSnapDb,
  api: ApiClient,
  entry: OutboxEntry,
  photos?: readonly (PhotoRow | undefined)[],
): Promise<Sent> {
  const { request, key } = entry;
  const idempotencyKey = key;
  switch (request.kind) {
    case "profile.update": {
      const result = await api.request("/api/v1/profile", {
        method: "PUT",
        json: request.body,
        idempotencyKey,
        schema: userAnswer,
      });
      return map(result, (user) => ({ kind: "user", user }));
    }
    case "onboarding.save": {
      const onServer = (await db.onboarding.get("current"))?.onServer ?? false;
      const result = await save<Onboarding>(
        api,
        "/api/v1/onboarding",
        onServer,
        request.body,
        key,
        (c) => c.onboardingSchema,
      );
      return map(result, (data) => ({ kind: "onboarding", data }));
    }
    case "goals.save": {
      const onServer = (await db.goals.get("current"))?.onServer ?? false;
      const result = await save<UserGoals>(
        api,
        "/api/v1/usergoals",
        onServer,
        request.body,
        key,
        (c) => c.userGoalsSchema,
      );
      return map(result, (data) => ({ kind: "goals", data }));
    }
    case "meal.create": {
      const result = await api.request("/api/v1/meals", {
        method: "POST",
        json: request.body,
        idempotencyKey,
        schema: (c) => c.mealSchema,
      });
      return map(result, (meal) => ({ kind: "meal", meal }));
    }
    case "meal.copy":
    case "meal.update": {
      // Both answer the whole meal: the copy as the server made it, the edit as it now stands.
      const result = await api.request(
        request.kind === "meal.copy"
          ? `/api/v1/meals/${request.sourceId}/copy`
          : `/api/v1/meals/${request.mealId}`,
        {
          method: request.kind === "meal.copy" ? "POST" : "PUT",
          json: request.body,
          idempotencyKey,
          schema: (c) => c.mealSchema,
        },
      );
      return map(result, (meal) => ({ kind: "meal", meal }));
    }
    case "meal.photos": {
      const rows = photos ?? (await db.photos.bulkGet(request.photoIds));
      const form = new FormData();
      form.append("meal_id", request.mealId);
      for (const row of rows) {
        if (!row?.blob) continue;
        form.append("photo_ids", row.id);
        form.append("photos", row.blob, row.file_name);
      }
      const result = await api.request("/api/v1/meals/photos/multiple", {
        method: "POST",
        form,
        idempotencyKey,
        schema: (c) => c.uploadPhotosResponseSchema,
      });
      return map(result, ({ photos }) => ({ kind: "photos", photos }));
    }
    case "meal.analyze": {
      // 202 with the meal, now pending.
      const result = await api.request(`/api/v1/meals/${request.mealId}/analyze`, {
        method: "POST",
        json: request.context,
        idempotencyKey,
        schema: (c) => c.mealSchema,
      });
      return map(result, (meal) => ({ kind: "meal", meal }));
    }
    case "meal.delete": {
      const result = await api.request(`/api/v1/meals/${request.mealId}`, {
        method: "DELETE",
        idempotencyKey,
      });
      // Already gone is what we wanted.
      if (!result.ok && result.status === 404) return { ok: true, status: 404, data: { kind: "none" } };
      return map(result, () => ({ kind: "none" }));
    }
    case "item.delete":
    case "item.correct": {
      // Both answer the meal with its recomputed totals.
      const result = await api.request(`/api/v1/mealItems/${request.itemId}`, {
        method: request.kind === "item.delete" ? "DELETE" : "PATCH",
        json: request.kind === "item.correct" ? request.body : undefined,
        idempotencyKey,
        schema: (c) => c.mealSchema,
      });
      return map(result, (meal) => ({ kind: "meal", meal }));
    }
    case "meal.items":
    case "item.food": {
      // Foods from the database (issue 13): both answer the meal with its recomputed totals.
      const result = await api.request(
        request.kind === "meal.items"
          ? `/api/v1/meals/${request.mealId}/items`
          : `/api/v1/mealItems/${request.itemId}/food`,
        {
          method: request.kind === "meal.items" ? "POST" : "PUT",
          json: request.body,
          idempotencyKey,
          schema: (c) => c.mealSchema,
        },
      );
      return map(result, (meal) => ({ kind: "meal", meal }));
    }
    case "weight.record": {
      const result = await api.request("/api/v1/weights", {
        method: "POST",
        json: request.body,
        idempotencyKey,
        schema: (c) => c.weightEntrySchema,
      });
      return map(result, (data) => ({ kind: "weight", data }));
    }
    case "weight.delete": {
      const result = await api.request(`/api/v1/weights/${request.weightId}`, {
        method: "DELETE",
        idempotencyKey,
      });
      // Already gone is what we wanted.
      if (!result.ok && result.status === 404) return { ok: true, status: 404, data: { kind: "none" } };
      return map(result, () => ({ kind: "none" }));
    }
  }
}

/**
 * Writes what an answer says besides the record's state (uploaded photos, "exists on the server")
 * and returns that state when the answer carries the whole record. Call inside a transaction over
 * the data tables and the outbox; serverState.ts decides whether the state is stored.
 */
export async function recordAnswer(
  db: NutriSnapDb,
  entry: OutboxEntry,
  answer: Answer,
): Promise<RecordState | null> {
  switch (answer.kind) {
    case "user":
      return { kind: "profile", op: "upsert", data: answer.user };
    case "onboarding":
      await db.onboarding.update("current", { onServer: true });
      return { kind: "onboarding", op: "upsert", data: answer.data };
    case "goals":
      await db.goals.update("current", { onServer: true });
      return { kind: "goals", op: "upsert", data: answer.data };
    case "meal":
      return { kind: "meal", op: "upsert", data: answer.meal };
    case "photos":
      await storeUploadedPhotos(db, entry, answer.photos);
      return null;
    case "weight":
      return { kind: "weight", op: "upsert", data: answer.data };
    case "none":
      if (entry.request.kind === "weight.delete")
        return { kind: "weight", op: "delete", id: entry.request.weightId };
      return entry.request.kind === "meal.delete"
        ? { kind: "meal", op: "delete", id: entry.request.mealId }
        : null;
  }
}

/** Marks the uploaded photos, keeping their Blobs; a server that chose its own ids is followed by order. */
async function storeUploadedPhotos(db: NutriSnapDb, entry: OutboxEntry, photos: MealPhoto[]): Promise<void> {
  if (entry.request.kind !== "meal.photos") return;
  const localIds = entry.request.photoIds;
  for (const [index, photo] of photos.entries()) {
    const localId = localIds.includes(photo.id) ? photo.id : localIds[index];
    const local = localId ? await db.photos.get(localId) : undefined;
    if (!local) continue;
    if (local.id !== photo.id) await db.photos.delete(local.id);
    await db.photos.put(photoRowOf(photo, local.position, local));
  }
}

/**
 * After a meal's last entry went through with an answer that is not the whole meal (photos): the
 * server's full state replaces the local one.
 */
export async function refreshMeal(db: NutriSnapDb, api: ApiClient, mealId: string): Promise<void> {
  const result = await api.request(`/api/v1/meals/${mealId}`, { schema: (c) => c.mealSchema });
  if (!result.ok && result.status !== 404) return;
  await db.transaction("rw", [db.meals, db.items, db.photos, db.outbox], async () => {
    if ((await db.outbox.where("group").equals(`meal:${mealId}`).count()) > 0) return;
    if (result.ok) await storeServerMeal(db, result.data);
    else await removeLocalMeal(db, mealId);
  });
}
