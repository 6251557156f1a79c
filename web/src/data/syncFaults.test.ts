// The sync core against the real server in this process, under the faults of issue 11: a refused
// change among good ones (Discard), an analysis that fails before its answer arrives (every order
// of events), a server change to a meal with local changes still owed, and the pending count.
import { afterEach, describe, expect, it } from "vitest";
import { mealSchema } from "@nutrisnap/shared/api";
import { startFakeOpenAI, type FakeOpenAI } from "../../../sync-server/src/testing/fakeOpenAI.ts";
import { addPhotos, correctItemAmount, deleteItem, logMeal } from "./commands/meals.ts";
import { pngHeader } from "./testing/pngHeader.ts";
import { dataContext } from "./context.ts";
import { pullChanges } from "./pullChanges.ts";
import { readMeal } from "./queries/meals.ts";
import { discardFailedChanges, failedChanges, syncCounts } from "./syncState.ts";
import { requestDrain, stopSyncTimers } from "./syncEngine.ts";
import { photo, signedInScenario, waitFor, type Scenario } from "./testing/scenario.ts";

let scenario: Scenario | undefined;
let fakeAi: FakeOpenAI | undefined;

afterEach(async () => {
  await scenario?.close();
  await fakeAi?.close();
  scenario = undefined;
  fakeAi = undefined;
});

const db = () => dataContext().db;

async function start(withAi: boolean): Promise<Scenario> {
  if (withAi) fakeAi = await startFakeOpenAI();
  scenario = await signedInScenario(
    fakeAi ? { OPENAI_BASE_URL: fakeAi.url, OPENAI_API_KEY: "test-key" } : {},
  );
  await waitFor(async () => (await db().goals.get("current")) !== undefined);
  await requestDrain();
  return scenario;
}

/** A meal analysed on the server (three items) and pulled here. */
async function analysedMeal(): Promise<string> {
  const logged = await logMeal({
    type: "lunch",
    photos: [await photo("almuerzo.png", "#7a4")],
    context: null,
  });
  const id = logged.ok ? logged.data.id : "";
  await waitFor(async () => (await requestDrain()).status === "drained");
  await waitFor(async () => {
    await pullChanges(dataContext());
    return (await db().meals.get(id))?.analysis_status === "completed";
  });
  return id;
}

/** Gives the item's waiting correction a unit the server refuses (as an older app version sent). */
async function refuseUnit(itemId: string): Promise<void> {
  await settleOffline();
  await db()
    .outbox.filter((entry) => entry.request.kind === "item.correct" && entry.request.itemId === itemId)
    .modify((entry) => {
      if (entry.request.kind === "item.correct")
        entry.request = { ...entry.request, body: { quantity: 1, unit: "banana" } };
    });
}

/** Offline: lets the running drain end and stops its retry timer, so no pass holds an entry read earlier. */
async function settleOffline(): Promise<void> {
  await requestDrain();
  stopSyncTimers();
}

const getsOf = (backend: Scenario["backend"], mealId: string) =>
  backend.sent.filter((request) => request.method === "GET" && request.path === `/api/v1/meals/${mealId}`)
    .length;

describe("Discard (defect 7)", () => {
  it("removes only the refused change; the later, unrelated edits of the meal are sent", async () => {
    const { backend, serverGet } = await start(true);
    const id = await analysedMeal();
    const items = (await readMeal(db(), id))?.items ?? [];
    expect(items).toHaveLength(3);
    const [first, second, third] = items;

    backend.offline = true;
    await correctItemAmount(first!.id, { grams: 80 });
    await refuseUnit(first!.id);
    await correctItemAmount(second!.id, { grams: 250 });
    await deleteItem(third!.id);
    backend.offline = false;
    await waitFor(async () => (await requestDrain()).status === "drained");

    // The refusal is listed with the server's own message; the later edits wait behind it.
    const failed = await failedChanges(db());
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ kind: "item.correct", mealId: id, status: 422 });
    // The server's own words (es_CL, the user's language), not a generic text of this device.
    expect([failed[0]?.message, ...(failed[0]?.details ?? [])].join(" ")).toMatch(/unidad|opciones/);

    await discardFailedChanges();
    await waitFor(async () => (await requestDrain()).status === "drained");
    const onServer = mealSchema.parse((await serverGet(`/api/v1/meals/${id}`)).body);
    expect(onServer.items.map((item) => item.id).sort()).toEqual([first!.id, second!.id].sort());
    expect(onServer.items.find((item) => item.id === second!.id)?.grams).toBe(250);
    expect(await db().outbox.count()).toBe(0);
    const local = await readMeal(db(), id);
    expect(local?.items.find((item) => item.id === second!.id)?.grams).toBe(250);
    expect(local?.items.find((item) => item.id === first!.id)?.grams).toBe(
      onServer.items.find((item) => item.id === first!.id)?.grams,
    );
  });

  it("drops what cannot go without a refused meal: every entry of a meal the server never created", async () => {
    const { backend } = await start(false);
    backend.offline = true;
    const logged = await logMeal({ type: "snack", photos: [await photo("a.png", "#abc")], context: null });
    const id = logged.ok ? logged.data.id : "";
    const kept = await logMeal({ type: "dinner", photos: [await photo("b.png", "#cba")], context: null });
    // The create is refused (the server answers 422 to this body).
    await settleOffline();
    await db()
      .outbox.filter((entry) => entry.request.kind === "meal.create" && entry.request.mealId === id)
      .modify((entry) => {
        if (entry.request.kind === "meal.create")
          entry.request = { ...entry.request, body: { ...entry.request.body, type: "brunch" as never } };
      });
    backend.offline = false;
    await waitFor(async () => (await requestDrain()).status === "drained");
    expect(await failedChanges(db())).toHaveLength(1);
    await discardFailedChanges();
    await waitFor(async () => (await requestDrain()).status === "drained");
    expect(await readMeal(db(), id)).toBeNull();
    expect(await db().outbox.count()).toBe(0);
    expect((await readMeal(db(), kept.ok ? kept.data.id : ""))?.sync).toBe("synced");
  });
});

