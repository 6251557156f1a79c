// Issue 12, findings 1 and 4: attacks on sign-in, reset links and two-factor, each performed
// against the real app on a real database.
import { generateHOTP } from "@oslojs/otp";
import { decodeBase32IgnorePadding } from "@oslojs/encoding";
import { afterEach, describe, expect, it } from "vitest";
import { bodyOf, sendJson } from "../testing/http.ts";
import { tokenFromMail } from "../testing/mailbox.ts";
import { createTestServer, type TestServer } from "../testing/testServer.ts";

const codeFor = (secret: string, offsetSteps = 0) =>
  generateHOTP(decodeBase32IgnorePadding(secret), BigInt(Math.floor(Date.now() / 30_000) + offsetSteps), 6);

/** A code that is never right now: far from the current step. */
const wrongCode = (secret: string, i: number) => codeFor(secret, 1_000 + i);

let server: TestServer;
afterEach(async () => server.close());

const post = (path: string, body: unknown, cookie?: string, headers: Record<string, string> = {}) =>
  server.request(path, sendJson("POST", body, cookie, headers));

async function withTwoFactor(email = "ana@example.com", password = "secret1") {
  const { cookie } = await server.signUp({ email, password });
  const { secret } = await bodyOf<{ secret: string }>(
    await post("/api/v1/account/two-factor/setup", {}, cookie),
  );
  const enabled = await post(
    "/api/v1/account/two-factor/enable",
    { password, code: codeFor(secret) },
    cookie,
  );
  expect(enabled.status).toBe(200);
  const { recovery_codes } = await bodyOf<{ recovery_codes: string[] }>(enabled);
  return { cookie, secret, recoveryCodes: recovery_codes, email, password };
}

async function resetToken(email: string): Promise<string> {
  expect((await post("/api/auth/forgot-password", { email })).status).toBe(200);
  await server.mail.settled();
  return tokenFromMail(server.dataDir, email, "password-reset");
}

describe("per-address limits see the address the trusted proxy saw (finding 1)", () => {
  it("a client cannot dodge the login limit by writing its own X-Forwarded-For entries", async () => {
    server = await createTestServer({
      env: { TRUST_PROXY: "true" },
      rateLimits: { loginPerIp: { limit: 3, windowMs: 60_000 } },
    });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      // nginx appends the real address after whatever the client sent.
      const forwarded = `10.0.0.${i}, 203.0.113.7`;
      const response = await post(
        "/api/auth/login",
        { email: `x${i}@example.com`, password: "wrong!" },
        undefined,
        {
          "x-forwarded-for": forwarded,
        },
      );
      statuses.push(response.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);
  });

  it("registration too", async () => {
    server = await createTestServer({
      env: { TRUST_PROXY: "1" },
      rateLimits: { register: { limit: 2, windowMs: 60_000 } },
    });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await post(
        "/api/auth/register",
        { name: "Some One", email: `r${i}@example.com`, password: "secret1", passwordConfirm: "secret1" },
        undefined,
        { "x-forwarded-for": `198.51.100.${i}, 203.0.113.8` },
      );
      statuses.push(response.status);
    }
    expect(statuses).toEqual([201, 201, 429, 429]);
  });

  it("TRUST_PROXY=2 counts two proxies from the right", async () => {
    server = await createTestServer({
      env: { TRUST_PROXY: "2" },
      rateLimits: { loginPerIp: { limit: 1, windowMs: 60_000 } },
    });
    const login = (forwarded: string) =>
      post("/api/auth/login", { email: "a@example.com", password: "wrong!" }, undefined, {
        "x-forwarded-for": forwarded,
      });
    expect((await login("1.1.1.1, 203.0.113.9, 10.0.0.2")).status).toBe(401);
    expect((await login("2.2.2.2, 203.0.113.9, 10.0.0.2")).status).toBe(429);
    expect((await login("203.0.113.10, 10.0.0.2")).status).toBe(401);
  });

  it("a reset link dies after five wrong two-factor codes", async () => {
    server = await createTestServer();
    const { secret, email } = await withTwoFactor();
    const token = await resetToken(email);
    const reset = (code: string) =>
      post("/api/auth/reset-password", {
        token,
        password: "new-secret",
        passwordConfirm: "new-secret",
        code,
      });
    for (let i = 0; i < 5; i++) expect((await reset(wrongCode(secret, i))).status).toBe(401);
    const right = await reset(codeFor(secret, 1));
    expect(right.status).toBe(400);
    expect(await bodyOf(right)).toMatchObject({ code: "token_used" });
  });

  it("wrong codes are limited per account, across sign-in and reset", async () => {
    server = await createTestServer();
    const { secret, email, password } = await withTwoFactor();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const response = await post("/api/auth/login", { email, password, code: wrongCode(secret, i) });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual([429, 429]);
    // Even the right code waits now: guessing is over for this window.
    expect((await post("/api/auth/login", { email, password, code: codeFor(secret, 1) })).status).toBe(429);
  });
});

