// Issue 12, findings 7, 8 and 9: inputs that answered 500 or were stored wrongly, and small leaks,
// each sent to the real app on a real database.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Meal } from "@nutrisnap/shared/api";
import { createLogger } from "../logger.ts";
import { startFakeOpenAI, type FakeOpenAI } from "../testing/fakeOpenAI.ts";
import { bodyOf, sendJson } from "../testing/http.ts";
import { photoWithExif } from "../testing/images.ts";
import { analyze, createMeal, jsonInit, uploadPhotos, waitForAnalysis } from "../testing/meals.ts";
import { createTestServer, type TestServer } from "../testing/testServer.ts";
import type { WebAssets } from "../web/webAssets.ts";

let server: TestServer;
let fake: FakeOpenAI;
beforeAll(async () => {
  fake = await startFakeOpenAI();
});
afterAll(() => fake.close());
afterEach(async () => server?.close());

describe("inputs that must be 4xx, never 500 (finding 7)", () => {
  it.each(["constructor", "toString", "hasOwnProperty", "__proto__", "valueOf"])(
    "a JSON key %s on strict routes, login included",
    async (key) => {
      server = await createTestServer();
      const { cookie } = await server.signUp();
      const raw = (body: string) => body.replace("}", `,"${key}":1}`);
      const calls: [string, string, string][] = [
        ["POST", "/api/auth/login", raw(JSON.stringify({ email: "a@example.com", password: "secret1" }))],
        ["POST", "/api/auth/register", raw(JSON.stringify({ name: "Ana", email: "b@example.com" }))],
        ["POST", "/api/auth/forgot-password", raw(JSON.stringify({ email: "a@example.com" }))],
        ["PUT", "/api/v1/profile", raw(JSON.stringify({ name: "Ana Pérez", email: "x@example.com" }))],
        ["POST", "/api/v1/meals", raw(JSON.stringify({ type: "lunch" }))],
        ["PUT", "/api/v1/usergoals", raw(JSON.stringify({ calories: 2000 }))],
      ];
      for (const [method, path, body] of calls) {
        const response = await server.request(path, sendJson(method, body, cookie));
        expect(response.status, `${method} ${path}`).toBe(422);
        const answer = await bodyOf<{ errors: Record<string, string[]> }>(response);
        expect(Object.hasOwn(answer.errors, key), `${method} ${path}`).toBe(true);
      }
    },
  );

  it("far-future and year-zero dates", async () => {
    server = await createTestServer();
    const { cookie } = await server.signUp();
    const headers = { cookie };
    for (const path of [
      "/api/v1/meals?end_date=9999-12-31",
      "/api/v1/meals?start_date=0000-01-01",
      "/api/v1/nutrition/daily/9999-12-31",
      "/api/v1/nutrition/daily/0000-01-01",
    ]) {
      const response = await server.request(path, { headers });
      expect([400, 422], path).toContain(response.status);
    }
    for (const created_at of ["9999-12-31T23:59:59.000Z", "0000-01-01T00:00:00.000Z"]) {
      const response = await server.request(
        "/api/v1/meals",
        sendJson("POST", { type: "lunch", created_at }, cookie),
      );
      expect(response.status, created_at).toBe(422);
    }
  });

  it("two registrations of one address at once: one account, the others 'Email already exists'", async () => {
    server = await createTestServer();
    const body = {
      name: "Ana Pérez",
      email: "race@example.com",
      password: "secret1",
      passwordConfirm: "secret1",
    };
    const answers = await Promise.all(
      [1, 2, 3].map(() => server.request("/api/auth/register", sendJson("POST", body))),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 422, 422]);
    for (const answer of answers.filter((a) => a.status === 422)) {
      expect(await bodyOf(answer)).toMatchObject({ errors: { email: ["Email already exists"] } });
    }
  });

  it("malformed percent-encoding in a web route", async () => {
    const page: WebAssets = {
      read: (p) => (p.endsWith("index.html") ? new TextEncoder().encode("<!doctype html>") : null),
    };
    server = await createTestServer({ webAssets: page });
    const response = await server.request("/%E0%A4%A");
    expect(response.status).toBe(404);
  });
});

