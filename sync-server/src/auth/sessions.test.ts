import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "../testing/testServer.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";
import { createSession, SESSION_LIFETIME, validateSessionToken } from "./sessions.ts";

describe("sessions", () => {
  let server: TestServer;
  beforeEach(async () => {
    server = await createTestServer();
    const now = new Date().toISOString();
    await server.database.db
      .insertInto("users")
      .values({
        id: "u1",
        name: "Ana",
        email: "a@b.cl",
        email_lower: "a@b.cl",
        password_hash: "x",
        created_at: now,
        updated_at: now,
      })
      .execute();
  });
  afterEach(async () => server.close());

  it("slides the expiry once half the lifetime has passed", async () => {
    const start = 1_800_000_000_000;
    const { token } = await createSession(server.database.db, "u1", true, start);
    const early = await validateSessionToken(server.database.db, token, start + 1_000);
    expect(early?.renewed).toBe(false);
    const later = start + SESSION_LIFETIME.remembered * 0.6;
    const renewed = await validateSessionToken(server.database.db, token, later);
    expect(renewed?.renewed).toBe(true);
    expect(renewed?.session.expiresAt).toBe(later + SESSION_LIFETIME.remembered);
  });

  it("forgets an expired session", async () => {
    const start = 1_800_000_000_000;
    const { token } = await createSession(server.database.db, "u1", false, start);
    expect(
      await validateSessionToken(server.database.db, token, start + SESSION_LIFETIME.browser),
    ).toBeNull();
    expect(await server.database.db.selectFrom("sessions").selectAll().execute()).toEqual([]);
  });
});

describe("passwords", () => {
  it("hashes with a per-user salt and verifies", async () => {
    const first = await hashPassword("correct horse");
    const second = await hashPassword("correct horse");
    expect(first).not.toBe(second);
    expect(first.startsWith("scrypt$")).toBe(true);
    expect(await verifyPassword("correct horse", first)).toBe(true);
    expect(await verifyPassword("Correct horse", first)).toBe(false);
    expect(await verifyPassword("anything", "garbage")).toBe(false);
  });
});
