import { afterEach, describe, expect, it } from "vitest";
import type { FoodEstimateResponse, FoodSearchResponse } from "@nutrisnap/shared/api";
import { createTestServer, type TestServer } from "../testing/testServer.ts";
import { englishTablesMade } from "@nutrisnap/shared/foods/englishWords";
import { spanishListPrepared } from "@nutrisnap/shared/foods/spanish";
import { foodEngineBuilt } from "./foodEngine.ts";

let server: TestServer | undefined;
afterEach(async () => server?.close());

describe("the server's food engine", () => {
  it("is built by the first food search, not by starting the server and its analysis worker", async () => {
    server = await createTestServer();
    expect(foodEngineBuilt()).toBe(false);
    // Nor are the engine's word lists made: the modules are loaded, their lists are not.
    expect(englishTablesMade()).toBe(false);
    expect(spanishListPrepared()).toBe(false);

    const user = await server.signUp();
    const response = await server.request("/api/v1/foods/search?q=banana", {
      headers: { cookie: user.cookie },
    });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as FoodSearchResponse;
    expect(answer.foods[0]?.description).toMatch(/banana/i);
    expect(foodEngineBuilt()).toBe(true);

    // The first phrase described makes them.
    const estimate = await server.request("/api/v1/foods/estimate", {
      method: "POST",
      headers: { cookie: user.cookie, "content-type": "application/json" },
      body: JSON.stringify({ text: "un plátano", locale: "es_CL" }),
    });
    expect(estimate.status).toBe(200);
    const estimated = (await estimate.json()) as FoodEstimateResponse;
    expect(estimated.items[0]?.name).toMatch(/banana/i);
    expect(englishTablesMade()).toBe(true);
    expect(spanishListPrepared()).toBe(true);
  });
});
