// `migrate-to-postgres` (issue 17 item 6): a SQLite deployment seeded through the real API is copied
// into a real PostgreSQL and a real S3-compatible store on loopback, and a server started on those
// serves the same user, meals, photos, weights and two-factor sign-in. Runs when TEST_DATABASE_URL
// names a PostgreSQL server (npm test does, through scripts/with-postgres.mjs).
import fs from "node:fs";
import path from "node:path";
import { decodeBase32IgnorePadding } from "@oslojs/encoding";
import { generateHOTP } from "@oslojs/otp";
import type { Meal, MealPhoto, MealsListResponse } from "@nutrisnap/shared/api";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Config } from "../config.ts";
import { openDatabase } from "../db/database.ts";
import { migrateToLatest } from "../db/migrator.ts";
import { startFakeOpenAI, type FakeOpenAI } from "../testing/fakeOpenAI.ts";
import { completeOnboarding } from "../testing/fixtures.ts";
import { bodyOf, sendJson, withCookie } from "../testing/http.ts";
import { photoWithExif } from "../testing/images.ts";
import { analyze, createMeal, uploadPhotos, waitForAnalysis } from "../testing/meals.ts";
import { startObjectStore, type TestObjectStore } from "../testing/objectStore.ts";
import { createTestSchema, onPostgres, type TestSchema } from "../testing/testDatabase.ts";
import { createTestServer, type TestServer } from "../testing/testServer.ts";
import { migrateDeployment, MigrateError, tablesInCopyOrder } from "./migrateToPostgres.ts";

let fake: FakeOpenAI;
let objectStore: TestObjectStore;
const servers: TestServer[] = [];
const schemas: TestSchema[] = [];

beforeAll(async () => {
  if (!onPostgres) return;
  fake = await startFakeOpenAI();
  objectStore = await startObjectStore();
});
afterAll(async () => {
  if (!onPostgres) return;
  await fake.close();
  await objectStore.close();
});
afterEach(async () => {
  for (const server of servers.splice(0).reverse()) await server.close();
  for (const schema of schemas.splice(0)) await schema.drop();
});

/** Each day's meals as the list shows them (photo addresses aside: signed ones carry their time). */
async function mealList(server: TestServer, cookie: string) {
  const list = await bodyOf<MealsListResponse>(await server.request("/api/v1/meals", withCookie(cookie)));
  return list.grouped_meals.map((group) => ({
    date: group.date,
    meals: group.meals.map((meal) => ({ ...meal, photos: meal.photos.map((photo) => photo.id) })),
  }));
}

const codeFor = (secret: string, offsetSteps = 0): string =>
  generateHOTP(decodeBase32IgnorePadding(secret), BigInt(Math.floor(Date.now() / 30_000) + offsetSteps), 6);

async function start(options: Parameters<typeof createTestServer>[0]): Promise<TestServer> {
  const server = await createTestServer(options);
  servers.push(server);
  return server;
}

/** A SQLite server (photos under DATA_DIR) with one user who uses everything, and one who does not. */
async function seededDeployment() {
  const source = await createTestServer({
    sqlite: true,
    env: { PHOTO_STORE: "", OPENAI_BASE_URL: fake.url },
  });
  const email = "ana@example.com";
  const password = "secret-password";
  const ana = await source.signUp({ email, password, locale: "es_CL" });
  await source.request("/api/v1/onboarding", sendJson("POST", completeOnboarding, ana.cookie));
  const meal = await createMeal(source, ana);
  const upload = await uploadPhotos(source, ana, meal.id, [
    { bytes: await photoWithExif() },
    { bytes: await photoWithExif() },
  ]);
  expect(upload.status).toBe(201);
  expect((await analyze(source, ana, meal.id)).status).toBe(202);
  expect((await waitForAnalysis(source, ana, meal.id)).analysis_status).toBe("completed");
  await createMeal(source, ana, { type: "dinner" });
  await source.request("/api/v1/weights", sendJson("POST", { weight: 72.5 }, ana.cookie));
  const { secret } = await bodyOf<{ secret: string }>(
    await source.request("/api/v1/account/two-factor/setup", sendJson("POST", {}, ana.cookie)),
  );
  const enabled = await source.request(
    "/api/v1/account/two-factor/enable",
    sendJson("POST", { password, code: codeFor(secret) }, ana.cookie),
  );
  expect(enabled.status).toBe(200);
  const bruno = await source.signUp();
  await createMeal(source, bruno);

  const meals = await mealList(source, ana.cookie);
  const analysed = await bodyOf<Meal & { photos: MealPhoto[] }>(
    await source.request(`/api/v1/meals/${meal.id}`, withCookie(ana.cookie)),
  );
  const images = await Promise.all(
    analysed.photos.map(async (photo) =>
      Buffer.from(
        await (await source.request(photo.image_url, withCookie(ana.cookie))).arrayBuffer(),
      ).toString("base64"),
    ),
  );
  const weights = await (await source.request("/api/v1/weights", withCookie(ana.cookie))).json();
  // The server is stopped before the move; DATA_DIR stays.
  await source.close({ keepData: true });
  return { source, email, password, secret, ana, meal, meals, analysed, images, weights };
}

