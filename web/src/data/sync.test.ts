// The data layer against the real server in this process (ARCHITECTURE data flow; issue 5 tests):
// offline then online, duplicates, a poisoned entry, a 401 mid-drain, two drainers, a crash, and a
// pull racing a local change.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { mealSchema, onboardingSchema, type Meal } from "@nutrisnap/shared/api";
import { login } from "./commands/session.ts";
import { deleteMeal, logMeal } from "./commands/meals.ts";
import { saveGoals, saveOnboarding, updateProfile } from "./commands/profile.ts";
import { configureData, dataContext } from "./context.ts";
import { drainOutbox, nextEntry, sendOne } from "./drainOutbox.ts";
import { pullChanges } from "./pullChanges.ts";
import { readMeal } from "./queries/meals.ts";
import { refreshSession, sessionViewOf } from "./session.ts";
import { discardFailedChanges } from "./syncState.ts";
import { enqueue } from "./outbox.ts";
import { engineState, requestDrain } from "./syncEngine.ts";
import { ORIGIN } from "./testing/testBackend.ts";
import {
  goals,
  onboarding,
  PASSWORD,
  photo,
  settledScenario,
  signedInScenario,
  waitFor,
  type Scenario,
} from "./testing/scenario.ts";

let scenario: Scenario;

beforeEach(async () => {
  scenario = await settledScenario();
});

afterEach(async () => {
  await scenario.close();
});

const db = () => dataContext().db;
const keysSent = () =>
  scenario.backend.sent.flatMap((request) => (request.idempotencyKey ? [request.idempotencyKey] : []));
const writesTo = (method: string, path: string) =>
  scenario.backend.sent.filter((request) => request.method === method && request.path === path).length;

describe("offline, then online", () => {
  it("keeps a meal with two photos across a restart and sends it exactly once", async () => {
    scenario.backend.offline = true;
    const logged = await logMeal({
      type: "lunch",
      photos: [await photo("plato.png", "#c33"), await photo("postre.png", "#3c3")],
      context: null,
      note: "Cazuela",
    });
    expect(logged.ok).toBe(true);
    const id = logged.ok ? logged.data.id : "";
    expect(await requestDrain()).toEqual({ status: "offline" });

    // The tab closes and opens again, still offline: the meal and its photos are still here.
    configureData({ databaseName: scenario.databaseName, fetch: scenario.backend.fetch, baseUrl: ORIGIN });
    const local = await readMeal(db(), id);
    expect(local).toMatchObject({
      type: "lunch",
      note: "Cazuela",
      analysis_status: "pending",
      sync: "pending",
    });
    expect(local?.photos.map((item) => [item.file_name, item.blob?.size ? "blob" : "none"])).toEqual([
      ["plato.png", "blob"],
      ["postre.png", "blob"],
    ]);

    scenario.backend.offline = false;
    expect(await requestDrain()).toEqual({ status: "drained" });
    const onServer = mealSchema.parse((await scenario.serverGet(`/api/v1/meals/${id}`)).body);
    expect(onServer.photos).toHaveLength(2);
    expect(await scenario.serverMealCount()).toBe(1);
    expect(writesTo("POST", "/api/v1/meals")).toBe(1);
    expect(writesTo("POST", "/api/v1/meals/photos/multiple")).toBe(1);
    expect(writesTo("POST", `/api/v1/meals/${id}/analyze`)).toBe(1);

    const synced = await readMeal(db(), id);
    expect(synced?.sync).toBe("synced");
    // The server's photo records replaced the local ones, and the local Blobs stayed.
    expect(synced?.photos.map((item) => [item.id, item.uploaded, item.blob !== undefined])).toEqual(
      onServer.photos.map((item) => [item.id, true, true]),
    );
  });

  it("saves onboarding and goals offline and creates them on the server later", async () => {
    scenario.backend.offline = true;
    expect((await saveOnboarding(onboarding(34))).ok).toBe(true);
    expect((await saveGoals(goals)).ok).toBe(true);
    expect((await db().onboarding.get("current"))?.data?.age).toBe(34);
    scenario.backend.offline = false;
    expect(await requestDrain()).toEqual({ status: "drained" });
    expect(onboardingSchema.parse((await scenario.serverGet("/api/v1/onboarding")).body).age).toBe(34);
    expect((await scenario.serverGet("/api/v1/usergoals")).status).toBe(200);
  });
});

