import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Meal } from "@nutrisnap/shared/api";
import { startFakeOpenAI, type FakeOpenAI } from "../testing/fakeOpenAI.ts";
import { photoForm } from "../testing/meals.ts";
import { photoWithExif } from "../testing/images.ts";
import { analyze, createMeal, jsonInit, uploadPhotos, waitForAnalysis } from "../testing/meals.ts";
import { createTestServer, type TestServer } from "../testing/testServer.ts";

let fake: FakeOpenAI;
let server: TestServer;
beforeAll(async () => {
  fake = await startFakeOpenAI();
});
afterAll(() => fake.close());
afterEach(async () => server?.close());

/** Everything a replay must leave untouched: rows of every meal table, the change log and the files. */
async function snapshot() {
  const db = server.database.db;
  return {
    meals: await db.selectFrom("meals").selectAll().orderBy("id").execute(),
    items: await db.selectFrom("meal_items").selectAll().orderBy("id").execute(),
    photos: await db.selectFrom("meal_photos").selectAll().orderBy("id").execute(),
    jobs: await db.selectFrom("analysis_jobs").selectAll().orderBy("id").execute(),
    changes: await db.selectFrom("change_log").selectAll().orderBy("seq").execute(),
    files: (await server.services.blobs.list("")).sort(),
  };
}

/** A fresh server with one signed-up user. */
async function serverWithUser(env: Record<string, string> = {}) {
  server = await createTestServer({ env });
  return server.signUp();
}

type User = Awaited<ReturnType<typeof serverWithUser>>;

/** Creates a lunch under `key`, as a client's first try or its retry would. */
const createWithKey = (user: User, key: string) =>
  server.request("/api/v1/meals", jsonInit(user, "POST", { type: "lunch" }, { "idempotency-key": key }));

/** A key whose first request to create a meal is still running (or died), with its lease if any. */
async function keyInUse(
  user: User,
  key: string,
  since: number,
  lease: { lease_token: string; lease_expires_at: number } | Record<string, never> = {},
) {
  await server.database.db
    .insertInto("idempotency_keys")
    .values({
      user_id: user.user.id,
      key,
      method: "POST",
      path: "/api/v1/meals",
      created_at: since,
      ...lease,
    })
    .execute();
}

describe("Idempotency-Key", () => {
  it("replays each write's first answer byte for byte and changes nothing", async () => {
    const user = await serverWithUser({ OPENAI_BASE_URL: fake.url });
    const base = await createMeal(server, user);
    await uploadPhotos(server, user, base.id, [{ bytes: await photoWithExif() }]);
    await analyze(server, user, base.id, null);
    const analysed = await waitForAnalysis(server, user, base.id);
    const photo = await photoWithExif("png");
    const extraPhotoMeal = await createMeal(server, user);
    const deletable = await createMeal(server, user);

    const writes: [string, () => RequestInit][] = [
      ["/api/v1/meals", () => jsonInit(user, "POST", { type: "dinner" })],
      [`/api/v1/meals/${base.id}`, () => jsonInit(user, "PUT", { title: "Renamed" })],
      [`/api/v1/mealItems/${analysed.items[0]!.id}`, () => jsonInit(user, "PATCH", { grams: 99 })],
      [`/api/v1/mealItems/${analysed.items[1]!.id}`, () => jsonInit(user, "DELETE")],
      [
        "/api/v1/meals/photos/multiple",
        () => ({
          method: "POST",
          headers: { cookie: user.cookie },
          body: photoForm(extraPhotoMeal.id, [{ bytes: photo }]),
        }),
      ],
      [`/api/v1/meals/${deletable.id}`, () => jsonInit(user, "DELETE")],
      [`/api/v1/meals/${base.id}/analyze`, () => jsonInit(user, "POST", { portion_consumed: "half" })],
    ];
    for (const [path, init] of writes) {
      const key = randomUUID();
      const withKey = () => {
        const request = init();
        const headers = new Headers(request.headers);
        headers.set("idempotency-key", key);
        return { ...request, headers };
      };
      const first = await server.request(path, withKey());
      expect(first.status, path).toBeLessThan(300);
      const firstBody = Buffer.from(await first.arrayBuffer());
      await waitForAnalysis(server, user, base.id);
      const before = await snapshot();
      const again = await server.request(path, withKey());
      expect(again.status, path).toBe(first.status);
      expect(again.headers.get("idempotent-replayed")).toBe("true");
      expect(Buffer.from(await again.arrayBuffer()).equals(firstBody), path).toBe(true);
      expect(await snapshot(), path).toEqual(before);
    }
  });

  it("refuses the same key on another request, and keeps keys per user", async () => {
    const user = await serverWithUser();
    const other = await server.signUp();
    const key = randomUUID();
    const created = await createWithKey(user, key);
    const meal = (await created.json()) as Meal;
    const misuse = await server.request(
      `/api/v1/meals/${meal.id}`,
      jsonInit(user, "PUT", { title: "x" }, { "idempotency-key": key }),
    );
    expect(misuse.status).toBe(422);
    const theirs = await createWithKey(other, key);
    expect(theirs.status).toBe(201);
    expect(((await theirs.json()) as Meal).id).not.toBe(meal.id);
  });

  it("answers 409 with a code a client retries on while the key's first request still runs", async () => {
    const user = await serverWithUser();
    const key = randomUUID();
    await keyInUse(user, key, Date.now());
    const response = await createWithKey(user, key);
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ code: "idempotency_in_progress" });
  });

  it("lets a retry take over a key whose lease ran out (its request died unnoticed)", async () => {
    const user = await serverWithUser();
    const key = randomUUID();
    await keyInUse(user, key, Date.now() - 10 * 60_000, {
      lease_token: randomUUID(),
      lease_expires_at: Date.now() - 1,
    });
    expect((await createWithKey(user, key)).status).toBe(201);
  });
});