describe("an analysis that fails fast (defect 11)", () => {
  // Without an AI provider the server fails every analysis at once: the failure can reach this
  // device before, while or after the analyze answer does.
  const orders = {
    "pulled before the analysis is asked for": "before",
    "pulled while the analyze answer is on its way": "during",
    "pulled by a second tab while the analyze answer is on its way": "otherTab",
    "pulled after the drain": "after",
  } as const;

  for (const [name, order] of Object.entries(orders)) {
    it(`ends failed here when the failure is ${name}`, async () => {
      const { backend, serverGet, databaseName } = await start(false);
      const logged = await logMeal({ type: "lunch", photos: [await photo("c.png", "#c33")], context: null });
      const id = logged.ok ? logged.data.id : "";
      const failedOnServer = async () =>
        mealSchema.parse((await serverGet(`/api/v1/meals/${id}`)).body).analysis_status === "failed";
      const analyze = (request: { method: string; path: string }) =>
        request.method === "POST" && request.path === `/api/v1/meals/${id}/analyze`;
      if (order === "before")
        backend.beforeRequest = async (request) => {
          if (analyze(request)) await pullChanges(dataContext());
        };
      if (order === "during" || order === "otherTab")
        backend.beforeAnswer = async (request) => {
          if (!analyze(request)) return;
          await waitFor(failedOnServer);
          await pullChanges(order === "during" ? dataContext() : backend.context(databaseName));
        };
      await waitFor(async () => (await requestDrain()).status === "drained");
      backend.beforeRequest = null;
      backend.beforeAnswer = null;
      await waitFor(failedOnServer);
      await pullChanges(dataContext());
      expect((await readMeal(db(), id))?.analysis_status).toBe("failed");
    });
  }
});