describe("the same entry sent twice", () => {
  it("is stored once when the answer was lost and the entry is replayed with its key", async () => {
    let lost = false;
    scenario.backend.loseAnswer = (request) =>
      !lost && request.method === "POST" && request.path === "/api/v1/meals" && (lost = true);
    const logged = await logMeal({ type: "snack", photos: [await photo("a.png", "#ccc")], context: null });
    await waitFor(async () => (await requestDrain()).status === "drained");
    const creates = scenario.backend.sent.filter((request) => request.path === "/api/v1/meals");
    expect(creates).toHaveLength(2);
    expect(creates[0]!.idempotencyKey).toBe(creates[1]!.idempotencyKey);
    expect(await scenario.serverMealCount()).toBe(1);
    expect((await readMeal(db(), logged.ok ? logged.data.id : ""))?.sync).toBe("synced");
  });
});

describe("a save made while its entry is on its way", () => {
  it("sends the newest body: the drain reads the entry again as it marks it sent", async () => {
    // Queued as a save does, without the drain a save starts (it would mark the entry sent).
    await enqueue(db(), {
      kind: "profile.update",
      body: { name: "Ana One", email: scenario.email, locale: "es_CL", time_zone: "UTC" },
    });
    // A pick that reads the profile entry (its body "Ana One") without marking it sent...
    const picked = (await nextEntry(db(), Date.now())).entry;
    expect(picked?.request.kind).toBe("profile.update");
    // ...when the user saves again; the entry is still unsent, so it takes the new body.
    scenario.backend.offline = true;
    await updateProfile({ name: "Ana Two", email: scenario.email, locale: "es_CL" });
    await requestDrain();
    scenario.backend.offline = false;

    expect(await sendOne(dataContext(), picked!, new Set())).toBeNull();
    expect(await db().outbox.count()).toBe(0);
    expect((await scenario.serverGet("/api/v1/profile")).body).toMatchObject({ name: "Ana Two" });
    expect((await db().profile.get("current"))?.user.name).toBe("Ana Two");
  });
});

describe("a poisoned entry", () => {
  it("is marked failed with the server's message, keeps its data, and does not block the others", async () => {
    await scenario.backend.server.signUp({ email: "taken@example.cl" });
    scenario.backend.offline = true;
    await updateProfile({ name: "Ana Pérez", email: "taken@example.cl", locale: "es_CL" });
    await saveOnboarding(onboarding(29));
    const logged = await logMeal({ type: "dinner", photos: [await photo("b.png", "#00f")], context: null });

    scenario.backend.offline = false;
    expect(await requestDrain()).toEqual({ status: "drained" });
    const [failed, ...others] = await db().outbox.toArray();
    expect(others).toEqual([]);
    expect(failed).toMatchObject({ group: "profile", state: "failed", error: { status: 422 } });
    expect(failed?.error?.message).toBe("El correo electrónico ya está registrado");
    // Kept and shown, not thrown away.
    expect((await db().profile.get("current"))?.user.email).toBe("taken@example.cl");
    expect((await scenario.serverGet("/api/v1/onboarding")).status).toBe(200);
    expect(await scenario.serverMealCount()).toBe(1);
    expect((await readMeal(db(), logged.ok ? logged.data.id : ""))?.sync).toBe("synced");

    // Giving it up brings the server's profile back.
    await discardFailedChanges();
    expect(await db().outbox.count()).toBe(0);
    expect((await db().profile.get("current"))?.user.email).toBe(scenario.email);
  });
});

