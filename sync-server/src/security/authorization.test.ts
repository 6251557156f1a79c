import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { completeOnboarding, lossGoals } from "../testing/fixtures.ts";
import { bodyOf, exportOf, sendJson } from "../testing/http.ts";
import { insertMeal } from "../testing/dailyMeals.ts";
import { createTestServer, type TestServer } from "../testing/testServer.ts";

/** The account routes (spec §7 outside the meals, plus the account actions). */
const accountRoutes: Array<[string, string]> = [
  ["GET", "/api/v1/profile"],
  ["PUT", "/api/v1/profile"],
  ["PUT", "/api/v1/profile/password"],
  ["GET", "/api/v1/onboarding"],
  ["POST", "/api/v1/onboarding"],
  ["PUT", "/api/v1/onboarding"],
  ["GET", "/api/v1/usergoals"],
  ["POST", "/api/v1/usergoals"],
  ["PUT", "/api/v1/usergoals"],
  ["GET", "/api/v1/nutrition/daily"],
  ["GET", "/api/v1/nutrition/daily/2026-11-21"],
  ["GET", "/api/v1/export"],
  ["DELETE", "/api/v1/account"],
  ["POST", "/api/v1/account/two-factor/setup"],
  ["POST", "/api/v1/account/two-factor/enable"],
  ["POST", "/api/v1/account/two-factor/disable"],
];
/** Account writes that read a body (two-factor set-up takes none). */
const writes = accountRoutes.filter(([method, path]) => method !== "GET" && !path.endsWith("/setup"));

/**
 * Every route under /api/v1, read from the app's own router (so a new route is checked the day it
 * is added), with its parameters filled in: all of them need a session.
 */
async function privateRoutesOfTheRouter(): Promise<Array<[string, string]>> {
  const server = await createTestServer({ startWorker: false });
  try {
    const routes = server.app.routes
      .filter((route) => route.method !== "ALL" && route.path.startsWith("/api/v1/"))
      .map(
        (route) =>
          `${route.method} ${route.path
            .replace(":date", "2026-11-21")
            .replace(":variant", "display")
            .replace(/:id\b/g, "6f1c2b9e-3a4d-4e5f-8a6b-7c8d9e0f1a2b")}`,
      );
    return [...new Set(routes)].map((route) => route.split(" ") as [string, string]);
  } finally {
    await server.close();
  }
}
const privateRoutes = await privateRoutesOfTheRouter();

