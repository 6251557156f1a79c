// Issue 15 items 13 and 16: editing a meal's title, type, note and time, and "Log again".
import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Meal, MealsListResponse } from "@nutrisnap/shared/api";
import { startFakeOpenAI, type FakeOpenAI } from "../testing/fakeOpenAI.ts";
import { photoWithExif } from "../testing/images.ts";
import {
  analyze,
  createMeal,
  getMeal,
  jsonInit,
  uploadPhotos,
  waitForAnalysis,
  type Caller,
} from "../testing/meals.ts";
import { createTestServer, type TestServer } from "../testing/testServer.ts";

let fake: FakeOpenAI;
let server: TestServer;
beforeAll(async () => {
  fake = await startFakeOpenAI();
});
afterAll(() => fake.close());
afterEach(async () => server?.close());

const put = (user: Caller, id: string, body: unknown) =>
  server.request(`/api/v1/meals/${id}`, jsonInit(user, "PUT", body));
const copy = (user: Caller, id: string, body: unknown) =>
  server.request(`/api/v1/meals/${id}/copy`, jsonInit(user, "POST", body));
const day = async (user: Caller, date: string) =>
  (await (
    await server.request(`/api/v1/meals?start_date=${date}&end_date=${date}`, {
      headers: { cookie: user.cookie },
    })
  ).json()) as MealsListResponse;

async function analysedMeal(user: Caller): Promise<Meal> {
  const meal = await createMeal(server, user, { type: "lunch", created_at: "2026-11-18T16:00:00Z" });
  await uploadPhotos(server, user, meal.id, [{ bytes: await photoWithExif() }]);
  await analyze(server, user, meal.id);
  return waitForAnalysis(server, user, meal.id);
}

describe("editing a meal", () => {
  it("moves the meal to the day of a changed time, stored as UTC", async () => {
    server = await createTestServer();
    const user = await server.signUp();
    await server.database.db.updateTable("users").set({ time_zone: "America/Santiago" }).execute();
    const meal = await createMeal(server, user, { type: "dinner", created_at: "2026-11-20T23:00:00Z" });
    expect((await day(user, "2026-11-20")).total_count).toBe(1);

    const moved = await put(user, meal.id, { created_at: "2026-11-19T08:15:00-03:00" });
    expect(moved.status).toBe(200);
    expect(((await moved.json()) as Meal).created_at).toBe("2026-11-19T11:15:00.000Z");
    expect((await day(user, "2026-11-20")).total_count).toBe(0);
    expect((await day(user, "2026-11-19")).total_count).toBe(1);
  });

  it("refuses a time in the future, a bad date and a long title, in the user's language", async () => {
    server = await createTestServer();
    const user = await server.signUp({ locale: "es_CL" });
    const meal = await createMeal(server, user);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    const future = await put(user, meal.id, { created_at: tomorrow });
    expect(future.status).toBe(422);
    expect(await future.json()).toMatchObject({
      errors: { created_at: ["La hora no puede estar en el futuro"] },
    });
    const bad = await put(user, meal.id, { created_at: "ayer" });
    expect(bad.status).toBe(422);
    const long = await put(user, meal.id, { title: "x".repeat(201) });
    expect(await long.json()).toMatchObject({
      errors: { title: ["El título no puede superar los 200 caracteres"] },
    });
    expect((await getMeal(server, user, meal.id)).created_at).toBe(meal.created_at);
    // The same rule at creation: a meal is not logged for tomorrow either.
    const created = await server.request(
      "/api/v1/meals",
      jsonInit(user, "POST", { type: "snack", created_at: tomorrow }),
    );
    expect(created.status).toBe(422);
  });

  it("keeps the user's title over the analysis' title, and another user's meal stays out of reach", async () => {
    server = await createTestServer({ env: { OPENAI_BASE_URL: fake.url } });
    const user = await server.signUp();
    const meal = await createMeal(server, user, { type: "lunch" });
    await put(user, meal.id, { title: "Grandma's lunch", type: "dinner", note: "Sunday" });
    await uploadPhotos(server, user, meal.id, [{ bytes: await photoWithExif() }]);
    await analyze(server, user, meal.id);
    const analysed = await waitForAnalysis(server, user, meal.id);
    expect(analysed).toMatchObject({ title: "Grandma's lunch", type: "dinner", note: "Sunday" });
    expect(analysed.items.length).toBeGreaterThan(0);

    const other = await server.signUp();
    expect((await put(other, meal.id, { title: "Mine" })).status).toBe(404);
    expect((await getMeal(server, user, meal.id)).title).toBe("Grandma's lunch");
  });
});