describe("validation gaps (finding 8)", () => {
  it("the profile's name is 3 to 100 characters and its email at most 254", async () => {
    server = await createTestServer();
    const { cookie, user } = await server.signUp({ password: "secret1" });
    const put = (body: Record<string, unknown>) =>
      server.request(
        "/api/v1/profile",
        sendJson("PUT", { name: user.name, email: user.email, locale: "en_US", ...body }, cookie),
      );
    const short = await put({ name: "Al" });
    expect(short.status).toBe(422);
    expect(await bodyOf(short)).toMatchObject({
      errors: { name: ["Name must be at least 3 characters long"] },
    });
    const long = await put({ email: `${"a".repeat(290)}@example.com`, current_password: "secret1" });
    expect(long.status).toBe(422);
    expect(await bodyOf(long)).toMatchObject({ errors: { email: ["Please enter a valid email address"] } });
  });

  it("an item corrected in ounces is held to the 10,000 g the grams form allows", async () => {
    server = await createTestServer({ env: { OPENAI_BASE_URL: fake.url } });
    const user = await server.signUp();
    const meal = await createMeal(server, user);
    await uploadPhotos(server, user, meal.id, [{ bytes: await photoWithExif() }]);
    await analyze(server, user, meal.id, null);
    const analysed: Meal = await waitForAnalysis(server, user, meal.id);
    const item = analysed.items[0]!;
    const response = await server.request(
      `/api/v1/mealItems/${item.id}`,
      jsonInit(user, "PATCH", { quantity: 1000, unit: "oz" }),
    );
    expect(response.status).toBe(422);
    // 28 kg, said as too much, not as "greater than zero" (the user typed 1000).
    expect(await bodyOf(response)).toMatchObject({
      errors: { quantity: ["That is too much for one food: at most 10 kg (10,000 g)"] },
    });
    const stored = await server.database.db
      .selectFrom("meal_items")
      .select("grams")
      .where("id", "=", item.id)
      .executeTakeFirstOrThrow();
    expect(stored.grams).toBe(item.grams);
  });

  it("a lone UTF-16 surrogate is refused, not stored as replacement characters", async () => {
    server = await createTestServer();
    const { cookie } = await server.signUp();
    const response = await server.request(
      "/api/v1/meals",
      sendJson("POST", '{"type":"lunch","note":"caf\\ud800e"}', cookie),
    );
    expect(response.status).toBe(422);
    expect(await bodyOf(response)).toMatchObject({
      errors: { note: ["Please check your input and try again."] },
    });
    // A proper pair (an emoji) is fine.
    const emoji = await server.request(
      "/api/v1/meals",
      sendJson("POST", { type: "lunch", note: "🍎" }, cookie),
    );
    expect(emoji.status).toBe(201);
  });
});

describe("small leaks (finding 9)", () => {
  it("another user's meal id answers 404, not 409", async () => {
    server = await createTestServer();
    const owner = await server.signUp();
    const other = await server.signUp();
    const meal = await createMeal(server, owner);
    const response = await server.request(
      "/api/v1/meals",
      jsonInit(other, "POST", { id: meal.id, type: "lunch" }),
    );
    expect(response.status).toBe(404);
  });

  it("an https Origin is another origin for an http server", async () => {
    server = await createTestServer({ env: { PUBLIC_URL: "" } });
    const response = await server.app.request("http://192.168.1.20:8787/api/auth/login", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: "https://192.168.1.20:8787",
        host: "192.168.1.20:8787",
      },
      body: JSON.stringify({ email: "a@example.com", password: "secret1" }),
    });
    expect(response.status).toBe(403);
  });

  it("no email address in the log at info level", async () => {
    const lines: string[] = [];
    server = await createTestServer({ logger: createLogger("info", (line) => lines.push(line)) });
    await server.signUp({ email: "Private.Person@example.org" });
    await server.request(
      "/api/auth/forgot-password",
      sendJson("POST", { email: "private.person@example.org" }),
    );
    await server.mail.settled();
    expect(lines.some((line) => line.includes("mail written"))).toBe(true);
    expect(lines.join("\n").toLowerCase()).not.toContain("private.person@example.org");
  });
});
