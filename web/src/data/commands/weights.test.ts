// Issue 15 item 17 in the data layer (Dexie on fake-indexeddb, the real server): a weighing
// recorded offline counts at once, is sent when back online, becomes the profile's weight on the
// server, and comes back through the change feed; bad input is refused and stores nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Onboarding, WeightsListResponse } from "@nutrisnap/shared/api";
import { dataContext } from "../context.ts";
import { pullChanges } from "../pullChanges.ts";
import { currentWeight, latestWeights } from "../queries/weights.ts";
import { requestDrain } from "../syncEngine.ts";
import { onboarding, signedInScenario, type Scenario } from "../testing/scenario.ts";
import { saveOnboarding } from "./profile.ts";
import { deleteWeight, recordWeight } from "./weights.ts";

let scenario: Scenario;
beforeAll(async () => {
  scenario = await signedInScenario();
  await saveOnboarding(onboarding(34));
  await requestDrain();
});
afterAll(() => scenario.close());

describe("the weight log", () => {
  it("records offline, counts as the current weight at once, and syncs when back online", async () => {
    const { db } = dataContext();
    scenario.backend.offline = true;
    const result = await recordWeight(61.4);
    expect(result.ok).toBe(true);
    const profile = (await db.onboarding.get("current"))!.data!;
    const [latest] = await latestWeights(db, 1);
    expect(currentWeight(profile, latest)).toBe(61.4);
    expect(await requestDrain()).toEqual({ status: "offline" });

    scenario.backend.offline = false;
    await requestDrain();
    const onServer = await scenario.serverGet<WeightsListResponse>("/api/v1/weights");
    expect(onServer.body.weights.map((entry) => entry.weight)).toEqual([61.4]);
    expect((await scenario.serverGet<Onboarding>("/api/v1/onboarding")).body.current_weight).toBe(61.4);
    await pullChanges(dataContext());
    expect((await db.onboarding.get("current"))!.data!.current_weight).toBe(61.4);
    expect(await db.weights.count()).toBe(1);
  });

  it("refuses weights outside 30-300 kg with the rule's message, storing nothing", async () => {
    const { db } = dataContext();
    const before = await db.weights.count();
    for (const weight of [29.9, 300.5, Number.NaN]) {
      const result = await recordWeight(weight);
      expect(result).toMatchObject({
        ok: false,
        fieldErrors: { weight: ["Weight must be between 30 and 300 kg"] },
      });
    }
    expect(await db.weights.count()).toBe(before);
  });

  it("deletes a weighing here and on the server", async () => {
    const { db } = dataContext();
    const result = await recordWeight(60.8);
    const id = result.ok ? result.data.id : "";
    await requestDrain();
    await deleteWeight(id);
    expect(await db.weights.get(id)).toBeUndefined();
    await requestDrain();
    const onServer = await scenario.serverGet<WeightsListResponse>("/api/v1/weights");
    expect(onServer.body.weights.map((entry) => entry.id)).not.toContain(id);
  });
});
