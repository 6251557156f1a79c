import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { bodyOf, sendJson, withCookie } from "../testing/http.ts";
import { completeOnboarding } from "../testing/fixtures.ts";
import { createTestServer, type TestServer } from "../testing/testServer.ts";

describe("onboarding (spec §3, §5, §7)", () => {
  let server: TestServer;
  let cookie: string;
  beforeEach(async () => {
    server = await createTestServer();
    ({ cookie } = await server.signUp());
  });
  afterEach(async () => server.close());

  const send = (method: "POST" | "PUT", body: unknown) =>
    server.request("/api/v1/onboarding", sendJson(method, body, cookie));
  const read = () => server.request("/api/v1/onboarding", withCookie(cookie));

  it("answers 404 before onboarding, which the route gate reads as 'not done' (spec §4)", async () => {
    const response = await read();
    expect(response.status).toBe(404);
    expect(await bodyOf(response)).toEqual({
      message: "No nutrition profile found. Please complete your onboarding.",
      code: "not_found",
    });
  });

  it("creates the profile, keeps lists as arrays, and reads it back", async () => {
    const created = await send("POST", completeOnboarding);
    expect(created.status).toBe(201);
    const body = await bodyOf(created);
    expect(body).toMatchObject(completeOnboarding);
    expect(body.created_at).toEqual(expect.any(String));
    expect(await bodyOf(await read())).toEqual(body);
  });

  it("leaves out optional parts as null or empty lists", async () => {
    const { age, gender, height, current_weight, activity_level } = completeOnboarding;
    const response = await send("POST", { age, gender, height, current_weight, activity_level });
    expect(await bodyOf(response)).toMatchObject({
      target_weight: null,
      dietary_restrictions: [],
      health_conditions: [],
      food_preferences: [],
      cooking_frequency: null,
      budget_preference: null,
    });
  });

  it("parses lists that arrive as JSON strings; an invalid one becomes empty (spec §3)", async () => {
    const response = await send("POST", {
      ...completeOnboarding,
      dietary_restrictions: '["vegan"]',
      food_preferences: "not json",
    });
    expect(await bodyOf(response)).toMatchObject({ dietary_restrictions: ["vegan"], food_preferences: [] });
  });

  it("a replayed POST replaces rather than fails, and PUT updates (docs/decisions/007)", async () => {
    expect((await send("POST", completeOnboarding)).status).toBe(201);
    const replay = await send("POST", completeOnboarding);
    expect(replay.status).toBe(200);
    const update = await send("PUT", {
      ...completeOnboarding,
      current_weight: 68,
      target_weight: null,
      dietary_restrictions: [],
    });
    expect(update.status).toBe(200);
    expect(await bodyOf(await read())).toMatchObject({
      current_weight: 68,
      target_weight: null,
      dietary_restrictions: [],
    });
    const rows = await server.database.db.selectFrom("onboarding_profiles").selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.dietary_restrictions).toBe("[]");
  });

  it("PUT before any POST creates the profile", async () => {
    expect((await send("PUT", completeOnboarding)).status).toBe(201);
  });

  it.each([
    [{ age: 12 }, "age", "Age must be between 13 and 120"],
    [{ age: 121 }, "age", "Age must be between 13 and 120"],
    [{ age: 30.5 }, "age", "Enter your age in whole years, from 13 to 120"],
    [{ age: undefined }, "age", "This field is required"],
    [{ gender: undefined }, "gender", "Please select your gender"],
    [{ height: 99.9 }, "height", "Height must be between 100 and 250 cm"],
    [{ height: 250.1 }, "height", "Height must be between 100 and 250 cm"],
    [{ current_weight: 29.9 }, "current_weight", "Weight must be between 30 and 300 kg"],
    [{ current_weight: "70" }, "current_weight", "Weight must be between 30 and 300 kg"],
    [{ target_weight: 300.1 }, "target_weight", "Target weight must be between 30 and 300 kg"],
    [{ activity_level: undefined }, "activity_level", "Please select your activity level"],
    [{ cooking_frequency: "hourly" }, "cooking_frequency", "Please choose one of the options"],
    [{ health_conditions: ["flu"] }, "health_conditions.0", "Please choose one of the options"],
    [{ favourite_colour: "green" }, "favourite_colour", "This field is not allowed"],
  ])("refuses %j (spec §5)", async (change, field, message) => {
    const response = await send("POST", { ...completeOnboarding, ...change });
    expect(response.status).toBe(422);
    const body = await bodyOf<{ message: string; errors: Record<string, string[]> }>(response);
    expect(body.message).toBe("Please check your input and try again.");
    expect(body.errors[field]).toEqual([message]);
    expect((await read()).status).toBe(404);
  });

  it("accepts the inclusive bounds of §5", async () => {
    const bounds = { age: 13, height: 100, current_weight: 300, target_weight: 30 };
    expect((await send("POST", { ...completeOnboarding, ...bounds })).status).toBe(201);
  });
});
