import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "../testing/testServer.ts";
import { SESSION_COOKIE } from "./cookies.ts";
import { SESSION_LIFETIME } from "./sessions.ts";

const json = (body: unknown, cookie?: string): RequestInit => ({
  method: "POST",
  headers: {
    "content-type": "application/json",
    origin: "http://localhost:8787",
    ...(cookie ? { cookie } : {}),
  },
  body: JSON.stringify(body),
});

const cookieOf = (response: Response): string => {
  const header = response.headers.get("set-cookie") ?? "";
  return header.split(";")[0] ?? "";
};

const ana = {
  name: "Ana Pérez",
  email: "Ana@Example.cl",
  password: "secret1",
  passwordConfirm: "secret1",
  locale: "es_CL",
};

describe("register, login, session and logout (spec §7)", () => {
  let server: TestServer;
  beforeEach(async () => {
    server = await createTestServer();
  });
  afterEach(async () => server.close());

  it("registers, signs the user in and answers the user", async () => {
    const response = await server.request("/api/auth/register", json(ana));
    expect(response.status).toBe(201);
    const user = (await response.json()) as Record<string, unknown>;
    expect(user).toMatchObject({
      name: "Ana Pérez",
      email: "Ana@Example.cl",
      locale: "es_CL",
      email_confirmed: false,
    });
    expect(user).not.toHaveProperty("password_hash");

    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toContain(`${SESSION_COOKIE}=`);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");

    const session = await server.request("/api/auth/session", { headers: { cookie: cookieOf(response) } });
    expect(await session.json()).toMatchObject({ valid: true, user: { email: "Ana@Example.cl" } });
  });

  it("carries the onboarding record and goals in a valid session's answer, null before there are any", async () => {
    const registered = await server.request("/api/auth/register", json(ana));
    const cookie = cookieOf(registered);
    const first = (await (
      await server.request("/api/auth/session", { headers: { cookie } })
    ).json()) as Record<string, unknown>;
    expect(first).toMatchObject({ valid: true, onboarding: null, goals: null });

    const onboarding = {
      age: 34,
      gender: "female",
      height: 165,
      current_weight: 70,
      target_weight: 65,
      activity_level: "moderate",
    };
    const goals = {
      goal_type: "weight_loss",
      daily_calories: 1700,
      daily_protein: 128,
      daily_fat: 47,
      daily_carbohydrates: 191,
      daily_fiber: 24,
    };
    expect((await server.request("/api/v1/onboarding", json(onboarding, cookie))).status).toBe(201);
    expect((await server.request("/api/v1/usergoals", json(goals, cookie))).status).toBe(201);
    const session = await server.request("/api/auth/session", { headers: { cookie } });
    const stored = async (path: string) => (await server.request(path, { headers: { cookie } })).json();
    expect(await session.json()).toEqual({
      valid: true,
      user: await stored("/api/v1/profile"),
      onboarding: await stored("/api/v1/onboarding"),
      goals: await stored("/api/v1/usergoals"),
    });
  });

  it("refuses a second account with the same email in any case, under errors.email", async () => {
    await server.request("/api/auth/register", json(ana));
    const again = await server.request(
      "/api/auth/register",
      json({ ...ana, email: "ana@EXAMPLE.cl", locale: "en_US" }),
    );
    expect(again.status).toBe(422);
    expect(await again.json()).toEqual({
      message: "Email already exists",
      errors: { email: ["Email already exists"] },
    });
  });

  it("stores only the SHA-256 of the session token", async () => {
    const response = await server.request("/api/auth/register", json(ana));
    const token = cookieOf(response).split("=")[1]!;
    const rows = await server.database.db.selectFrom("sessions").select("id").execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).not.toBe(token);
    expect(rows[0]!.id).toMatch(/^[0-9a-f]{64}$/);
  });

  it("logs in with remember me as a persistent 30-day cookie, without it as a browser-session cookie", async () => {
    await server.request("/api/auth/register", json(ana));
    const remembered = await server.request(
      "/api/auth/login",
      json({ email: "ana@example.cl", password: "secret1", remember: true }),
    );
    expect(remembered.status).toBe(200);
    expect(await remembered.json()).toMatchObject({ user: { name: "Ana Pérez" } });
    expect(remembered.headers.get("set-cookie")).toMatch(/Expires=/);

    const browserOnly = await server.request(
      "/api/auth/login",
      json({ email: "ana@example.cl", password: "secret1" }),
    );
    expect(browserOnly.headers.get("set-cookie")).not.toMatch(/Expires=|Max-Age=/);
    const rows = await server.database.db
      .selectFrom("sessions")
      .select(["remember", "expires_at"])
      .orderBy("remember")
      .execute();
    expect(rows[0]!.expires_at - Date.now()).toBeLessThanOrEqual(SESSION_LIFETIME.browser);
    expect(rows[1]!.expires_at - Date.now()).toBeGreaterThan(SESSION_LIFETIME.remembered - 60_000);
  });

  it("refuses a wrong password and an unknown email with the same answer", async () => {
    await server.request("/api/auth/register", json(ana));
    const wrong = await server.request(
      "/api/auth/login",
      json({ email: "ana@example.cl", password: "nope!!" }),
    );
    const unknown = await server.request(
      "/api/auth/login",
      json({ email: "nobody@example.cl", password: "nope!!" }),
    );
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual(await unknown.json());
  });

  it("answers 200 with valid false when signed out, and logout is harmless twice", async () => {
    const anonymous = await server.request("/api/auth/session");
    expect(anonymous.status).toBe(200);
    expect(await anonymous.json()).toEqual({ valid: false, user: null });

    const registered = await server.request("/api/auth/register", json(ana));
    const cookie = cookieOf(registered);
    expect((await server.request("/api/auth/logout", json({}, cookie))).status).toBe(200);
    expect((await server.request("/api/auth/logout", json({}, cookie))).status).toBe(200);
    const after = await server.request("/api/auth/session", { headers: { cookie } });
    expect(await after.json()).toEqual({ valid: false, user: null });
  });

  it("guards /api/v1 with a 401 JSON answer", async () => {
    const response = await server.request("/api/v1/profile");
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: "You are not authorized to perform this action." });
  });
});
