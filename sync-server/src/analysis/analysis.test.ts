import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { LiveMessage, Meal } from "@nutrisnap/shared/api";
import { FAKE_MEAL, startFakeOpenAI, type FakeOpenAI } from "../testing/fakeOpenAI.ts";
import { photoWithExif } from "../testing/images.ts";
import {
  analyze,
  createMeal,
  getMeal,
  jsonInit,
  sseReader,
  uploadPhotos,
  waitForAnalysis,
} from "../testing/meals.ts";
import { createTestServer, type TestServer } from "../testing/testServer.ts";

let fake: FakeOpenAI;
let server: TestServer;
beforeAll(async () => {
  fake = await startFakeOpenAI();
});
afterAll(() => fake.close());
afterEach(async () => {
  fake.setMode("good");
  await server?.close();
});

const startServer = () =>
  createTestServer({ env: { OPENAI_BASE_URL: fake.url, ANALYSIS_MODEL: "fake-vision" } });

const sum = (
  meal: Meal,
  key: "calories" | "protein" | "fat" | "carbohydrates" | "fiber" | "sugar" | "sodium",
) => Math.round(meal.items.reduce((total, item) => total + item[key], 0) * 10) / 10;

describe("a meal from photos to grounded items", () => {
  it.each([
    ["en_US", "Lunch", FAKE_MEAL.title.en_US, "White rice"],
    ["es_CL", "Almuerzo", FAKE_MEAL.title.es_CL, "Arroz blanco"],
  ] as const)(
    "in %s: create, upload 3 photos, analyze, live events in order, grounded totals",
    async (locale, defaultTitle, title, riceName) => {
      server = await startServer();
      const user = await server.signUp({ locale });
      const events = await server.request("/api/v1/events", { headers: { cookie: user.cookie } });
      expect(events.headers.get("content-type")).toContain("text/event-stream");
      const stream = sseReader(events);

      const meal = await createMeal(server, user, { type: "lunch" });
      expect(meal.title).toBe(defaultTitle);
      expect(meal.analysis_status).toBe("not_started");
      const photos = await Promise.all(
        ["#aa3333", "#33aa33", "#3333aa"].map((c) => photoWithExif("jpeg", c)),
      );
      const upload = await uploadPhotos(
        server,
        user,
        meal.id,
        photos.map((bytes) => ({ bytes })),
      );
      expect(upload.status).toBe(201);

      const requestsBefore = fake.requests.length;
      const accepted = await analyze(server, user, meal.id, null);
      expect(accepted.status).toBe(202);
      expect(((await accepted.json()) as Meal).analysis_status).toBe("pending");

      const [started, completed] = await stream.messages(2);
      expect(JSON.parse(started!.data) as LiveMessage).toEqual({
        type: "meal_analysis_started",
        payload: { meal_id: meal.id, meal_title: defaultTitle },
      });
      expect(JSON.parse(completed!.data) as LiveMessage).toEqual({
        type: "meal_analysis_completed",
        payload: { meal_id: meal.id, meal_title: title },
      });
      expect(Number(completed!.id)).toBeGreaterThan(Number(started!.id));
      await stream.cancel();

      // What the provider received: the three photos as JPEG data URLs, a strict schema, the locale.
      const sent = fake.requests[requestsBefore]!;
      expect(sent.model).toBe("fake-vision");
      expect(sent.images).toHaveLength(3);
      for (const image of sent.images) expect(image).toMatch(/^data:image\/jpeg;base64,\/9j\//);
      expect(sent.responseFormat?.type).toBe("json_schema");
      expect(sent.responseFormat?.json_schema?.strict).toBe(true);
      expect(JSON.stringify(sent.responseFormat?.json_schema?.schema)).toContain("local_name");
      expect(sent.locale).toBe(locale);

      const analysed = await getMeal(server, user, meal.id);
      expect(analysed.analysis_status).toBe("completed");
      expect(analysed.title).toBe(title);
      expect(analysed.ai_analysis).toEqual({ confidence: 0.84, notes: expect.any(String) });
      expect(analysed.items.map((i) => i.local_name)).toContain(riceName);
      // Grounded: USDA values x grams replace the model's numbers, which are kept beside them.
      for (const item of analysed.items) {
        expect(item.source).toMatch(/^fndds:/);
        expect(item.model_estimate).not.toBeNull();
      }
      const chicken = analysed.items.find((i) => i.name === "grilled chicken breast")!;
      expect(chicken.calories).not.toBe(248);
      expect(chicken.model_estimate?.calories).toBe(248);
      for (const key of ["calories", "protein", "fat", "carbohydrates", "fiber", "sugar", "sodium"] as const)
        expect(analysed[`total_${key}`]).toBeCloseTo(sum(analysed, key), 0);
    },
  );

  it("applies the portion consumed to every item and adds the scoops as one protein-powder item", async () => {
    server = await startServer();
    const user = await server.signUp();
    const whole = await createMeal(server, user);
    await uploadPhotos(server, user, whole.id, [{ bytes: await photoWithExif() }]);
    await analyze(server, user, whole.id, null);
    const full = await waitForAnalysis(server, user, whole.id);

    const half = await createMeal(server, user);
    await uploadPhotos(server, user, half.id, [{ bytes: await photoWithExif() }]);
    await analyze(server, user, half.id, { portion_consumed: "half", added_protein: 2 });
    const eaten = await waitForAnalysis(server, user, half.id);

    const food = eaten.items.filter((i) => i.name !== "protein powder");
    const scoops = eaten.items.filter((i) => i.name === "protein powder");
    expect(food).toHaveLength(full.items.length);
    for (const item of food) {
      const original = full.items.find((i) => i.name === item.name)!;
      expect(item.grams).toBeCloseTo(original.grams / 2, 0);
      expect(item.calories).toBeCloseTo(original.calories / 2, -1);
    }
    expect(scoops).toHaveLength(1);
    expect(scoops[0]!.quantity).toBe(2);
    expect(scoops[0]!.source).toMatch(/^fndds:/);
    expect(scoops[0]!.protein).toBeGreaterThan(30);
    expect(eaten.total_calories).toBeCloseTo(sum(eaten, "calories"), 0);
  });

  it("passes judgement hints and the user's note to the model", async () => {
    server = await startServer();
    const user = await server.signUp();
    const meal = await createMeal(server, user, { type: "dinner", note: "con salsa de soya" });
    await uploadPhotos(server, user, meal.id, [{ bytes: await photoWithExif() }]);
    const before = fake.requests.length;
    await analyze(server, user, meal.id, {
      shared_meal: true,
      sugar_free: true,
      multiple_angles: true,
      leftovers: true,
    });
    await waitForAnalysis(server, user, meal.id);
    const text = fake.requests[before]!.text;
    expect(text).toContain("con salsa de soya");
    expect(text).toMatch(/shared with others/);
    expect(text).toMatch(/sugar-free/);
    expect(text).toMatch(/several angles/);
    expect(text).toMatch(/leftovers/);
  });

  it("does not enqueue twice while pending, and analysing again replaces the items", async () => {
    server = await startServer();
    const user = await server.signUp();
    const meal = await createMeal(server, user);
    await uploadPhotos(server, user, meal.id, [{ bytes: await photoWithExif() }]);
    fake.setMode("hang", 1);
    const before = fake.requests.length;
    await analyze(server, user, meal.id, null);
    await fake.waitForRequests(before + 1);
    expect((await analyze(server, user, meal.id, null)).status).toBe(202);
    fake.release();
    const first = await waitForAnalysis(server, user, meal.id);
    expect(fake.requests.length).toBe(before + 1);
    const jobs = await server.database.db
      .selectFrom("analysis_jobs")
      .selectAll()
      .where("meal_id", "=", meal.id)
      .execute();
    expect(jobs).toHaveLength(1);

    await analyze(server, user, meal.id, null);
    const second = await waitForAnalysis(server, user, meal.id);
    expect(second.items).toHaveLength(first.items.length);
    expect(second.items.map((i) => i.id)).not.toEqual(first.items.map((i) => i.id));
  });

  it.each(["429", "500"] as const)("retries a %s with backoff and then succeeds", async (mode) => {
    server = await startServer();
    const user = await server.signUp();
    const meal = await createMeal(server, user);
    await uploadPhotos(server, user, meal.id, [{ bytes: await photoWithExif() }]);
    fake.setMode(mode, 2);
    const before = fake.requests.length;
    await analyze(server, user, meal.id, null);
    const done = await waitForAnalysis(server, user, meal.id);
    expect(done.analysis_status).toBe("completed");
    expect(fake.requests.length - before).toBe(3);
  });

  it("fails after three transient errors, with the reason as the note and a failed message", async () => {
    server = await startServer();
    const user = await server.signUp({ locale: "es_CL" });
    const meal = await createMeal(server, user);
    await uploadPhotos(server, user, meal.id, [{ bytes: await photoWithExif() }]);
    fake.setMode("500");
    await analyze(server, user, meal.id, null);
    const failed = await waitForAnalysis(server, user, meal.id);
    expect(failed.analysis_status).toBe("failed");
    expect(failed.ai_analysis?.notes).toMatch(/servicio de análisis/);
    const log = await server.database.db
      .selectFrom("change_log")
      .select("message")
      .where("user_id", "=", user.user.id)
      .execute();
    expect(
      log.map((r) => (r.message ? (JSON.parse(r.message) as LiveMessage).type : null)).filter(Boolean),
    ).toEqual(["meal_analysis_started", "meal_analysis_failed"]);
  });

  it("asks again once after a malformed answer, and fails if the second is malformed too", async () => {
    server = await startServer();
    const user = await server.signUp();
    const meal = await createMeal(server, user);
    await uploadPhotos(server, user, meal.id, [{ bytes: await photoWithExif() }]);
    fake.setMode("malformed", 1);
    let before = fake.requests.length;
    await analyze(server, user, meal.id, null);
    expect((await waitForAnalysis(server, user, meal.id)).analysis_status).toBe("completed");
    expect(fake.requests.length - before).toBe(2);
    expect(fake.requests.at(-1)!.text).toMatch(/could not be used/);

    fake.setMode("malformed");
    before = fake.requests.length;
    await analyze(server, user, meal.id, null);
    const failed = await waitForAnalysis(server, user, meal.id);
    expect(failed.analysis_status).toBe("failed");
    expect(failed.ai_analysis?.notes).toBe("The AI model's answer could not be read. Please try again.");
    expect(fake.requests.length - before).toBe(2);
  });
});

describe("without a configured provider", () => {
  it("starts, accepts meals, and ends analysis failed with a localised message", async () => {
    server = await createTestServer();
    expect(server.services.provider).toBeNull();
    const user = await server.signUp({ locale: "es_CL" });
    const meal = await createMeal(server, user);
    await uploadPhotos(server, user, meal.id, [{ bytes: await photoWithExif() }]);
    await server.request(`/api/v1/meals/${meal.id}/analyze`, jsonInit(user, "POST"));
    const failed = await waitForAnalysis(server, user, meal.id);
    expect(failed.analysis_status).toBe("failed");
    expect(failed.ai_analysis?.notes).toBe("El análisis con IA no está configurado en este servidor");
  });
});
