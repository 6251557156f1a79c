// Issue 15 item 17: the weight log on the real server (Hono + SQLite): record, list, the latest
// weighing as the profile's current weight, the change feed, export, deletion and isolation.
import { randomUUID } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type {
  Onboarding,
  SyncChangesResponse,
  WeightEntry,
  WeightsListResponse,
} from "@nutrisnap/shared/api";
import { bodyOf, exportOf, sendJson, withCookie } from "../testing/http.ts";
import { completeOnboarding } from "../testing/fixtures.ts";
import { createTestServer, type TestServer } from "../testing/testServer.ts";

describe("weight log (issue 15 item 17)", () => {
  let server: TestServer;
  let cookie: string;
  beforeEach(async () => {
    server = await createTestServer();
    ({ cookie } = await server.signUp({ locale: "es_CL" }));
    await server.request("/api/v1/onboarding", sendJson("POST", completeOnboarding, cookie));
  });
  afterEach(async () => server.close());

  const record = (body: unknown, as = cookie) =>
    server.request("/api/v1/weights", sendJson("POST", body, as));
  const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
  const onboarding = async () =>
    bodyOf<Onboarding>(await server.request("/api/v1/onboarding", withCookie(cookie)));

  it("records weighings with the client's id, lists them oldest first, and a replay stores nothing", async () => {
    const id = randomUUID();
    const first = await record({ id, weight: 72.5, measured_at: hoursAgo(30) });
    expect(first.status).toBe(201);
    expect(await bodyOf<WeightEntry>(first)).toMatchObject({ id, weight: 72.5 });
    expect((await record({ id, weight: 72.5, measured_at: hoursAgo(30) })).status).toBe(200);
    await record({ weight: 71.8 });
    const list = await bodyOf<WeightsListResponse>(
      await server.request("/api/v1/weights", withCookie(cookie)),
    );
    expect(list.weights.map((entry) => entry.weight)).toEqual([72.5, 71.8]);
  });

  it("makes the latest weighing the current weight, and an older one leaves it", async () => {
    expect((await onboarding()).current_weight).toBe(completeOnboarding.current_weight);
    await record({ weight: 70.4, measured_at: hoursAgo(1) });
    expect((await onboarding()).current_weight).toBe(70.4);
    await record({ weight: 75, measured_at: hoursAgo(48) });
    expect((await onboarding()).current_weight).toBe(70.4);
  });

  it("sends weighings and the changed profile through the change feed", async () => {
    const id = randomUUID();
    await record({ id, weight: 69.9 });
    const feed = await bodyOf<SyncChangesResponse>(
      await server.request("/api/v1/sync/changes?since=0", withCookie(cookie)),
    );
    expect(feed.changes).toContainEqual(expect.objectContaining({ kind: "weight", op: "upsert" }));
    expect(feed.changes).toContainEqual(
      expect.objectContaining({
        kind: "onboarding",
        data: expect.objectContaining({ current_weight: 69.9 }),
      }),
    );
    expect((await server.request(`/api/v1/weights/${id}`, sendJson("DELETE", {}, cookie))).status).toBe(204);
    const after = await bodyOf<SyncChangesResponse>(
      await server.request(`/api/v1/sync/changes?since=${feed.cursor}`, withCookie(cookie)),
    );
    expect(after.changes).toContainEqual(expect.objectContaining({ kind: "weight", op: "delete", id }));
  });

  it.each([
    [{ weight: 29.9 }, "weight", "El peso debe estar entre 30 y 300 kg"],
    [{ weight: 300.1 }, "weight", "El peso debe estar entre 30 y 300 kg"],
    [{ weight: "72,5" }, "weight", "El peso debe estar entre 30 y 300 kg"],
    [{}, "weight", "Este campo es obligatorio"],
    [
      { weight: 70, measured_at: new Date(Date.now() + 3_600_000).toISOString() },
      "measured_at",
      "La hora no puede estar en el futuro",
    ],
  ])("refuses %j with a message in the user's language", async (body, field, message) => {
    const response = await record(body);
    expect(response.status).toBe(422);
    expect((await bodyOf<{ errors: Record<string, string[]> }>(response)).errors[field]).toEqual([message]);
    expect(await server.database.db.selectFrom("weight_entries").selectAll().execute()).toEqual([]);
  });

  it("keeps each user's weighings to themselves", async () => {
    const id = randomUUID();
    await record({ id, weight: 70 });
    const other = await server.signUp({ email: "bruno@example.com" });
    const theirs = await bodyOf<WeightsListResponse>(
      await server.request("/api/v1/weights", withCookie(other.cookie)),
    );
    expect(theirs.weights).toEqual([]);
    expect((await record({ id, weight: 99 }, other.cookie)).status).toBe(409);
    expect((await server.request(`/api/v1/weights/${id}`, sendJson("DELETE", {}, other.cookie))).status).toBe(
      404,
    );
    expect((await server.request("/api/v1/weights", withCookie(cookie))).status).toBe(200);
  });

  it("is in the account export and goes with the account", async () => {
    await record({ weight: 70.2 });
    const { account } = await exportOf(await server.request("/api/v1/export", withCookie(cookie)));
    expect(account.weights).toEqual([expect.objectContaining({ weight: 70.2 })]);
    const user = await server.database.db.selectFrom("users").select("id").executeTakeFirstOrThrow();
    const deleted = await server.request(
      "/api/v1/account",
      sendJson("DELETE", { password: "secret-password" }, cookie),
    );
    expect(deleted.status).toBe(200);
    expect(
      await server.database.db
        .selectFrom("weight_entries")
        .selectAll()
        .where("user_id", "=", user.id)
        .execute(),
    ).toEqual([]);
  });
});