describe.skipIf(!onPostgres)("migrate-to-postgres", () => {
  it("copies every table and photo, keeps ids, and a PostgreSQL server serves the same account; a second run copies nothing", async () => {
    const seeded = await seededDeployment();
    const { dataDir } = seeded.source;
    const schema = await createTestSchema();
    schemas.push(schema);
    const prefix = `moved-${Math.random().toString(36).slice(2)}`;
    const config: Config = {
      ...seeded.source.config,
      databaseUrl: schema.url,
      photoStore: { kind: "s3", ...objectStore.settings(prefix) },
    };

    const first = await migrateDeployment(config, { force: false });
    expect(first.summary.copiedRows).toBe(true);
    const sqlite = openDatabase(seeded.source.config.databaseFile);
    const everyTable = tablesInCopyOrder(sqlite.sqlite!);
    await sqlite.close();
    expect(first.summary.tables.map((count) => count.table).sort()).toEqual([...everyTable].sort());
    for (const count of first.summary.tables) expect(count.postgres, count.table).toBe(count.sqlite);
    const counted = Object.fromEntries(first.summary.tables.map((count) => [count.table, count.sqlite]));
    expect(counted).toMatchObject({ users: 2, meals: 3, meal_photos: 2, weight_entries: 1 });
    for (const table of [
      "sessions",
      "meal_items",
      "analysis_jobs",
      "change_log",
      "two_factor_recovery_codes",
    ])
      expect(counted[table], table).toBeGreaterThan(0);
    // Two photos, each with its variants, all in the bucket.
    expect(first.summary.photos.files).toBeGreaterThanOrEqual(2);
    expect(first.summary.photos.copied).toBe(first.summary.photos.files);
    expect(first.text).toMatch(/^Copied /);

    const second = await migrateDeployment(config, { force: false });
    expect(second.summary.copiedRows).toBe(false);
    expect(second.summary.copiedAt).toBe(first.summary.copiedAt);
    expect(second.summary.photos).toMatchObject({ copied: 0, alreadyThere: first.summary.photos.files });
    expect(second.summary.tables).toEqual(first.summary.tables);
    expect(second.text).toMatch(/^Nothing copied: .*already holds the copy/);
    expect(second.text).toMatch(/none copied/);

    // The photos now come from the bucket alone: the old folder goes (the two-factor key stays).
    fs.rmSync(path.join(dataDir, "photos"), { recursive: true, force: true });
    const moved = await start({
      dataDir,
      env: { DATABASE_URL: schema.url, ...objectStore.env(prefix), OPENAI_BASE_URL: fake.url },
    });
    expect(moved.database.engine).toBe("postgres");
    // The session signed in on SQLite still holds, and sees the same meals.
    expect(seeded.meals.flatMap((group) => group.meals)).toHaveLength(2);
    expect(await mealList(moved, seeded.ana.cookie)).toEqual(seeded.meals);
    const analysed = await bodyOf<Meal & { photos: MealPhoto[] }>(
      await moved.request(`/api/v1/meals/${seeded.meal.id}`, withCookie(seeded.ana.cookie)),
    );
    expect(analysed.items).toEqual(seeded.analysed.items);
    expect(analysed.photos.map((photo) => photo.id)).toEqual(seeded.analysed.photos.map((photo) => photo.id));
    const images = await Promise.all(
      analysed.photos.map(async (photo) => {
        const response = await moved.request(photo.image_url, withCookie(seeded.ana.cookie));
        expect(response.status).toBe(200);
        return Buffer.from(await response.arrayBuffer()).toString("base64");
      }),
    );
    expect(images).toEqual(seeded.images);
    expect(await (await moved.request("/api/v1/weights", withCookie(seeded.ana.cookie))).json()).toEqual(
      seeded.weights,
    );

    // Signing in again still asks for the authenticator's code, and accepts it.
    const login = (body: Record<string, unknown>) =>
      moved.request(
        "/api/auth/login",
        sendJson("POST", { email: seeded.email, password: seeded.password, ...body }),
      );
    expect(await bodyOf(await login({}))).toMatchObject({ code: "two_factor_required" });
    const signedIn = await login({ code: codeFor(seeded.secret, 1) });
    expect(signedIn.status).toBe(200);

    // New writes carry on from the copied rows.
    const meal = await createMeal(moved, seeded.ana, { type: "snack" });
    const after = await mealList(moved, seeded.ana.cookie);
    expect(after.flatMap((group) => group.meals)).toHaveLength(3);
    expect(after.flatMap((group) => group.meals.map((m) => m.id))).toContain(meal.id);
  }, 120_000);

  it("refuses a database that holds other data unless --force, and one whose copy the SQLite data outgrew", async () => {
    const other = await start({});
    const stranger = await other.signUp({ email: "stranger@example.com" });
    const source = await createTestServer({ sqlite: true, env: { PHOTO_STORE: "" } });
    const ana = await source.signUp({ email: "ana@example.com" });
    await source.close({ keepData: true });
    const config: Config = { ...source.config, databaseUrl: other.config.databaseUrl };

    const refused = migrateDeployment(config, { force: false });
    await expect(refused).rejects.toThrow(MigrateError);
    await expect(refused).rejects.toThrow(/already holds data \(1 users\).*--force/);
    const strangers = await other.database.db.selectFrom("users").select("id").execute();
    expect(strangers).toEqual([{ id: stranger.user.id }]);

    const forced = await migrateDeployment(config, { force: true });
    expect(forced.summary.copiedRows).toBe(true);
    expect(forced.summary.photos.store).toBeNull();
    expect(forced.text).toMatch(/stay under DATA_DIR\/photos/);
    expect(await other.database.db.selectFrom("users").select("id").execute()).toEqual([{ id: ana.user.id }]);

    // The SQLite server ran on after the copy: a plain second run says so instead of copying again.
    const again = await createTestServer({ sqlite: true, dataDir: source.dataDir, env: { PHOTO_STORE: "" } });
    await again.signUp();
    await again.close({ keepData: true });
    await expect(migrateDeployment(config, { force: false })).rejects.toThrow(
      /holds a copy of .*nutrisnap\.sqlite made .*changed since, or another deployment\): users: 2 here, 1 there.*--force/,
    );
    const fresh = await migrateDeployment(config, { force: true });
    expect(fresh.summary.tables.find((count) => count.table === "users")).toMatchObject({
      sqlite: 2,
      postgres: 2,
    });
    fs.rmSync(source.dataDir, { recursive: true, force: true });
  }, 120_000);
});

describe("the copy order", () => {
  it("holds every table of a migrated SQLite database, each after the tables it refers to", async () => {
    const opened = openDatabase(":memory:");
    await migrateToLatest(opened.db);
    const order = tablesInCopyOrder(opened.sqlite!);
    const tables = (
      opened.sqlite!.prepare("select name from sqlite_master where type = 'table'").all() as {
        name: string;
      }[]
    )
      .map((row) => row.name)
      .filter((name) => !/^(sqlite_|kysely_)/.test(name));
    expect([...order].sort()).toEqual([...tables].sort());
    for (const table of order)
      for (const key of opened.sqlite!.pragma(`foreign_key_list(${table})`) as { table: string }[])
        expect(order.indexOf(key.table), `${key.table} before ${table}`).toBeLessThan(order.indexOf(table));
    expect(order).not.toContain("kysely_migration");
    await opened.close();
  });
});
