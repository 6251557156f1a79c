// The session check of a device that has nothing stored (a new phone, cleared site data) against
// the real server in this process: its one answer is enough for the private pages to render.
import Dexie, { type ObservabilitySet } from "dexie";
import { afterEach, describe, expect, it } from "vitest";
import { saveGoals, saveOnboarding } from "./commands/profile.ts";
import { dataContext } from "./context.ts";
import { refreshSession } from "./session.ts";
import { requestDrain, requestPull } from "./syncEngine.ts";
import { goals, onboarding, signedInScenario, type Scenario } from "./testing/scenario.ts";
import { ORIGIN } from "./testing/testBackend.ts";

let scenario: Scenario | undefined;
afterEach(async () => {
  await scenario?.close();
  scenario = undefined;
});

/** The same signed-in browser on another device: the cookie, and an empty database. */
async function onNewDevice(current: Scenario): Promise<void> {
  // What the first device started in the background ends before its database closes.
  expect(await requestDrain()).toEqual({ status: "drained" });
  await requestPull();
  current.backend.useAsApp(`${current.databaseName}-new-device`);
  current.backend.sent.length = 0;
}

const accountRequests = (current: Scenario) =>
  current.backend.sent
    .map((request) => request.path)
    .filter((path) => /^\/api\/(auth\/session|v1\/(profile|onboarding|usergoals))/.test(path));

describe("the session check on a device with nothing stored", () => {
  it("stores the onboarding record and goals from its one answer, with no request after it", async () => {
    scenario = await signedInScenario();
    expect((await saveOnboarding(onboarding(34))).ok).toBe(true);
    expect((await saveGoals(goals)).ok).toBe(true);
    await onNewDevice(scenario);

    expect((await refreshSession()).ok).toBe(true);
    const { db } = dataContext();
    // Stored once the check has answered: the private-route gate renders from these.
    expect((await db.onboarding.get("current"))?.data?.age).toBe(34);
    expect((await db.goals.get("current"))?.data?.daily_calories).toBe(goals.daily_calories);
    expect((await db.session.get("current"))?.signedIn).toBe(true);
    expect(accountRequests(scenario)).toEqual(["/api/auth/session"]);
  });

  it("stores that a user who has not onboarded has no record, so the gate sends them to onboarding", async () => {
    scenario = await signedInScenario();
    await onNewDevice(scenario);

    await refreshSession();
    const { db } = dataContext();
    expect(await db.onboarding.get("current")).toMatchObject({ data: null, onServer: false });
    expect(await db.goals.get("current")).toMatchObject({ data: null, onServer: false });
    expect(accountRequests(scenario)).toEqual(["/api/auth/session"]);
  });
});

describe("a start with nothing changed", () => {
  it("writes no session, profile, meal or sync row: the check, the pull and the drain find them as they were", async () => {
    scenario = await signedInScenario();
    expect((await saveOnboarding(onboarding(34))).ok).toBe(true);
    expect((await saveGoals(goals)).ok).toBe(true);
    expect(await requestDrain()).toEqual({ status: "drained" });
    expect((await refreshSession()).ok).toBe(true);
    await requestPull();
    await requestDrain();

    // Every committed write of the store is announced here; the live queries re-run on them.
    const written: string[] = [];
    const listener = (parts: ObservabilitySet) => written.push(...Object.keys(parts));
    Dexie.on("storagemutated", listener);
    try {
      expect((await refreshSession()).ok).toBe(true);
      expect(await requestPull()).toEqual({ status: "pulled", applied: 0 });
      expect(await requestDrain()).toEqual({ status: "drained" });
    } finally {
      Dexie.on("storagemutated").unsubscribe(listener);
    }
    // The onboarding record and goals the check's answer carries are still stored each time.
    const tables = new Set(written.map((part) => part.split("/").at(-2)));
    expect([...tables].sort()).toEqual(["goals", "onboarding"]);
    const { db } = dataContext();
    expect((await db.session.get("current"))?.signedIn).toBe(true);
    expect((await db.goals.get("current"))?.data?.daily_calories).toBe(goals.daily_calories);
  });

  it("still stores what changed on the server since", async () => {
    scenario = await signedInScenario();
    expect((await saveGoals(goals)).ok).toBe(true);
    expect(await requestDrain()).toEqual({ status: "drained" });
    expect((await refreshSession()).ok).toBe(true);
    const { db } = dataContext();
    // Another device renames the user and changes the goals.
    const cookie = [...scenario.backend.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const put = (path: string, body: unknown) =>
      scenario!.backend.server.request(path, {
        method: "PUT",
        headers: { cookie, "content-type": "application/json", origin: ORIGIN },
        body: JSON.stringify(body),
      });
    const profile = (await db.profile.get("current"))!.user;
    const renamed = { name: "Ana María", email: profile.email, locale: profile.locale };
    expect((await put("/api/v1/profile", renamed)).status).toBe(200);
    expect((await put("/api/v1/usergoals", { ...goals, daily_calories: 1500 })).status).toBe(200);

    expect((await refreshSession()).ok).toBe(true);
    expect((await db.profile.get("current"))?.user.name).toBe("Ana María");
    expect((await db.goals.get("current"))?.data?.daily_calories).toBe(1500);
  });
});