describe("a stolen session or an old link cannot take the account (finding 4)", () => {
  const profile = (cookie: string, body: Record<string, unknown>) =>
    server.request(
      "/api/v1/profile",
      sendJson("PUT", { name: "Ana Pérez", locale: "en_US", ...body }, cookie),
    );

  it("changing the email needs the current password", async () => {
    server = await createTestServer();
    const { cookie } = await server.signUp({ email: "ana@example.com", password: "secret1" });
    const none = await profile(cookie, { email: "thief@example.com" });
    expect(none.status).toBe(422);
    expect(await bodyOf(none)).toMatchObject({ errors: { current_password: ["This field is required"] } });
    const wrong = await profile(cookie, { email: "thief@example.com", current_password: "guess" });
    expect(wrong.status).toBe(422);
    expect(await bodyOf(wrong)).toMatchObject({
      errors: { current_password: ["Current password is incorrect"] },
    });
    // Name and language alone still save with the session (and offline, through the outbox).
    expect((await profile(cookie, { email: "ana@example.com", name: "Ana María" })).status).toBe(200);
    const right = await profile(cookie, { email: "new@example.com", current_password: "secret1" });
    expect(right.status).toBe(200);
    expect(await bodyOf(right)).toMatchObject({ email: "new@example.com" });
  });

  it("with two-factor on, changing the email needs a code too", async () => {
    server = await createTestServer();
    const { cookie, secret } = await withTwoFactor();
    expect((await profile(cookie, { email: "thief@example.com", current_password: "secret1" })).status).toBe(
      422,
    );
    const right = await profile(cookie, {
      email: "new@example.com",
      current_password: "secret1",
      code: codeFor(secret, 1),
    });
    expect(right.status).toBe(200);
  });

  it("a reset link mailed to the old address dies when the email changes", async () => {
    server = await createTestServer();
    const { cookie } = await server.signUp({ email: "ana@example.com", password: "secret1" });
    const token = await resetToken("ana@example.com");
    await profile(cookie, { email: "new@example.com", current_password: "secret1" });
    const used = await post("/api/auth/reset-password", {
      token,
      password: "taken!",
      passwordConfirm: "taken!",
    });
    expect(used.status).toBe(400);
  });

  it("a reset link issued before a password change dies with the old password", async () => {
    server = await createTestServer();
    const { cookie } = await server.signUp({ email: "ana@example.com", password: "secret1" });
    const token = await resetToken("ana@example.com");
    const changed = await server.request(
      "/api/v1/profile/password",
      sendJson(
        "PUT",
        { current_password: "secret1", new_password: "secret2", confirm_password: "secret2" },
        cookie,
      ),
    );
    expect(changed.status).toBe(200);
    const used = await post("/api/auth/reset-password", {
      token,
      password: "taken!",
      passwordConfirm: "taken!",
    });
    expect(used.status).toBe(400);
  });

  it("a confirmation link dies when the password changes through a reset", async () => {
    server = await createTestServer();
    await server.signUp({ email: "ana@example.com", password: "secret1" });
    await server.mail.settled();
    const confirm = tokenFromMail(server.dataDir, "ana@example.com", "confirm");
    const token = await resetToken("ana@example.com");
    expect(
      (await post("/api/auth/reset-password", { token, password: "secret2", passwordConfirm: "secret2" }))
        .status,
    ).toBe(200);
    expect((await post("/api/auth/confirm-email", { token: confirm })).status).toBe(400);
  });

  it("turning two-factor on needs the password, not only the session", async () => {
    server = await createTestServer();
    const { cookie } = await server.signUp({ email: "ana@example.com", password: "secret1" });
    const { secret } = await bodyOf<{ secret: string }>(
      await post("/api/v1/account/two-factor/setup", {}, cookie),
    );
    expect((await post("/api/v1/account/two-factor/enable", { code: codeFor(secret) }, cookie)).status).toBe(
      422,
    );
    const wrong = await post(
      "/api/v1/account/two-factor/enable",
      { password: "guess", code: codeFor(secret) },
      cookie,
    );
    expect(wrong.status).toBe(422);
    expect((await post("/api/auth/login", { email: "ana@example.com", password: "secret1" })).status).toBe(
      200,
    );
  });

  it("turning it off needs the password and a code", async () => {
    server = await createTestServer();
    const { cookie } = await withTwoFactor();
    expect((await post("/api/v1/account/two-factor/disable", { password: "secret1" }, cookie)).status).toBe(
      422,
    );
    expect((await post("/api/auth/login", { email: "ana@example.com", password: "secret1" })).status).toBe(
      401,
    );
  });

  it("ten recovery codes, each good once, at sign-in and at reset", async () => {
    server = await createTestServer();
    const { recoveryCodes, email, password } = await withTwoFactor();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    const [first, second] = recoveryCodes as [string, string];
    expect((await post("/api/auth/login", { email, password, code: first.toUpperCase() })).status).toBe(200);
    expect((await post("/api/auth/login", { email, password, code: first })).status).toBe(401);
    const token = await resetToken(email);
    const reset = await post("/api/auth/reset-password", {
      token,
      password: "secret2",
      passwordConfirm: "secret2",
      code: second,
    });
    expect(reset.status).toBe(200);
  });
});
