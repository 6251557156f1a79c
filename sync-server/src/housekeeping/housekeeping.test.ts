import { afterEach, describe, expect, it } from "vitest";
import type { SyncChangesResponse } from "@nutrisnap/shared/api";
import { createSession } from "../auth/sessions.ts";
import { createMeal, jsonInit } from "../testing/meals.ts";
import { createTestServer, type TestServer } from "../testing/testServer.ts";
import { runHousekeeping } from "./housekeeping.ts";

let server: TestServer;
afterEach(async () => server?.close());

const DAY = 24 * 60 * 60 * 1000;

describe("housekeeping", () => {
  it("forgets expired sessions and keeps live ones", async () => {
    server = await createTestServer();
    const { user } = await server.signUp();
    await createSession(server.database.db, user.id, false, Date.now() - 2 * DAY);
    const report = await runHousekeeping(server.database.db);
    expect(report.sessions).toBe(1);
    expect(await server.database.db.selectFrom("sessions").selectAll().execute()).toHaveLength(1);
  });

  it("keeps only each record's latest change, and the feed answers the same as before", async () => {
    server = await createTestServer();
    const user = await server.signUp();
    const kept = await createMeal(server, user, { type: "lunch" });
    const gone = await createMeal(server, user, { type: "snack" });
    for (const title of ["Cazuela", "Pastel de choclo", "Porotos granados"]) {
      await server.request(`/api/v1/meals/${kept.id}`, jsonInit(user, "PUT", { title }));
    }
    await server.request(`/api/v1/meals/${gone.id}`, jsonInit(user, "DELETE"));
    const feed = async (since: number) =>
      (await (
        await server.request(`/api/v1/sync/changes?since=${since}`, { headers: { cookie: user.cookie } })
      ).json()) as SyncChangesResponse;
    const before = await feed(0);
    const midway = await feed(2);

    // Within the replay window nothing goes; a day later the superseded rows do.
    expect((await runHousekeeping(server.database.db)).changes).toBe(0);
    const report = await runHousekeeping(server.database.db, Date.now() + 2 * DAY);
    expect(report.changes).toBe(4);
    const rows = await server.database.db
      .selectFrom("change_log")
      .select(["seq", "op"])
      .orderBy("seq")
      .execute();
    expect(rows).toEqual([
      { seq: 5, op: "upsert" },
      { seq: 6, op: "delete" },
    ]);

    expect(await feed(0)).toEqual(before);
    expect(await feed(2)).toEqual(midway);
    // New changes still count up from the last sequence.
    await createMeal(server, user, { type: "dinner" });
    expect((await feed(6)).changes.map((change) => change.seq)).toEqual([7]);
  });
});
