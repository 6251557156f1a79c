import { afterEach, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "./testing/testServer.ts";

// The test server is built by the same bootstrap as `serve`: what a start does to the data, it does
// in tests too.

const servers: TestServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

describe("the composition root", () => {
  it("seals two-factor secrets left in plain text when the server starts, as serve does", async () => {
    const first = await createTestServer();
    const { user } = await first.signUp({ email: "ana@example.com" });
    await first.database.db
      .updateTable("users")
      .set({ two_factor_secret: "JBSWY3DPEHPK3PXP" })
      .where("id", "=", user.id)
      .execute();
    await first.close({ keepData: true });

    const restarted = await createTestServer({ dataDir: first.dataDir });
    servers.push(restarted);
    const row = await restarted.database.db
      .selectFrom("users")
      .select("two_factor_secret")
      .where("id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(row.two_factor_secret).toMatch(/^v1:/);
    expect(row.two_factor_secret).not.toContain("JBSWY3DPEHPK3PXP");
  });
});
