import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { bodyOf, cookieOf, sendJson, withCookie } from "../testing/http.ts";
import { readMailbox, tokenFromMail } from "../testing/mailbox.ts";
import { createTestServer, type TestServer } from "../testing/testServer.ts";
import { hashToken } from "./sessions.ts";

describe("forgot-password, reset-password and confirm-email (spec §7)", () => {
  let server: TestServer;
  beforeEach(async () => {
    server = await createTestServer();
  });
  afterEach(async () => server.close());

  const forgot = (email: string) => server.request("/api/auth/forgot-password", sendJson("POST", { email }));
  const reset = (body: Record<string, unknown>) =>
    server.request("/api/auth/reset-password", sendJson("POST", body));
  const confirm = (token: string) => server.request("/api/auth/confirm-email", sendJson("POST", { token }));
  const resetToken = async (email: string) => {
    await forgot(email);
    await server.mail.settled();
    return tokenFromMail(server.dataDir, email, "password-reset");
  };
  const sessionOf = async (cookie: string) =>
    bodyOf<{ valid: boolean }>(await server.request("/api/auth/session", withCookie(cookie)));

  it("gives the same answer whether or not the email has an account, and mails only a real one", async () => {
    await server.signUp({ email: "ana@example.com" });
    const known = await forgot("ANA@example.com");
    const unknown = await forgot("nobody@example.com");
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    const message = {
      message: "If an account exists for that email, we sent a link to reset your password.",
    };
    expect(await bodyOf(known)).toEqual(message);
    expect(await bodyOf(unknown)).toEqual(message);
    await server.mail.settled();
    const resets = readMailbox(server.dataDir).filter(
      (mail) => mail.subject === "Reset your NutriSnap password",
    );
    expect(resets.map((mail) => mail.to)).toEqual(["ana@example.com"]);
  });

  it("stores only the token's hash, for one hour", async () => {
    await server.signUp({ email: "ana@example.com" });
    const token = await resetToken("ana@example.com");
    const rows = await server.database.db
      .selectFrom("account_tokens")
      .selectAll()
      .where("purpose", "=", "password_reset")
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).toBe(hashToken(token));
    expect(rows[0]!.expires_at - Date.parse(rows[0]!.created_at)).toBe(60 * 60 * 1000);
  });

  it("resets the password, signs the user in and ends the user's other sessions", async () => {
    const { cookie: oldSession } = await server.signUp({ email: "ana@example.com", password: "old-secret" });
    const token = await resetToken("ana@example.com");
    const response = await reset({ token, password: "new-secret", passwordConfirm: "new-secret" });
    expect(response.status).toBe(200);
    expect(await bodyOf(response)).toMatchObject({
      user: { email: "ana@example.com", email_confirmed: true },
    });
    const newSession = cookieOf(response);
    expect(await sessionOf(newSession)).toMatchObject({ valid: true });
    expect(await sessionOf(oldSession)).toMatchObject({ valid: false });

    const oldLogin = await server.request(
      "/api/auth/login",
      sendJson("POST", { email: "ana@example.com", password: "old-secret" }),
    );
    expect(oldLogin.status).toBe(401);
    const newLogin = await server.request(
      "/api/auth/login",
      sendJson("POST", { email: "ana@example.com", password: "new-secret" }),
    );
    expect(newLogin.status).toBe(200);
  });

  it("uses a reset token once; an older link stops working when a new one is sent", async () => {
    await server.signUp({ email: "ana@example.com" });
    const first = await resetToken("ana@example.com");
    const second = await resetToken("ana@example.com");
    const body = { password: "new-secret", passwordConfirm: "new-secret" };
    expect(await bodyOf(await reset({ token: first, ...body }))).toEqual({
      message: "This link is not valid. Check that you copied all of it, or request a new one.",
      code: "token_invalid",
    });
    expect((await reset({ token: second, ...body })).status).toBe(200);
    const again = await reset({ token: second, ...body });
    expect(again.status).toBe(400);
    expect(await bodyOf(again)).toEqual({ message: "This link has already been used.", code: "token_used" });
  });

  it("refuses an expired reset token", async () => {
    await server.signUp({ email: "ana@example.com" });
    const token = await resetToken("ana@example.com");
    await server.database.db
      .updateTable("account_tokens")
      .set({ expires_at: Date.now() - 1 })
      .execute();
    const response = await reset({ token, password: "new-secret", passwordConfirm: "new-secret" });
    expect(response.status).toBe(400);
    expect(await bodyOf(response)).toEqual({
      message: "This link has expired. Please request a new one.",
      code: "token_expired",
    });
  });

  it("checks the new password like registration does (spec §5)", async () => {
    const mismatch = await reset({ token: "x", password: "new-secret", passwordConfirm: "other-secret" });
    expect(mismatch.status).toBe(422);
    expect(await bodyOf(mismatch)).toMatchObject({ errors: { passwordConfirm: ["Passwords do not match"] } });
    const short = await reset({ token: "x", password: "12345", passwordConfirm: "12345" });
    expect(await bodyOf(short)).toMatchObject({
      errors: { password: ["Password must be at least 6 characters long"] },
    });
  });

  it("confirms the email from the mailed link, once, and says so in the user's language", async () => {
    const { cookie } = await server.signUp({ email: "jose@example.cl", locale: "es_CL" });
    await server.mail.settled();
    const token = tokenFromMail(server.dataDir, "jose@example.cl", "confirm");
    const response = await server.request("/api/auth/confirm-email", sendJson("POST", { token }, cookie));
    expect(response.status).toBe(200);
    expect(await bodyOf(response)).toEqual({ message: "Tu correo fue confirmado. ¡Gracias!" });
    const session = await bodyOf<{ user: { email_confirmed: boolean } }>(
      await server.request("/api/auth/session", withCookie(cookie)),
    );
    expect(session.user.email_confirmed).toBe(true);

    // Opening the same link again says the address is confirmed, not that something failed.
    const again = await confirm(token);
    expect(again.status).toBe(200);
    expect(await bodyOf(again)).toEqual({ message: "Your email is already confirmed. You're all set." });
  });

  it("refuses a bad or expired confirmation token with a clear message", async () => {
    await server.signUp({ email: "ana@example.com" });
    await server.mail.settled();
    const token = tokenFromMail(server.dataDir, "ana@example.com", "confirm");
    const bad = await confirm("not-a-token");
    expect(bad.status).toBe(400);
    expect(await bodyOf(bad)).toMatchObject({ code: "token_invalid" });
    // A reset token is not a confirmation token.
    expect(await bodyOf(await confirm(await resetToken("ana@example.com")))).toMatchObject({
      code: "token_invalid",
    });

    await server.database.db
      .updateTable("account_tokens")
      .set({ expires_at: Date.now() - 1 })
      .execute();
    expect(await bodyOf(await confirm(token))).toEqual({
      message: "This link has expired. Please request a new one.",
      code: "token_expired",
    });
    const missing = await server.request("/api/auth/confirm-email", sendJson("POST", {}));
    expect(missing.status).toBe(422);
    expect(await bodyOf(missing)).toMatchObject({ errors: { token: ["This field is required"] } });
  });
});
