// The start-up script's session request, taken by the data layer's first session check (decision
// 118), against the real server in this process.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withEarlySessionCheck } from "./earlySessionCheck.ts";
import { ORIGIN, startTestBackend, type TestBackend } from "./testing/testBackend.ts";

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(async () => backend.close());

const sessionRequests = () => backend.sent.filter((request) => request.path === "/api/auth/session").length;

describe("the session check asked for by the page's start-up script", () => {
  it("answers the first session check once, and nothing else", async () => {
    backend.sent.length = 0;
    const holder = { nutrisnapSessionCheck: backend.fetch(`${ORIGIN}/api/auth/session`, {}) };
    const fetchFn = withEarlySessionCheck(backend.fetch, holder);

    const profile = await fetchFn(`${ORIGIN}/api/v1/profile`, {});
    expect(profile.status).toBe(401);
    expect(holder.nutrisnapSessionCheck).toBeDefined();

    const first = await fetchFn(`${ORIGIN}/api/auth/session`, { method: "GET" });
    expect(await first.json()).toEqual({ valid: false, user: null });
    expect(sessionRequests()).toBe(1);
    expect(holder.nutrisnapSessionCheck).toBeUndefined();

    await fetchFn(`${ORIGIN}/api/auth/session`, {});
    expect(sessionRequests()).toBe(2);
  });

  it("asks again when the start-up request failed", async () => {
    backend.sent.length = 0;
    const holder = { nutrisnapSessionCheck: Promise.reject<Response>(new TypeError("Failed to fetch")) };
    const answer = await withEarlySessionCheck(backend.fetch, holder)(`${ORIGIN}/api/auth/session`, {});
    expect(answer.status).toBe(200);
    expect(sessionRequests()).toBe(1);
  });
});
