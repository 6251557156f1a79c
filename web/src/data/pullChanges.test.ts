// A pull asked for while one runs (a live event, the connection back) against the real server in
// this process: the change it was asked for is stored, however far the running pull had got.
import { afterEach, describe, expect, it } from "vitest";
import { dataContext } from "./context.ts";
import { requestPull } from "./syncEngine.ts";
import { goals, settledScenario, type Scenario } from "./testing/scenario.ts";
import { ORIGIN } from "./testing/testBackend.ts";

let scenario: Scenario | undefined;
afterEach(async () => {
  await scenario?.close();
  scenario = undefined;
});

/** The same user changes their goals on another device: a change in the feed this device has not read. */
async function goalsChangedElsewhere(current: Scenario, dailyCalories: number): Promise<void> {
  const cookie = [...current.backend.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  const response = await current.backend.server.request("/api/v1/usergoals", {
    method: "POST",
    headers: { cookie, origin: ORIGIN, "content-type": "application/json" },
    body: JSON.stringify({ ...goals, daily_calories: dailyCalories }),
  });
  expect(response.status).toBeLessThan(300);
}

describe("a pull asked for while one runs", () => {
  it("stores a change made after the running pull read the feed", async () => {
    scenario = await settledScenario();
    const current = scenario;
    const { db } = dataContext();
    let asked: Promise<unknown> | undefined;
    current.backend.beforeAnswer = async (request) => {
      if (!request.path.startsWith("/api/v1/sync/changes") || asked) return;
      // The running pull's answer is on its way, without the change: the change is made, and its
      // live event asks for a pull.
      await goalsChangedElsewhere(current, 2345);
      asked = requestPull();
      // The request has reached the pull (its module is loaded) before the answer is read.
      await new Promise((resolve) => setTimeout(resolve, 0));
    };
    await requestPull();
    expect(asked).toBeDefined();
    await asked;
    current.backend.beforeAnswer = null;
    expect((await db.goals.get("current"))?.data?.daily_calories).toBe(2345);
  });
});