describe("a 401 in the middle of a drain", () => {
  it("pauses, keeps every change, and resumes once the same user signs in again", async () => {
    scenario.backend.offline = true;
    await saveOnboarding(onboarding(41));
    await saveGoals(goals);
    const logged = await logMeal({
      type: "breakfast",
      photos: [await photo("c.png", "#ff0")],
      context: null,
    });
    const id = logged.ok ? logged.data.id : "";
    expect(await db().outbox.count()).toBe(5);

    // The session ends on the server after the first change went through.
    let writesSeen = 0;
    scenario.backend.beforeRequest = (request) => {
      if (request.method !== "GET" && ++writesSeen === 2) scenario.backend.cookies.clear();
    };
    scenario.backend.offline = false;
    expect(await requestDrain()).toEqual({ status: "paused" });
    expect(await db().session.get("current")).toMatchObject({ signedIn: false, needsSignIn: true });
    expect(await db().outbox.count()).toBe(4);
    expect((await readMeal(db(), id))?.sync).toBe("pending");
    // Nothing more is tried while paused.
    expect(await requestDrain()).toEqual({ status: "paused" });

    scenario.backend.beforeRequest = null;
    expect((await login({ email: scenario.email, password: PASSWORD })).ok).toBe(true);
    await waitFor(async () => (await db().outbox.count()) === 0);
    expect((await readMeal(db(), id))?.photos).toHaveLength(1);
    expect(await scenario.serverMealCount()).toBe(1);
    expect((await scenario.serverGet("/api/v1/usergoals")).status).toBe(200);
  });
});