describe("a server change to a meal with local changes owed (defect 13)", () => {
  it("is kept and applied once they are done, without reading the meal again", async () => {
    const { backend } = await start(true);
    const id = await analysedMeal();
    const [first, , third] = (await readMeal(db(), id))?.items ?? [];
    // A refused change holds the meal's group here.
    backend.offline = true;
    await correctItemAmount(first!.id, { grams: 80 });
    await refuseUnit(first!.id);
    backend.offline = false;
    await waitFor(async () => (await requestDrain()).status === "drained");
    expect(await failedChanges(db())).toHaveLength(1);

    // Another device deletes an item meanwhile; this device pulls while its change is owed.
    const cookie = [...backend.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const removed = await backend.server.request(`/api/v1/mealItems/${third!.id}`, {
      method: "DELETE",
      headers: { cookie, origin: "http://localhost:8787", "idempotency-key": "other-device-1" },
    });
    expect(removed.status).toBe(200);
    await pullChanges(dataContext());
    expect((await readMeal(db(), id))?.items).toHaveLength(3);

    const gets = getsOf(backend, id);
    await discardFailedChanges();
    await waitFor(async () => (await requestDrain()).status === "drained");
    expect((await readMeal(db(), id))?.items.map((item) => item.id)).not.toContain(third!.id);
    expect(getsOf(backend, id)).toBe(gets);
  });
});

describe("photos checked on the device (defect 10)", () => {
  it("refuses text named .jpg and a 30000 x 30000 PNG before a meal exists, with the server's wording", async () => {
    await start(false);
    const text = new File(["just some text, not a photo"], "comida.jpg", { type: "image/jpeg" });
    const bomb = new File([new Uint8Array(pngHeader(30_000, 30_000))], "enorme.png", { type: "image/png" });
    const before = await db().meals.count();
    const notPhoto = await logMeal({ type: "lunch", photos: [text], context: null });
    expect(notPhoto).toMatchObject({ ok: false, code: "invalid_photo" });
    expect(!notPhoto.ok && notPhoto.message).toBe(
      "comida.jpg could not be read as an image. Please use a JPEG, PNG or WebP photo.",
    );
    const tooLarge = await logMeal({
      type: "lunch",
      photos: [await photo("ok.png", "#0a0"), bomb],
      context: null,
    });
    expect(!tooLarge.ok && tooLarge.message).toBe("enorme.png has too many pixels (at most 50 megapixels)");
    expect(await db().meals.count()).toBe(before);
    expect(await db().outbox.count()).toBe(0);
  });

  it("lets a meal whose photos were refused take new photos and be analysed again", async () => {
    const { backend, serverGet } = await start(false);
    backend.offline = true;
    const logged = await logMeal({ type: "lunch", photos: [await photo("f.png", "#a0a")], context: null });
    const id = logged.ok ? logged.data.id : "";
    // The stored photo breaks on the device before it is sent: the server refuses it.
    await db()
      .photos.where("meal_id")
      .equals(id)
      .modify((row) => {
        row.blob = new Blob(["broken"], { type: "image/png" });
      });
    backend.offline = false;
    await waitFor(async () => (await requestDrain()).status === "drained");
    expect(await failedChanges(db())).toMatchObject([{ kind: "meal.photos", status: 415 }]);
    await discardFailedChanges();
    await waitFor(async () => (await requestDrain()).status === "drained");
    expect((await readMeal(db(), id))?.photos).toEqual([]);

    expect((await addPhotos(id, [await photo("nueva.png", "#0aa")])).ok).toBe(true);
    await waitFor(async () => (await requestDrain()).status === "drained");
    const onServer = mealSchema.parse((await serverGet(`/api/v1/meals/${id}`)).body);
    expect(onServer.photos).toHaveLength(1);
    expect(backend.sent.filter((request) => request.path === `/api/v1/meals/${id}/analyze`)).toHaveLength(1);
  });
});

describe("echoes of this device's writes (defect 13)", () => {
  it("cost no read of the meal and no feed pull of their own when a meal is logged online", async () => {
    const { backend } = await start(false);
    const pullsBefore = backend.sent.filter((request) =>
      request.path.startsWith("/api/v1/sync/changes"),
    ).length;
    const logged = await logMeal({ type: "lunch", photos: [await photo("g.png", "#3a3")], context: null });
    const id = logged.ok ? logged.data.id : "";
    // Only the live channel makes this device pull: the failure of the analysis is news to it.
    await waitFor(async () => (await readMeal(db(), id))?.analysis_status === "failed");
    await waitFor(async () => (await requestDrain()).status === "drained");
    const pulls = backend.sent.filter((request) => request.path.startsWith("/api/v1/sync/changes")).length;
    expect(getsOf(backend, id)).toBe(0);
    expect(pulls - pullsBefore).toBeLessThanOrEqual(1);
  });
});

describe("the pending count (defect 12)", () => {
  it("counts a meal logged offline as one change, not one per request it will make", async () => {
    const { backend } = await start(false);
    backend.offline = true;
    await logMeal({ type: "lunch", photos: [await photo("d.png", "#3c3")], context: null });
    expect(await syncCounts(db())).toMatchObject({ pending: 1, failed: 0 });
    await logMeal({ type: "dinner", photos: [await photo("e.png", "#33c")], context: null });
    expect(await syncCounts(db())).toMatchObject({ pending: 2, failed: 0 });
    backend.offline = false;
  });
});

describe("a photo upload whose key the server holds for another request", () => {
  it("is sent again under a fresh key, and the meal keeps its photos and is analysed", async () => {
    const { backend, serverGet } = await start(false);
    let taken = false;
    backend.beforeRequest = async (request) => {
      if (taken || request.method !== "POST" || request.path !== "/api/v1/meals/photos/multiple") return;
      taken = true;
      // Another request answered first under the same key (another form of the upload).
      const form = new FormData();
      form.append("meal_id", "not-this-meal");
      const cookie = [...backend.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
      const other = await backend.server.request(request.path, {
        method: "POST",
        headers: { cookie, "idempotency-key": request.idempotencyKey ?? "" },
        body: form,
      });
      expect(other.status).toBeLessThan(500);
    };
    const logged = await logMeal({
      type: "dinner",
      photos: [await photo("cena.png", "#a52")],
      context: null,
    });
    const id = logged.ok ? logged.data.id : "";
    await waitFor(async () => (await requestDrain()).status === "drained");

    const uploads = backend.sent.filter((request) => request.path === "/api/v1/meals/photos/multiple");
    expect(uploads.map((request) => request.status)).toEqual([422, 201]);
    expect(uploads[1]!.idempotencyKey).not.toBe(uploads[0]!.idempotencyKey);
    expect(await db().outbox.toArray()).toEqual([]);
    const meal = mealSchema.parse((await serverGet(`/api/v1/meals/${id}`)).body);
    expect(meal.photos).toHaveLength(1);
    expect(meal.analysis_status).not.toBe("not_started");
    expect((await db().photos.where("meal_id").equals(id).toArray()).map((row) => row.uploaded)).toEqual([
      true,
    ]);
  });
});
