import { afterEach, describe, expect, it } from "vitest";
import type { FoodSearchResponse } from "@nutrisnap/shared/api";
import { createTestServer, type TestServer } from "../testing/testServer.ts";
import { foodEngineBuilt } from "./foodEngine.ts";

let server: TestServer | undefined;
afterEach(async () => server?.close());

describe("the server's food engine", () => {
  it("is built by the first food search, not by starting the server and its analysis worker", async () => {
    server = await createTestServer();
    expect(foodEngineBuilt()).toBe(false);

    const user = await server.signUp();
    const response = await server.request("/api/v1/foods/search?q=banana", {
      headers: { cookie: user.cookie },
    });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as FoodSearchResponse;
    expect(answer.foods[0]?.description).toMatch(/banana/i);
    expect(foodEngineBuilt()).toBe(true);
  });
});
