import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { bodyOf, sendJson } from "../testing/http.ts";
import { createTestServer, type TestServer } from "../testing/testServer.ts";

const forbidden = {
  message: "This request came from another site and was refused.",
  code: "forbidden_origin",
};

describe("state-changing requests need the app's own origin (CSRF)", () => {
  let server: TestServer;
  beforeEach(async () => {
    server = await createTestServer({ env: { PUBLIC_URL: "https://food.example.org" } });
  });
  afterEach(async () => server.close());

  // Call the app directly, so no Origin is added for us.
  const send = (path: string, method: string, headers: Record<string, string>) =>
    server.app.request(`http://localhost:8787${path}`, {
      method,
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify({ email: "a@example.com", password: "secret1" }),
    });

  it.each(["POST", "PUT", "DELETE", "PATCH"])("refuses a %s without Origin or Referer", async (method) => {
    const response = await send("/api/auth/login", method, {});
    expect(response.status).toBe(403);
    expect(await bodyOf(response)).toEqual(forbidden);
  });

  it("refuses another site's Origin, even with a same-site Referer", async () => {
    const response = await send("/api/auth/login", "POST", {
      origin: "https://evil.example.com",
      referer: "https://food.example.org/login",
    });
    expect(response.status).toBe(403);
  });

  it("refuses a look-alike origin and an opaque one", async () => {
    expect(
      (await send("/api/auth/login", "POST", { origin: "https://food.example.org.evil.com" })).status,
    ).toBe(403);
    expect((await send("/api/auth/login", "POST", { origin: "null" })).status).toBe(403);
  });

  it("accepts PUBLIC_URL's origin, the request's own host, and a Referer when Origin is missing", async () => {
    expect((await send("/api/auth/login", "POST", { origin: "https://food.example.org" })).status).toBe(401);
    expect(
      (
        await send("/api/auth/login", "POST", {
          origin: "http://192.168.1.20:8787",
          host: "192.168.1.20:8787",
        })
      ).status,
    ).toBe(401);
    expect(
      (await send("/api/auth/login", "POST", { referer: "https://food.example.org/login" })).status,
    ).toBe(401);
  });

  it("lets reads through without an Origin", async () => {
    const response = await server.app.request("http://localhost:8787/api/auth/session");
    expect(response.status).toBe(200);
  });

  it("guards signed-in writes too", async () => {
    const { cookie } = await server.signUp();
    const response = await server.app.request(
      "http://localhost:8787/api/v1/usergoals",
      sendJson("PUT", {}, cookie),
    );
    expect(response.status).toBe(403);
  });
});
