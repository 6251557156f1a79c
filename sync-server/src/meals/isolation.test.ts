import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { MealsListResponse, MealStatsResponse, SyncChangesResponse } from "@nutrisnap/shared/api";
import { startFakeOpenAI, type FakeOpenAI } from "../testing/fakeOpenAI.ts";
import { photoForm, sseReader } from "../testing/meals.ts";
import { photoWithExif } from "../testing/images.ts";
import { analyze, createMeal, getMeal, jsonInit, uploadPhotos, waitForAnalysis } from "../testing/meals.ts";
import { createTestServer } from "../testing/testServer.ts";

let fake: FakeOpenAI;
beforeAll(async () => {
  fake = await startFakeOpenAI();
});
afterAll(() => fake.close());

it("gives a second user 404 on every meals, items, photos, stats and events route of the first", async () => {
  const server = await createTestServer({ env: { OPENAI_BASE_URL: fake.url } });
  try {
    const owner = await server.signUp();
    const intruder = await server.signUp();
    const meal = await createMeal(server, owner);
    await uploadPhotos(server, owner, meal.id, [
      { bytes: await photoWithExif() },
      { bytes: await photoWithExif() },
    ]);
    await analyze(server, owner, meal.id, null);
    const analysed = await waitForAnalysis(server, owner, meal.id);
    const photo = analysed.photos[0]!;
    const item = analysed.items[0]!;
    const before = await getMeal(server, owner, meal.id);

    const singleForm = new FormData();
    singleForm.append("meal_id", meal.id);
    singleForm.append("image", new Blob([new Uint8Array(await photoWithExif())]), "x.jpg");
    const attempts: [string, RequestInit][] = [
      [`/api/v1/meals/${meal.id}`, jsonInit(intruder, "GET")],
      [`/api/v1/meals/${meal.id}`, jsonInit(intruder, "PUT", { title: "mine now" })],
      [`/api/v1/meals/${meal.id}`, jsonInit(intruder, "DELETE")],
      [`/api/v1/meals/${meal.id}/analyze`, jsonInit(intruder, "POST", null)],
      [`/api/v1/meals/${meal.id}/photos`, jsonInit(intruder, "GET")],
      [`/api/v1/mealItems/${item.id}`, jsonInit(intruder, "DELETE")],
      [`/api/v1/mealItems/${item.id}`, jsonInit(intruder, "PATCH", { grams: 1 })],
      [
        "/api/v1/meals/photos/multiple",
        {
          method: "POST",
          headers: { cookie: intruder.cookie },
          body: photoForm(meal.id, [{ bytes: await photoWithExif() }]),
        },
      ],
      ["/api/v1/meals/photos", { method: "POST", headers: { cookie: intruder.cookie }, body: singleForm }],
      [`/api/v1/meals/photos/${photo.id}`, jsonInit(intruder, "DELETE")],
      [photo.image_url, jsonInit(intruder, "GET")],
      [photo.thumbnail_url, jsonInit(intruder, "GET")],
    ];
    for (const [path, init] of attempts) {
      const response = await server.request(path, init);
      expect(response.status, `${init.method} ${path}`).toBe(404);
    }
    // A client-chosen photo id of the owner's cannot be taken over either.
    const takeover = await uploadPhotos(server, intruder, (await createMeal(server, intruder)).id, [
      { bytes: await photoWithExif(), id: photo.id },
    ]);
    // ...and it answers as if it did not exist, not 409 (issue 12, finding 9).
    expect(takeover.status).toBe(404);

    // Lists, stats, the sync feed and the event stream hold nothing of the owner's.
    const headers = { cookie: intruder.cookie };
    const listed = (await (await server.request("/api/v1/meals", { headers })).json()) as MealsListResponse;
    expect(listed.grouped_meals.flatMap((g) => g.meals).map((m) => m.id)).not.toContain(meal.id);
    const stats = (await (
      await server.request("/api/v1/meals/stats", { headers })
    ).json()) as MealStatsResponse;
    expect(stats.days.reduce((n, d) => n + d.meal_count, 0)).toBe(1);
    const feed = (await (
      await server.request("/api/v1/sync/changes?since=0", { headers })
    ).json()) as SyncChangesResponse;
    expect(feed.changes.every((c) => c.kind !== "meal" || c.op !== "upsert" || c.data.id !== meal.id)).toBe(
      true,
    );
    const events = sseReader(
      await server.request("/api/v1/events", { headers: { ...headers, "last-event-id": "0" } }),
    );
    const ownerEvents = sseReader(
      await server.request("/api/v1/events", { headers: { cookie: owner.cookie } }),
    );
    await analyze(server, owner, meal.id, null);
    await ownerEvents.messages(1);
    await createMeal(server, intruder, { id: randomUUID(), type: "snack" });
    const seen = await events.next(2);
    expect(seen.map((e) => e.data).join()).not.toContain(meal.id);
    await events.cancel();
    await ownerEvents.cancel();

    await waitForAnalysis(server, owner, meal.id);
    const after = await getMeal(server, owner, meal.id);
    expect(after.photos).toEqual(before.photos);
    expect(after.title).toBe(before.title);
  } finally {
    await server.close();
  }
});
