// Issue 12, finding 3: an open live-event stream must not outlive the session that opened it.
import { afterEach, describe, expect, it } from "vitest";
import { cookieOf, sendJson } from "../testing/http.ts";
import { createMeal, sseReader } from "../testing/meals.ts";
import { createTestServer, type TestServer } from "../testing/testServer.ts";

let server: TestServer;
afterEach(async () => server?.close());

const open = async (cookie: string) => {
  const stream = sseReader(await server.request("/api/v1/events", { headers: { cookie } }));
  await stream.comment("connected");
  return stream;
};

/** Reads until the server closes the stream; answers every event that came before. */
const untilClosed = (stream: ReturnType<typeof sseReader>) => stream.next(Number.MAX_SAFE_INTEGER);

async function secondSession(email: string, password: string): Promise<string> {
  const response = await server.request("/api/auth/login", sendJson("POST", { email, password }));
  expect(response.status).toBe(200);
  return cookieOf(response);
}

describe("live-event streams end with their session", () => {
  it("closes at sign-out and delivers nothing after it", async () => {
    server = await createTestServer();
    const { cookie, user } = await server.signUp({ password: "secret1" });
    const other = await secondSession(user.email, "secret1");
    const stream = await open(cookie);
    expect((await server.request("/api/auth/logout", sendJson("POST", {}, cookie))).status).toBe(200);
    await createMeal(server, { cookie: other }, { type: "lunch", note: "private note" });
    expect(await untilClosed(stream)).toEqual([]);
  });

  it("closes the other devices' streams when the password changes, not this one's", async () => {
    server = await createTestServer({ env: { LIVE_HEARTBEAT_MS: "50" } });
    const { cookie, user } = await server.signUp({ password: "secret1" });
    const other = await secondSession(user.email, "secret1");
    const stolen = await open(other);
    const mine = await open(cookie);
    const changed = await server.request(
      "/api/v1/profile/password",
      sendJson(
        "PUT",
        { current_password: "secret1", new_password: "secret2", confirm_password: "secret2" },
        cookie,
      ),
    );
    expect(changed.status).toBe(200);
    await createMeal(server, { cookie }, { type: "dinner" });
    expect(await untilClosed(stolen)).toEqual([]);
    // This device's stream still gets the change.
    expect((await mine.next(1))[0]?.event).toBe("change");
    await mine.cancel();
  });

  it("closes when the account is deleted", async () => {
    server = await createTestServer();
    const { cookie, user } = await server.signUp({ password: "secret1" });
    const other = await secondSession(user.email, "secret1");
    const stream = await open(other);
    const deleted = await server.request(
      "/api/v1/account",
      sendJson("DELETE", { password: "secret1" }, cookie),
    );
    expect(deleted.status).toBe(200);
    expect(await untilClosed(stream)).toEqual([]);
  });

  it("closes at the next heartbeat when the session expired or was removed meanwhile", async () => {
    server = await createTestServer({ env: { LIVE_HEARTBEAT_MS: "30" } });
    const { cookie } = await server.signUp();
    const stream = await open(cookie);
    await server.database.db.deleteFrom("sessions").execute();
    expect(await untilClosed(stream)).toEqual([]);
  });
});
