import { afterEach, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "../testing/testServer.ts";
import { LOGIN_FAILURES } from "./rateLimit.ts";
import { databaseRateLimitStore, forgetOldRateLimits } from "./sharedRateLimits.ts";

let server: TestServer;
afterEach(async () => server?.close());

describe("rate limits counted in the database", () => {
  it("keeps the sliding window of the in-memory limiter", async () => {
    server = await createTestServer({ startWorker: false });
    let now = 1_000_000;
    const limiter = databaseRateLimitStore(server.database.db, () => now).limiter("test", {
      limit: 2,
      windowMs: 60_000,
    });
    expect(await limiter.hit("a")).toEqual({ allowed: true });
    now += 20_000;
    expect(await limiter.hit("a")).toEqual({ allowed: true });
    expect(await limiter.hit("b")).toEqual({ allowed: true });
    now += 10_000;
    expect(await limiter.hit("a")).toEqual({ allowed: false, retryAfterSeconds: 30 });
    expect(await limiter.waitSeconds("a")).toBe(30);
    now += 30_000;
    expect(await limiter.waitSeconds("a")).toBe(0);
    expect(await limiter.hit("a")).toEqual({ allowed: true });
    expect(await limiter.hit("a")).toEqual({ allowed: false, retryAfterSeconds: 20 });
  });

  it("counts attempts arriving at the same moment one by one", async () => {
    server = await createTestServer({ startWorker: false });
    const store = databaseRateLimitStore(server.database.db);
    // Two stores on one database, as two nodes would have.
    const limiters = [store, databaseRateLimitStore(server.database.db)].map((s) =>
      s.limiter("burst", { limit: 5, windowMs: 60_000 }),
    );
    const decisions = await Promise.all(Array.from({ length: 12 }, (_, i) => limiters[i % 2]!.hit("ip")));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(5);
  });

  it("grows the delay after failures, forgets on success, and housekeeping drops old counts", async () => {
    server = await createTestServer({ startWorker: false });
    let now = 5_000_000;
    const throttle = databaseRateLimitStore(server.database.db, () => now).throttle("login", LOGIN_FAILURES);
    for (let i = 0; i < LOGIN_FAILURES.free; i++) await throttle.failed("k");
    expect(await throttle.waitSeconds("k")).toBe(0);
    await throttle.failed("k");
    expect(await throttle.waitSeconds("k")).toBe(1);
    await throttle.failed("k");
    expect(await throttle.waitSeconds("k")).toBe(2);
    await throttle.succeeded("k");
    expect(await throttle.waitSeconds("k")).toBe(0);
    await throttle.failed("other");
    now += 2 * 24 * 60 * 60 * 1000;
    expect(await forgetOldRateLimits(server.database.db, now)).toBe(1);
  });
});