describe("two drainers at once", () => {
  it("send each entry once (a second tab waits for the lock)", async () => {
    scenario.backend.offline = true;
    await saveOnboarding(onboarding(52));
    await saveGoals(goals);
    await logMeal({
      type: "lunch",
      photos: [await photo("d.png", "#0ff"), await photo("e.png", "#f0f")],
      context: null,
    });
    scenario.backend.offline = false;
    scenario.backend.sent.length = 0;

    const secondTab = scenario.backend.context(scenario.databaseName);
    const outcomes = await Promise.all([
      drainOutbox(dataContext()),
      drainOutbox(secondTab),
      drainOutbox(dataContext()),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(["drained", "drained", "drained"]);
    const keys = keysSent();
    expect(keys).toHaveLength(5);
    expect(new Set(keys).size).toBe(5);
    expect(await scenario.serverMealCount()).toBe(1);
    secondTab.db.close();
  });
});

describe("a crash between the Dexie write and the send", () => {
  it("loses nothing: the next start sends what was written", async () => {
    scenario.backend.offline = true;
    const logged = await logMeal({ type: "snack", photos: [await photo("f.png", "#888")], context: null });
    // The drainer had marked the first entry as being sent when the tab died.
    const [first] = await db().outbox.toArray();
    await db().outbox.update(first!.seq!, { sentAt: Date.now() });
    dataContext().db.close();

    scenario.backend.offline = false;
    configureData({ databaseName: scenario.databaseName, fetch: scenario.backend.fetch, baseUrl: ORIGIN });
    await refreshSession();
    await waitFor(async () => (await db().outbox.count()) === 0);
    const meal = mealSchema.parse(
      (await scenario.serverGet(`/api/v1/meals/${logged.ok ? logged.data.id : ""}`)).body,
    );
    expect(meal.photos).toHaveLength(1);
    expect(await scenario.serverMealCount()).toBe(1);
  });
});

describe("a pull while a local change is pending", () => {
  it("does not overwrite the local onboarding with older server state", async () => {
    await saveOnboarding(onboarding(30));
    await requestDrain();
    scenario.backend.offline = true;
    await saveOnboarding(onboarding(31));
    // Another device changes it on the server meanwhile.
    const cookie = [...scenario.backend.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const put = await scenario.backend.server.request("/api/v1/onboarding", {
      method: "PUT",
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify(onboarding(45)),
    });
    expect(put.status).toBe(200);

    scenario.backend.offline = false;
    expect((await pullChanges(dataContext())).status).toBe("pulled");
    expect((await db().onboarding.get("current"))?.data?.age).toBe(31);
    await requestDrain();
    await pullChanges(dataContext());
    expect((await db().onboarding.get("current"))?.data?.age).toBe(31);
    expect(onboardingSchema.parse((await scenario.serverGet("/api/v1/onboarding")).body).age).toBe(31);
  });

  it("does not bring back a meal deleted here while the server still has it", async () => {
    const logged = await logMeal({ type: "dinner", photos: [await photo("g.png", "#123")], context: null });
    const id = logged.ok ? logged.data.id : "";
    await requestDrain();
    scenario.backend.offline = true;
    await deleteMeal(id);
    scenario.backend.offline = false;
    await pullChanges(dataContext());
    expect(await readMeal(db(), id)).toBeNull();
    await requestDrain();
    expect((await scenario.serverGet(`/api/v1/meals/${id}`)).status).toBe(404);
  });

  it("applies server changes of records without local changes", async () => {
    const logged = await logMeal({ type: "lunch", photos: [await photo("h.png", "#456")], context: null });
    const id = logged.ok ? logged.data.id : "";
    await requestDrain();
    // The server finishes the analysis (it fails without a configured AI provider) and says so.
    await waitFor(async () => {
      await pullChanges(dataContext());
      return (await db().meals.get(id))?.analysis_status === "failed";
    });
    expect((await readMeal(db(), id))?.sync).toBe("synced");
  });
});

describe("the session offline", () => {
  it("keeps the cached user on a network failure; the server's 'not signed in' signs out", async () => {
    scenario.backend.offline = true;
    const checked = await refreshSession();
    expect(checked).toMatchObject({ ok: false, offline: true });
    expect(await db().session.get("current")).toMatchObject({ signedIn: true });
    expect(engineState.getState().sessionOffline).toBe(true);

    scenario.backend.offline = false;
    scenario.backend.cookies.clear();
    const answer = await refreshSession();
    expect(answer).toMatchObject({ ok: true, data: { valid: false } });
    expect(await db().session.get("current")).toMatchObject({ signedIn: false });
    expect(engineState.getState().sessionOffline).toBe(false);
  });

  it("reads a visitor who was never signed in here as signed out when the server is out of reach", async () => {
    await db().session.clear();
    await db().profile.clear();
    expect(sessionViewOf({ session: undefined, profile: undefined }, false).status).toBe("unknown");
    scenario.backend.offline = true;
    await refreshSession();
    const session = await db().session.get("current");
    expect(sessionViewOf({ session, profile: undefined }, true)).toMatchObject({
      status: "signedOut",
      offline: true,
    });
  });
});

describe("meals waiting for their analysis", () => {
  it("hold only their own analysis for 0.5 s, so other meals keep flowing (spec §4)", async () => {
    scenario.backend.offline = true;
    for (const name of ["uno", "dos"]) {
      await logMeal({ type: "lunch", photos: [await photo(`${name}.png`, "#c33")], context: null });
    }
    scenario.backend.offline = false;
    scenario.backend.sent.length = 0;
    await waitFor(async () => (await requestDrain()).status === "drained");
    const order = scenario.backend.sent
      .filter((request) => request.method === "POST")
      .map((request) => request.path.replace(/[0-9a-f-]{36}/, "{id}"));
    // The second meal is created before the first one's analysis goes, which waits its 0.5 s.
    expect(order.indexOf("/api/v1/meals", 1)).toBeLessThan(order.indexOf("/api/v1/meals/{id}/analyze"));
    expect(order.filter((path) => path.endsWith("/analyze"))).toHaveLength(2);
  });

  it("wait as long as the server's Retry-After says when analyses are rate-limited", async () => {
    await scenario.close();
    scenario = await signedInScenario({}, { analysisPerUser: { limit: 1, windowMs: 60 * 60_000 } });
    scenario.backend.offline = true;
    for (const name of ["uno", "dos"]) {
      await logMeal({ type: "lunch", photos: [await photo(`${name}.png`, "#3c3")], context: null });
    }
    scenario.backend.offline = false;
    let outcome = await requestDrain();
    while (outcome.status === "waiting" && outcome.retryAt - Date.now() < 60_000) {
      await new Promise((resolve) =>
        setTimeout(resolve, Math.max(0, outcome.status === "waiting" ? outcome.retryAt - Date.now() : 0)),
      );
      outcome = await requestDrain();
    }
    const refused = scenario.backend.sent.filter((request) => request.status === 429);
    expect(refused).toHaveLength(1);
    expect(outcome).toMatchObject({ status: "waiting" });
    expect(outcome.status === "waiting" && outcome.retryAt - Date.now()).toBeGreaterThan(59 * 60_000);
  });
});

describe("the session as the screens see it", () => {
  it("is unknown until a snapshot is stored, never signed out on a read that has not caught up", () => {
    expect(sessionViewOf(undefined, false).status).toBe("unknown");
    expect(sessionViewOf({ session: undefined, profile: undefined }, false).status).toBe("unknown");
  });
});

export type { Meal };
