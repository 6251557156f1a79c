import { generateHOTP } from "@oslojs/otp";
import { decodeBase32IgnorePadding } from "@oslojs/encoding";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { User } from "@nutrisnap/shared/api";
import { completeOnboarding, lossGoals } from "../testing/fixtures.ts";
import { bodyOf, cookieOf, exportOf, sendJson, withCookie } from "../testing/http.ts";
import { photoWithExif } from "../testing/images.ts";
import { createMeal, uploadPhotos } from "../testing/meals.ts";
import { tokenFromMail } from "../testing/mailbox.ts";
import { createTestServer, type TestServer } from "../testing/testServer.ts";

describe("account actions: export, delete, two-factor", () => {
  let server: TestServer;
  let cookie: string;
  let user: User;
  beforeEach(async () => {
    server = await createTestServer();
    ({ cookie, user } = await server.signUp({ email: "ana@example.com", password: "secret1" }));
    await server.request("/api/v1/onboarding", sendJson("POST", completeOnboarding, cookie));
    await server.request("/api/v1/usergoals", sendJson("POST", lossGoals, cookie));
  });
  afterEach(async () => server.close());

  const login = (body: Record<string, unknown>) =>
    server.request(
      "/api/auth/login",
      sendJson("POST", { email: "ana@example.com", password: "secret1", ...body }),
    );

  it("exports everything the user owns, meals and photos included, as one zip download", async () => {
    await server.request("/api/early-access", sendJson("POST", { email: "ana@example.com" }));
    const meal = await createMeal(server, { cookie }, { type: "dinner", note: "cena familiar" });
    await uploadPhotos(server, { cookie }, meal.id, [{ bytes: await photoWithExif("jpeg") }]);
    const response = await server.request("/api/v1/export", withCookie(cookie));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/zip");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="nutrisnap-export-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const { account: document, files } = await exportOf(response);
    const meals = JSON.parse(new TextDecoder().decode(files["meals.json"])) as {
      meals: { id: string; note: string; photos: { file: string }[] }[];
    };
    expect(meals.meals).toMatchObject([{ id: meal.id, note: "cena familiar" }]);
    const photoFile = meals.meals[0]!.photos[0]!.file;
    expect(files[photoFile]?.subarray(0, 2)).toEqual(new Uint8Array([0xff, 0xd8]));
    expect(document).toMatchObject({
      format: "nutrisnap-export",
      version: 1,
      account: { id: user.id, email: "ana@example.com" },
      early_access: { email: "ana@example.com", approved_at: null },
      onboarding: completeOnboarding,
      goals: lossGoals,
    });
    const text = JSON.stringify(document);
    expect(text).not.toContain("scrypt$");
    expect(text).not.toContain("password");
  });

  it("removes the photo files with the account", async () => {
    const meal = await createMeal(server, { cookie }, { type: "lunch" });
    await uploadPhotos(server, { cookie }, meal.id, [{ bytes: await photoWithExif("jpeg") }]);
    expect(await server.services.blobs.list(user.id)).toHaveLength(2);
    const response = await server.request(
      "/api/v1/account",
      sendJson("DELETE", { password: "secret1" }, cookie),
    );
    expect(response.status).toBe(200);
    expect(await server.services.blobs.list(user.id)).toEqual([]);
  });

  it("refuses to delete the account with a wrong password", async () => {
    const response = await server.request(
      "/api/v1/account",
      sendJson("DELETE", { password: "wrong!" }, cookie),
    );
    expect(response.status).toBe(422);
    expect(await bodyOf(response)).toEqual({
      message: "Password is incorrect",
      errors: { password: ["Password is incorrect"] },
    });
    expect(await bodyOf(await server.request("/api/auth/session", withCookie(cookie)))).toMatchObject({
      valid: true,
    });
  });

  it("deletes every row of the user and every session, keeping other users", async () => {
    const other = await server.signUp({ email: "bruno@example.com" });
    await server.request("/api/v1/onboarding", sendJson("POST", completeOnboarding, other.cookie));
    await server.request("/api/early-access", sendJson("POST", { email: "ana@example.com" }));
    const secondDevice = cookieOf(await login({}));
    await server.request("/api/auth/forgot-password", sendJson("POST", { email: "ana@example.com" }));

    const response = await server.request(
      "/api/v1/account",
      sendJson("DELETE", { password: "secret1" }, cookie),
    );
    expect(response.status).toBe(200);
    expect(await bodyOf(response)).toEqual({ message: "Your account and all its data have been deleted." });
    expect(response.headers.get("set-cookie")).toMatch(/nutrisnap_session=;/);

    const db = server.database.db;
    const countFor = async (table: "sessions" | "account_tokens" | "onboarding_profiles" | "user_goals") =>
      (await db.selectFrom(table).select("user_id").where("user_id", "=", user.id).execute()).length;
    expect(await db.selectFrom("users").select("id").where("id", "=", user.id).execute()).toEqual([]);
    for (const table of ["sessions", "account_tokens", "onboarding_profiles", "user_goals"] as const) {
      expect(await countFor(table)).toBe(0);
    }
    expect(await db.selectFrom("early_access").selectAll().execute()).toEqual([]);
    for (const session of [cookie, secondDevice]) {
      expect(await bodyOf(await server.request("/api/auth/session", withCookie(session)))).toMatchObject({
        valid: false,
      });
    }
    expect((await server.request("/api/v1/onboarding", withCookie(other.cookie))).status).toBe(200);
    expect((await login({})).status).toBe(401);
  });

  describe("two-factor authentication (TOTP)", () => {
    // The clock stands in the middle of a 30-second step while a test runs: a test that crossed a
    // step's end read "the same code" as the next one (the replay test failed now and then).
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(Math.floor(Date.now() / 30_000) * 30_000 + 15_000);
    });
    afterEach(() => {
      vi.useRealTimers();
    });
    // What an authenticator app shows now, or some 30-second steps away (a wrong code).
    const codeFor = (secret: string, offsetSteps = 0) => {
      const counter = BigInt(Math.floor(Date.now() / 30_000) + offsetSteps);
      return generateHOTP(decodeBase32IgnorePadding(secret), counter, 6);
    };
    const setUp = async () => {
      const response = await server.request("/api/v1/account/two-factor/setup", sendJson("POST", {}, cookie));
      expect(response.status).toBe(200);
      return bodyOf<{ secret: string; otpauth_uri: string }>(response);
    };
    const enable = (code: string, password = "secret1") =>
      server.request("/api/v1/account/two-factor/enable", sendJson("POST", { password, code }, cookie));

    it("answers a secret and an otpauth URI for the authenticator app", async () => {
      const { secret, otpauth_uri } = await setUp();
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(otpauth_uri).toMatch(/^otpauth:\/\/totp\/NutriSnap:ana%40example\.com\?/);
      expect(otpauth_uri).toContain(`secret=${secret}`);
      // Not on until a code confirms it.
      expect((await login({})).status).toBe(200);
    });

    it("enables with a right code only", async () => {
      const { secret } = await setUp();
      const wrong = await enable(codeFor(secret, 10));
      expect(wrong.status).toBe(422);
      const message = "That code is not correct. Try the current code from your authenticator app.";
      expect(await bodyOf(wrong)).toEqual({ message, errors: { code: [message] } });
      const right = await enable(codeFor(secret));
      expect(right.status).toBe(200);
      expect(await bodyOf(right)).toMatchObject({
        message: "Two-factor authentication is on",
        user: { two_factor_enabled: true },
      });
      expect((await enable(codeFor(secret))).status).toBe(409);
      expect(
        (await server.request("/api/v1/account/two-factor/setup", sendJson("POST", {}, cookie))).status,
      ).toBe(409);
    });

    it("refuses to enable before set-up", async () => {
      const response = await enable("123456");
      expect(response.status).toBe(409);
      expect(await bodyOf(response)).toEqual({ message: "Start the two-factor set-up first." });
    });

    it("then login asks for the code: 401 two_factor_required when missing or wrong", async () => {
      const { secret } = await setUp();
      await enable(codeFor(secret));
      const missing = await login({});
      expect(missing.status).toBe(401);
      expect(missing.headers.get("set-cookie")).toBeNull();
      expect(await bodyOf(missing)).toEqual({
        message: "Enter the 6-digit code from your authenticator app.",
        code: "two_factor_required",
      });
      const wrong = await login({ code: codeFor(secret, 10) });
      expect(wrong.status).toBe(401);
      expect(await bodyOf(wrong)).toMatchObject({
        code: "two_factor_required",
        message: expect.stringMatching(/not correct/),
      });
      // A wrong password never reveals that a code would be asked.
      expect(await bodyOf(await login({ password: "wrong!" }))).toMatchObject({
        code: "invalid_credentials",
      });
      // The code that turned two-factor on is used up; the app's next code signs in.
      expect((await login({ code: codeFor(secret) })).status).toBe(401);
      const right = await login({ code: codeFor(secret, 1) });
      expect(right.status).toBe(200);
      expect(cookieOf(right)).toMatch(/^nutrisnap_session=.+/);
    });

    it("never accepts the same code twice, nor an older one (RFC 6238 §5.2)", async () => {
      const { secret } = await setUp();
      await enable(codeFor(secret, -1));
      expect((await login({ code: codeFor(secret) })).status).toBe(200);
      const replayed = await login({ code: codeFor(secret) });
      expect(replayed.status).toBe(401);
      expect(await bodyOf(replayed)).toMatchObject({ code: "two_factor_required" });
      expect((await login({ code: codeFor(secret, -1) })).status).toBe(401);
      expect((await login({ code: codeFor(secret, 1) })).status).toBe(200);
    });

    it("a password reset needs the code too, and keeps the link usable until it comes", async () => {
      const { secret } = await setUp();
      await enable(codeFor(secret));
      await server.request("/api/auth/forgot-password", sendJson("POST", { email: "ana@example.com" }));
      await server.mail.settled();
      const token = tokenFromMail(server.dataDir, "ana@example.com", "password-reset");
      const body = { token, password: "new-secret", passwordConfirm: "new-secret" };
      const without = await server.request("/api/auth/reset-password", sendJson("POST", body));
      expect(without.status).toBe(401);
      expect(await bodyOf(without)).toMatchObject({ code: "two_factor_required" });
      const withCode = await server.request(
        "/api/auth/reset-password",
        sendJson("POST", { ...body, code: codeFor(secret, 1) }),
      );
      expect(withCode.status).toBe(200);
    });

    it("disables with the password and a code", async () => {
      const { secret } = await setUp();
      await enable(codeFor(secret));
      const disable = (password: string, code?: string) =>
        server.request("/api/v1/account/two-factor/disable", sendJson("POST", { password, code }, cookie));
      const wrong = await disable("wrong!", codeFor(secret, 1));
      expect(wrong.status).toBe(422);
      expect(await bodyOf(wrong)).toMatchObject({ message: "Password is incorrect" });
      expect((await disable("secret1")).status).toBe(422);
      const right = await disable("secret1", codeFor(secret, 1));
      expect(await bodyOf(right)).toEqual({ message: "Two-factor authentication is off" });
      expect((await login({})).status).toBe(200);
    });
  });
});
