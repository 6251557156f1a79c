import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { bodyOf, sendJson, withCookie } from "../testing/http.ts";
import { lossGoals } from "../testing/fixtures.ts";
import { createTestServer, type TestServer } from "../testing/testServer.ts";

describe("user goals (spec §3, §7)", () => {
  let server: TestServer;
  let cookie: string;
  beforeEach(async () => {
    server = await createTestServer();
    ({ cookie } = await server.signUp());
  });
  afterEach(async () => server.close());

  const send = (method: "POST" | "PUT", body: unknown) =>
    server.request("/api/v1/usergoals", sendJson(method, body, cookie));
  const read = () => server.request("/api/v1/usergoals", withCookie(cookie));

  it("answers 404 when none are set", async () => {
    const response = await read();
    expect(response.status).toBe(404);
    expect(await bodyOf(response)).toEqual({ message: "No nutrition goals set yet.", code: "not_found" });
  });

  it("creates goals after onboarding, keeping the weekly change's sign", async () => {
    const response = await send("POST", lossGoals);
    expect(response.status).toBe(201);
    expect(await bodyOf(response)).toMatchObject({ ...lossGoals, daily_sugar: null, daily_sodium: null });
    expect(await bodyOf(await read())).toMatchObject({ weekly_weight_change: -0.25 });
  });

  it("accepts the create payload without weekly_weight_change (sent only when non-zero)", async () => {
    const { weekly_weight_change: _omitted, ...maintenance } = { ...lossGoals, goal_type: "maintenance" };
    expect(await bodyOf(await send("POST", maintenance))).toMatchObject({ weekly_weight_change: null });
  });

  it("updates every figure with PUT, and a replayed POST replaces (docs/decisions/007)", async () => {
    await send("POST", lossGoals);
    expect((await send("POST", lossGoals)).status).toBe(200);
    const update = {
      ...lossGoals,
      goal_type: "muscle_gain",
      daily_sugar: 40,
      daily_sodium: 2300,
      weekly_weight_change: 0.25,
    };
    const response = await send("PUT", update);
    expect(response.status).toBe(200);
    expect(await bodyOf(await read())).toMatchObject(update);
    expect(await server.database.db.selectFrom("user_goals").selectAll().execute()).toHaveLength(1);
  });

  it.each([
    [{ goal_type: "bulk" }, "goal_type", "Please choose one of the options"],
    [{ daily_calories: "1800" }, "daily_calories", "Please check your input and try again."],
    [{ daily_protein: -1 }, "daily_protein", "Please check your input and try again."],
    [{ daily_fat: undefined }, "daily_fat", "Please check your input and try again."],
    [{ activity_level: "couch" }, "activity_level", "Please choose one of the options"],
    [{ calories: 10 }, "calories", "This field is not allowed"],
  ])("refuses %j", async (change, field, message) => {
    const response = await send("POST", { ...lossGoals, ...change });
    expect(response.status).toBe(422);
    const body = await bodyOf<{ errors: Record<string, string[]> }>(response);
    expect(body.errors[field]).toEqual([message]);
  });
});
