// Every write answer that changed the user's meals, items or photos says which change-log sequence
// it wrote (X-Change-Seq), also when the answer is replayed, so a client can skip its own echoes.
import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { CHANGE_SEQ_HEADER, type Meal, type MealPhoto } from "@nutrisnap/shared/api";
import { startFakeOpenAI, type FakeOpenAI } from "../testing/fakeOpenAI.ts";
import { photoWithExif } from "../testing/images.ts";
import { analyze, createMeal, jsonInit, uploadPhotos, waitForAnalysis } from "../testing/meals.ts";
import { createTestServer, type TestServer } from "../testing/testServer.ts";
import { latestSeq } from "./changeLog.ts";

let fake: FakeOpenAI;
let server: TestServer | undefined;
beforeAll(async () => {
  fake = await startFakeOpenAI();
});
afterAll(() => fake.close());
afterEach(async () => {
  await server?.close();
  server = undefined;
});

it("answers each meal, item and photo write with the change sequence it appended", async () => {
  server = await createTestServer({ env: { OPENAI_BASE_URL: fake.url } });
  const user = await server.signUp();
  const userId = user.user.id;
  const seqOf = (response: Response) => Number(response.headers.get(CHANGE_SEQ_HEADER));

  const created = await server.request("/api/v1/meals", jsonInit(user, "POST", { type: "lunch" }));
  expect(created.status).toBe(201);
  expect(seqOf(created)).toBe(await latestSeq(server.database.db, userId));
  const meal = (await created.json()) as Meal;

  const uploaded = await uploadPhotos(server, user, meal.id, [{ bytes: await photoWithExif() }]);
  expect(seqOf(uploaded)).toBe(await latestSeq(server.database.db, userId));
  const photo = ((await uploaded.json()) as { photos: MealPhoto[] }).photos[0]!;

  const started = await analyze(server, user, meal.id);
  expect(started.status).toBe(202);
  expect(seqOf(started)).toBeGreaterThan(seqOf(uploaded));
  const analysed = await waitForAnalysis(server, user, meal.id);

  const writes: [string, RequestInit][] = [
    [`/api/v1/meals/${meal.id}`, jsonInit(user, "PUT", { title: "Renamed" })],
    [`/api/v1/mealItems/${analysed.items[0]!.id}`, jsonInit(user, "PATCH", { grams: 99 })],
    [`/api/v1/mealItems/${analysed.items[1]!.id}`, jsonInit(user, "DELETE")],
    [`/api/v1/meals/photos/${photo.id}`, jsonInit(user, "DELETE")],
    [`/api/v1/meals/${meal.id}`, jsonInit(user, "DELETE")],
  ];
  let previous = await latestSeq(server.database.db, userId);
  for (const [path, init] of writes) {
    const response = await server.request(path, init);
    expect(response.status, path).toBeLessThan(300);
    const seq = seqOf(response);
    expect(seq, path).toBe(await latestSeq(server.database.db, userId));
    expect(seq, path).toBeGreaterThan(previous);
    previous = seq;
  }

  // A read, and a write that changed nothing, carry no sequence.
  const list = await server.request("/api/v1/meals", { headers: { cookie: user.cookie } });
  expect(list.headers.get(CHANGE_SEQ_HEADER)).toBeNull();
});

it("replays the sequence with a stored idempotent answer", async () => {
  server = await createTestServer();
  const user = await server.signUp();
  const key = randomUUID();
  const send = () =>
    server!.request("/api/v1/meals", jsonInit(user, "POST", { type: "dinner" }, { "idempotency-key": key }));
  const first = await send();
  await createMeal(server, user);
  const replay = await send();
  expect(replay.headers.get("idempotent-replayed")).toBe("true");
  expect(replay.headers.get(CHANGE_SEQ_HEADER)).toBe(first.headers.get(CHANGE_SEQ_HEADER));
  expect(Number(first.headers.get(CHANGE_SEQ_HEADER))).toBeGreaterThan(0);
});

it("names only the analyze request's own write when the analysis fails before the answer is sent", async () => {
  // Without an AI provider every analysis fails at once.
  server = await createTestServer();
  const user = await server.signUp();
  const userId = user.user.id;
  const meal = await createMeal(server, user);
  await uploadPhotos(server, user, meal.id, [{ bytes: await photoWithExif() }]);
  const { db } = server.database;
  // The failure is written while the analyze request is still running: the worker is woken from
  // inside the request, and the request goes on only once the job has written its failure.
  const meals = server.services.meals;
  const request = meals.requestAnalysis.bind(meals);
  let requested = 0;
  meals.requestAnalysis = async (...args) => {
    const enqueued = await request(...args);
    requested = await latestSeq(db, userId);
    server!.services.worker.wake();
    for (let i = 0; i < 400 && (await latestSeq(db, userId)) === requested; i++)
      await new Promise((resolve) => setTimeout(resolve, 10));
    return enqueued;
  };
  const started = await analyze(server, user, meal.id);
  expect(started.status).toBe(202);
  const failed = await latestSeq(db, userId);
  expect(failed).toBeGreaterThan(requested);
  expect(Number(started.headers.get(CHANGE_SEQ_HEADER))).toBe(requested);
});
