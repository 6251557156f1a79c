import { afterEach, describe, expect, it } from "vitest";
import type { SyncChangesResponse } from "@nutrisnap/shared/api";
import { createMeal, jsonInit } from "../testing/meals.ts";
import { createTestServer, type TestServer } from "../testing/testServer.ts";

let server: TestServer;
afterEach(async () => server?.close());

describe("the sync feed", () => {
  it("answers changed meals as whole objects, deletions, a cursor and has_more", async () => {
    server = await createTestServer();
    const user = await server.signUp();
    const changes = async (query: string) =>
      (await (
        await server.request(`/api/v1/sync/changes?${query}`, { headers: { cookie: user.cookie } })
      ).json()) as SyncChangesResponse;

    const empty = await changes("since=0");
    expect(empty).toEqual({ changes: [], cursor: 0, has_more: false });

    const kept = await createMeal(server, user, { type: "lunch" });
    const gone = await createMeal(server, user, { type: "snack" });
    await server.request(`/api/v1/meals/${kept.id}`, jsonInit(user, "PUT", { title: "Cazuela" }));
    await server.request(`/api/v1/meals/${gone.id}`, jsonInit(user, "DELETE"));

    const all = await changes("since=0");
    expect(all.has_more).toBe(false);
    expect(all.cursor).toBe(4);
    expect(all.changes).toEqual([
      {
        kind: "meal",
        op: "upsert",
        seq: 3,
        data: expect.objectContaining({ id: kept.id, title: "Cazuela", items: [], photos: [] }),
      },
      { kind: "meal", op: "delete", seq: 4, id: gone.id },
    ]);

    const page = await changes("since=0&limit=1");
    expect(page).toMatchObject({ cursor: 1, has_more: true });
    const rest = await changes(`since=${page.cursor}&limit=10`);
    expect(rest.cursor).toBe(4);
    expect(await changes("since=4")).toEqual({ changes: [], cursor: 4, has_more: false });
  });
});