describe("logging a meal again", () => {
  it("copies items, totals and photo files on the server, without a new analysis", async () => {
    server = await createTestServer({ env: { OPENAI_BASE_URL: fake.url } });
    const user = await server.signUp();
    const source = await analysedMeal(user);
    const jobsBefore = await server.database.db.selectFrom("analysis_jobs").selectAll().execute();
    const id = randomUUID();
    const itemId = randomUUID();
    const photoId = randomUUID();
    const now = new Date().toISOString();
    const body = {
      id,
      created_at: now,
      items: [{ source_id: source.items[0]!.id, id: itemId }],
      photos: [{ source_id: source.photos[0]!.id, id: photoId }],
    };
    const first = await copy(user, source.id, body);
    expect(first.status).toBe(201);
    const copied = (await first.json()) as Meal;
    expect(copied).toMatchObject({
      id,
      title: source.title,
      type: source.type,
      analysis_status: "completed",
      created_at: now,
      total_calories: source.total_calories,
      total_protein: source.total_protein,
    });
    expect(copied.items.map((item) => item.name)).toEqual(source.items.map((item) => item.name));
    expect(copied.items[0]!.id).toBe(itemId);
    expect(copied.items.every((item) => !source.items.some((s) => s.id === item.id))).toBe(true);
    expect(copied.photos.map((photo) => photo.id)).toEqual([photoId]);
    expect(await server.database.db.selectFrom("analysis_jobs").selectAll().execute()).toHaveLength(
      jobsBefore.length,
    );

    // A replay answers the same copy.
    const again = await copy(user, source.id, body);
    expect(again.status).toBe(200);
    expect(await server.database.db.selectFrom("meals").selectAll().execute()).toHaveLength(2);

    // The copy owns its files: deleting the source leaves its photo servable.
    await server.request(`/api/v1/meals/${source.id}`, {
      method: "DELETE",
      headers: { cookie: user.cookie },
    });
    expect(await server.services.blobs.list(`${user.user.id}`)).toHaveLength(2);
    const image = await server.request(copied.photos[0]!.image_url, { headers: { cookie: user.cookie } });
    expect(image.status).toBe(200);
    expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });

  it("refuses another user's meal, an id in use and a time in the future", async () => {
    server = await createTestServer({ env: { OPENAI_BASE_URL: fake.url } });
    const user = await server.signUp();
    const source = await analysedMeal(user);
    const other = await server.signUp();
    const stolen = await copy(other, source.id, { id: randomUUID(), created_at: new Date().toISOString() });
    expect(stolen.status).toBe(404);
    const clash = await copy(user, source.id, {
      id: randomUUID(),
      created_at: new Date().toISOString(),
      items: [{ source_id: source.items[0]!.id, id: source.items[1]!.id }],
    });
    expect(clash.status).toBe(409);
    const future = await copy(user, source.id, {
      id: randomUUID(),
      created_at: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(future.status).toBe(422);
    expect(await server.database.db.selectFrom("meals").selectAll().execute()).toHaveLength(1);
    expect(await server.services.blobs.list(`${user.user.id}`)).toHaveLength(2);
  });
});
