import { afterEach, describe, expect, it } from "vitest";
import { bodyOf, sendJson } from "../testing/http.ts";
import { photoWithExif } from "../testing/images.ts";
import { createMeal, uploadPhotos } from "../testing/meals.ts";
import { createTestServer, type TestServer } from "../testing/testServer.ts";
import { slidingWindowLimiter } from "./rateLimit.ts";

describe("the sliding-window limiter", () => {
  it("allows the limit within the window, then says how long to wait, then lets attempts age out", async () => {
    let now = 1_000_000;
    const limiter = slidingWindowLimiter({ limit: 2, windowMs: 60_000 }, () => now);
    expect(await limiter.hit("a")).toEqual({ allowed: true });
    now += 20_000;
    expect(await limiter.hit("a")).toEqual({ allowed: true });
    expect(await limiter.hit("b")).toEqual({ allowed: true });
    now += 10_000;
    expect(await limiter.hit("a")).toEqual({ allowed: false, retryAfterSeconds: 30 });
    now += 30_000;
    // The first attempt left the window; the second still counts.
    expect(await limiter.hit("a")).toEqual({ allowed: true });
    expect(await limiter.hit("a")).toEqual({ allowed: false, retryAfterSeconds: 20 });
  });
});

const tight = { limit: 2, windowMs: 60_000 };

describe("rate limits answer 429 with Retry-After", () => {
  let server: TestServer;
  afterEach(async () => server.close());

  const expectLimited = async (response: Response) => {
    expect(response.status).toBe(429);
    const retryAfter = Number(response.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await bodyOf(response)).toEqual({
      message: "Too many attempts. Please wait a moment and try again.",
      code: "rate_limited",
    });
  };

  it("limits login per IP address", async () => {
    server = await createTestServer({
      env: { TRUST_PROXY: "true" },
      rateLimits: { loginPerIp: tight },
    });
    const login = (email: string, ip: string) =>
      server.request(
        "/api/auth/login",
        sendJson("POST", { email, password: "wrong!" }, undefined, { "x-forwarded-for": ip }),
      );
    expect((await login("a@example.com", "203.0.113.1")).status).toBe(401);
    expect((await login("b@example.com", "203.0.113.1")).status).toBe(401);
    await expectLimited(await login("c@example.com", "203.0.113.1"));
    // Another address has its own allowance.
    expect((await login("c@example.com", "203.0.113.2")).status).toBe(401);
  });

  it("slows wrong passwords per account and address with growing delays, not the owner elsewhere", async () => {
    server = await createTestServer({ env: { TRUST_PROXY: "true" } });
    const { user } = await server.signUp({ email: "ana@example.com", password: "secret1" });
    const login = (password: string, ip: string) =>
      server.request(
        "/api/auth/login",
        sendJson("POST", { email: user.email.toUpperCase(), password }, undefined, { "x-forwarded-for": ip }),
      );
    // Five wrong passwords are free; from the sixth on, each doubles the wait (1 s, 2 s, 4 s...),
    // so twenty in a row meet a 429 however slowly this machine hashes them.
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await login("wrong!", "198.51.100.1")).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses).toContain(429);
    // The attacker's delays never reach the owner signing in from home.
    expect((await login("secret1", "203.0.113.50")).status).toBe(200);
  });

  it("limits register", async () => {
    server = await createTestServer({ rateLimits: { register: tight } });
    await server.signUp();
    await server.signUp();
    await expect(server.signUp()).rejects.toThrow(/429/);
  });

  it("limits forgot-password per address and per email", async () => {
    server = await createTestServer({ env: { TRUST_PROXY: "true" }, rateLimits: { forgotPassword: tight } });
    const ask = (email: string, ip: string) =>
      server.request(
        "/api/auth/forgot-password",
        sendJson("POST", { email }, undefined, { "x-forwarded-for": ip }),
      );
    expect((await ask("one@example.com", "192.0.2.1")).status).toBe(200);
    expect((await ask("two@example.com", "192.0.2.1")).status).toBe(200);
    await expectLimited(await ask("three@example.com", "192.0.2.1"));
    expect((await ask("victim@example.com", "192.0.2.7")).status).toBe(200);
    expect((await ask("victim@example.com", "192.0.2.8")).status).toBe(200);
    await expectLimited(await ask("victim@example.com", "192.0.2.9"));
  });

  it("limits early-access sign-ups", async () => {
    server = await createTestServer({ rateLimits: { earlyAccess: tight } });
    const join = (email: string) => server.request("/api/early-access", sendJson("POST", { email }));
    expect((await join("a@example.com")).status).toBe(200);
    expect((await join("b@example.com")).status).toBe(200);
    await expectLimited(await join("c@example.com"));
  });

  it("limits described meals read per user, whoever else is reading theirs", async () => {
    // Before: no limit; a 1,000-character text of unusual words holds the server's thread for a
    // few hundred milliseconds, as often as one account asked.
    server = await createTestServer({ rateLimits: { foodEstimatePerUser: tight }, startWorker: false });
    const ana = await server.signUp();
    const bruno = await server.signUp();
    const estimate = (caller: { cookie: string }) =>
      server.request(
        "/api/v1/foods/estimate",
        sendJson("POST", { text: "2 eggs", locale: "en_US" }, caller.cookie),
      );
    expect((await estimate(ana)).status).toBe(200);
    expect((await estimate(ana)).status).toBe(200);
    await expectLimited(await estimate(ana));
    expect((await estimate(bruno)).status).toBe(200);
  });

  it("limits analyses per user, whoever else is analysing", async () => {
    server = await createTestServer({ rateLimits: { analysisPerUser: tight }, startWorker: false });
    const ana = await server.signUp();
    const bruno = await server.signUp();
    const analyse = async (caller: { cookie: string }) => {
      const meal = await createMeal(server, caller, { type: "lunch" });
      await uploadPhotos(server, caller, meal.id, [{ bytes: await photoWithExif("jpeg") }]);
      return server.request(`/api/v1/meals/${meal.id}/analyze`, sendJson("POST", null, caller.cookie));
    };
    expect((await analyse(ana)).status).toBe(202);
    expect((await analyse(ana)).status).toBe(202);
    await expectLimited(await analyse(ana));
    expect((await analyse(bruno)).status).toBe(202);
  });
});
