import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { User } from "@nutrisnap/shared/api";
import { bodyOf, sendJson, withCookie } from "../testing/http.ts";
import { readMailbox } from "../testing/mailbox.ts";
import { createTestServer, type TestServer } from "../testing/testServer.ts";

describe("profile (spec §5, §7)", () => {
  let server: TestServer;
  let cookie: string;
  let user: User;
  beforeEach(async () => {
    server = await createTestServer();
    ({ cookie, user } = await server.signUp({
      name: "Ana Pérez",
      email: "ana@example.com",
      password: "old-secret",
    }));
  });
  afterEach(async () => server.close());

  const put = (body: unknown, path = "/api/v1/profile") =>
    server.request(path, sendJson("PUT", body, cookie));
  const changePassword = (body: unknown) => put(body, "/api/v1/profile/password");

  it("answers the signed-in user", async () => {
    const response = await server.request("/api/v1/profile", withCookie(cookie));
    expect(response.status).toBe(200);
    expect(await bodyOf(response)).toEqual({
      id: user.id,
      name: "Ana Pérez",
      email: "ana@example.com",
      locale: "en_US",
      created_at: user.created_at,
      email_confirmed: false,
      time_zone: "UTC",
      two_factor_enabled: false,
    });
  });

  it("updates name, locale and the client's IANA time zone and answers the updated user", async () => {
    const response = await put({
      name: "Ana María",
      email: "ana@example.com",
      locale: "es_CL",
      time_zone: "America/Santiago",
    });
    expect(response.status).toBe(200);
    expect(await bodyOf(response)).toMatchObject({
      name: "Ana María",
      locale: "es_CL",
      time_zone: "America/Santiago",
    });
    // Leaving the zone out keeps the stored one.
    await put({ name: "Ana María", email: "ana@example.com", locale: "es_CL" });
    const again = await bodyOf(await server.request("/api/v1/profile", withCookie(cookie)));
    expect(again.time_zone).toBe("America/Santiago");
  });

  it.each([
    [{ name: "", email: "ana@example.com", locale: "en_US" }, "Name, email, and locale are required", "name"],
    [{ name: "Ana", email: "ana@example.com" }, "Name, email, and locale are required", "locale"],
    [
      { name: "Ana", email: "ana@example.com", locale: "fr_FR" },
      "Invalid locale. Must be en_US or es_CL",
      "locale",
    ],
  ])("refuses %j with '%s'", async (body, message, field) => {
    const response = await put(body);
    expect(response.status).toBe(422);
    const answer = await bodyOf<{ message: string; errors: Record<string, string[]> }>(response);
    expect(answer.message).toBe(message);
    expect(answer.errors[field]).toEqual([message]);
  });

  it("refuses an unknown time zone", async () => {
    const response = await put({
      name: "Ana",
      email: "ana@example.com",
      locale: "en_US",
      time_zone: "Mars/Olympus_Mons",
    });
    expect(response.status).toBe(422);
    expect(await bodyOf(response)).toEqual({
      message: "Unknown time zone",
      errors: { time_zone: ["Unknown time zone"] },
    });
  });

  it("keeps emails unique across accounts, case-insensitively", async () => {
    await server.signUp({ email: "bruno@example.com" });
    const response = await put({ name: "Ana", email: "BRUNO@example.com", locale: "en_US" });
    expect(response.status).toBe(422);
    expect(await bodyOf(response)).toEqual({
      message: "Email already exists",
      errors: { email: ["Email already exists"] },
    });
    // Changing only the case of one's own address is fine.
    expect((await put({ name: "Ana", email: "Ana@Example.com", locale: "en_US" })).status).toBe(200);
  });

  it("a new email address is unconfirmed until its own link is followed", async () => {
    await server.database.db
      .updateTable("users")
      .set({ email_confirmed_at: new Date().toISOString() })
      .execute();
    const response = await put({
      name: "Ana",
      email: "ana.new@example.com",
      locale: "en_US",
      current_password: "old-secret",
    });
    expect(await bodyOf(response)).toMatchObject({ email: "ana.new@example.com", email_confirmed: false });
    await server.mail.settled();
    expect(readMailbox(server.dataDir).map((mail) => mail.to)).toEqual([
      "ana@example.com",
      "ana.new@example.com",
    ]);
    const login = await server.request(
      "/api/auth/login",
      sendJson("POST", { email: "ana.new@example.com", password: "old-secret" }),
    );
    expect(login.status).toBe(200);
  });

  it("changes the password, keeps this session and ends the others", async () => {
    const other = await server.request(
      "/api/auth/login",
      sendJson("POST", { email: "ana@example.com", password: "old-secret" }),
    );
    const otherCookie = (other.headers.get("set-cookie") ?? "").split(";")[0]!;
    const response = await changePassword({
      current_password: "old-secret",
      new_password: "new-secret",
      confirm_password: "new-secret",
    });
    expect(response.status).toBe(200);
    expect(await bodyOf(response)).toEqual({ message: "Password updated successfully!" });
    expect(await bodyOf(await server.request("/api/auth/session", withCookie(cookie)))).toMatchObject({
      valid: true,
    });
    expect(await bodyOf(await server.request("/api/auth/session", withCookie(otherCookie)))).toMatchObject({
      valid: false,
    });
    const login = await server.request(
      "/api/auth/login",
      sendJson("POST", { email: "ana@example.com", password: "new-secret" }),
    );
    expect(login.status).toBe(200);
  });

  it.each([
    [
      { current_password: "wrong-one", new_password: "new-secret", confirm_password: "new-secret" },
      "Current password is incorrect",
      "current_password",
    ],
    [
      { current_password: "old-secret", new_password: "new-secret", confirm_password: "new-secreT" },
      "New passwords do not match",
      "confirm_password",
    ],
    [
      { current_password: "old-secret", new_password: "12345", confirm_password: "12345" },
      "New password must be at least 6 characters long",
      "new_password",
    ],
    [
      { current_password: "old-secret", confirm_password: "new-secret" },
      "This field is required",
      "new_password",
    ],
  ])("refuses a password change %j with '%s' as the message (spec §7)", async (body, message, field) => {
    const response = await changePassword(body);
    expect(response.status).toBe(422);
    const answer = await bodyOf<{ message: string; errors: Record<string, string[]> }>(response);
    expect(answer.message).toBe(message);
    expect(answer.errors[field]).toEqual([message]);
    const login = await server.request(
      "/api/auth/login",
      sendJson("POST", { email: "ana@example.com", password: "old-secret" }),
    );
    expect(login.status).toBe(200);
  });

  it("answers in the user's stored language", async () => {
    await put({ name: "Ana", email: "ana@example.com", locale: "es_CL" });
    const response = await changePassword({
      current_password: "wrong-one",
      new_password: "new-secret",
      confirm_password: "new-secret",
    });
    expect((await bodyOf(response)).message).toBe("La contraseña actual es incorrecta");
  });
});