describe("security of the account routes", () => {
  let server: TestServer;
  beforeEach(async () => {
    server = await createTestServer();
  });
  afterEach(async () => server.close());

  const call = (method: string, path: string, cookie?: string, body: unknown = {}) =>
    server.request(
      path,
      method === "GET" ? { headers: cookie ? { cookie } : {} } : sendJson(method, body, cookie),
    );

  it("reads the private routes from the router: the account routes and the meals among them", () => {
    expect(privateRoutes).toEqual(expect.arrayContaining(accountRoutes));
    expect(privateRoutes).toEqual(
      expect.arrayContaining([
        ["GET", "/api/v1/meals"],
        ["POST", "/api/v1/meals/photos"],
        ["GET", "/api/v1/events"],
      ]),
    );
  });

  it.each(privateRoutes)(
    "%s %s answers 401 JSON without a session or with a forged one",
    async (method, path) => {
      for (const cookie of [undefined, "nutrisnap_session=forgedtokenforgedtokenforgedtoken"]) {
        const response = await call(method, path, cookie);
        expect(response.status).toBe(401);
        expect(response.headers.get("content-type")).toContain("application/json");
        expect(await bodyOf(response)).toEqual({ message: "You are not authorized to perform this action." });
      }
    },
  );

  it("a second user can never read or change the first user's profile, onboarding, goals, summary or export", async () => {
    const ana = await server.signUp({ name: "Ana Pérez", email: "ana@example.com" });
    const bruno = await server.signUp({ name: "Bruno Díaz", email: "bruno@example.com" });
    await call("POST", "/api/v1/onboarding", ana.cookie, completeOnboarding);
    await call("POST", "/api/v1/usergoals", ana.cookie, lossGoals);
    await insertMeal(server.database.db, ana.user.id, {
      created_at: "2026-11-21T12:00:00.000Z",
      total_calories: 640,
    });
    const anaBefore = (await exportOf(await call("GET", "/api/v1/export", ana.cookie))).account;

    // Reads answer Bruno's own (empty) data.
    expect(await bodyOf(await call("GET", "/api/v1/profile", bruno.cookie))).toMatchObject({
      id: bruno.user.id,
      email: "bruno@example.com",
    });
    expect((await call("GET", "/api/v1/onboarding", bruno.cookie)).status).toBe(404);
    expect((await call("GET", "/api/v1/usergoals", bruno.cookie)).status).toBe(404);
    expect(await bodyOf(await call("GET", "/api/v1/nutrition/daily/2026-11-21", bruno.cookie))).toMatchObject(
      { meal_count: 0, total_calories: 0, calories_goal: 0 },
    );
    const brunoExport = (await exportOf(await call("GET", "/api/v1/export", bruno.cookie))).account;
    expect(brunoExport).toMatchObject({ account: { id: bruno.user.id }, onboarding: null, goals: null });
    expect(JSON.stringify(brunoExport)).not.toContain("ana@example.com");

    // Writes touch only Bruno's rows; taking Ana's address is refused.
    await call("PUT", "/api/v1/onboarding", bruno.cookie, { ...completeOnboarding, age: 50 });
    await call("PUT", "/api/v1/usergoals", bruno.cookie, { ...lossGoals, daily_calories: 3000 });
    const takeover = await call("PUT", "/api/v1/profile", bruno.cookie, {
      name: "Bruno",
      email: "ANA@example.com",
      locale: "en_US",
    });
    expect(takeover.status).toBe(422);
    await call("DELETE", "/api/v1/account", bruno.cookie, { password: "secret-password" });

    const anaAfter = (await exportOf(await call("GET", "/api/v1/export", ana.cookie))).account;
    expect({ ...anaAfter, exported_at: null }).toEqual({ ...anaBefore, exported_at: null });
    expect(await bodyOf(await call("GET", "/api/v1/nutrition/daily/2026-11-21", ana.cookie))).toMatchObject({
      meal_count: 1,
      calories_goal: 1800,
    });
  });

  it.each(writes)("%s %s answers malformed JSON with a 400, never a 500", async (method, path) => {
    const { cookie } = await server.signUp();
    const response = await call(method, path, cookie, "{not json");
    expect(response.status).toBe(400);
    expect(await bodyOf(response)).toEqual({ message: "The request body is not valid JSON." });
  });

  it.each(writes)("%s %s answers wrong types with 422 and per-field errors", async (method, path) => {
    const { cookie } = await server.signUp();
    for (const body of [[1, 2], '"text"', { unexpected: { nested: true } }, null]) {
      const response = await call(
        method,
        path,
        cookie,
        typeof body === "string" ? body : JSON.stringify(body),
      );
      expect(response.status).toBe(422);
      const answer = await bodyOf<{ message: string; errors: Record<string, string[]> }>(response);
      expect(answer.message).toEqual(expect.any(String));
      expect(Object.keys(answer.errors).length).toBeGreaterThan(0);
    }
  });

  it.each([
    ["POST", "/api/auth/register"],
    ["POST", "/api/auth/forgot-password"],
    ["POST", "/api/auth/reset-password"],
    ["POST", "/api/auth/confirm-email"],
    ["POST", "/api/early-access"],
  ])(
    "public %s %s answers malformed JSON 400, an unknown field 422, an oversized body 413",
    async (method, path) => {
      expect((await call(method, path, undefined, "{oops")).status).toBe(400);
      const unknown = await call(method, path, undefined, { email: "a@example.com", admin: true });
      expect(unknown.status).toBe(422);
      expect(await bodyOf(unknown)).toMatchObject({ errors: { admin: ["This field is not allowed"] } });
      const huge = await call(method, path, undefined, { email: "x".repeat(1024 * 1024 + 1) });
      expect(huge.status).toBe(413);
      expect(await bodyOf(huge)).toEqual({ message: "The request is too large." });
    },
  );
});
