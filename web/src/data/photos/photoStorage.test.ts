// Issue 19: local photo storage stays bounded. The real data layer on Dexie (fake-indexeddb) and
// the real server in this process: unsent photos always survive; uploaded ones past the age and
// size rules lose their Blob and are still shown from the server.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { logMeal } from "../commands/meals.ts";
import { dataContext } from "../context.ts";
import type { PhotoRow } from "../db.ts";
import { readMeal } from "../queries/meals.ts";
import { drainSettled, requestDrain, requestPull } from "../syncEngine.ts";
import { serverPhotoAddress } from "../usePhotoUrl.ts";
import { photo, signedInScenario, waitFor, type Scenario } from "../testing/scenario.ts";
import { freeUpPhotoSpace, photoStorage, prunePhotoBlobs } from "./photoStorage.ts";

let scenario: Scenario;
const db = () => dataContext().db;
const DAY = 24 * 60 * 60 * 1000;

beforeEach(async () => {
  scenario = await signedInScenario();
  await waitFor(async () => (await db().goals.get("current")) !== undefined);
  await requestDrain();
});
afterEach(async () => {
  await scenario.close();
});

async function logged(name: string, colour: string): Promise<string> {
  const result = await logMeal({ type: "lunch", photos: [await photo(name, colour)], context: null });
  if (!result.ok) throw new Error(result.message);
  return result.data.id;
}

/**
 * Sends everything and waits until the meals' analyses have ended (this server has no AI, so they
 * fail at once) and the last pull is stored: nothing rewrites the photo rows after that.
 */
async function settle(...mealIds: string[]): Promise<void> {
  expect(await requestDrain()).toEqual({ status: "drained" });
  for (const id of mealIds) {
    await waitFor(async () => {
      const meal = await readMeal(db(), id);
      return meal?.sync === "synced" && !["pending", "processing"].includes(meal.analysis_status);
    });
  }
  await requestPull();
  await drainSettled();
}

/** Dates the meal's photos `days` back, as if they had been taken then. */
async function age(mealId: string, days: number): Promise<void> {
  const at = new Date(Date.now() - days * DAY).toISOString();
  await db()
    .photos.where("meal_id")
    .equals(mealId)
    .modify((row: PhotoRow) => {
      row.created_at = at;
    });
}

const blobsOf = async (mealId: string) =>
  (await db().photos.where("meal_id").equals(mealId).toArray()).map((row) => row.blob !== undefined);

/** The address a screen shows the photo from, fetched from the server as the browser would. */
async function shownFromServer(mealId: string): Promise<{ status: number; type: string | null }> {
  const [shown] = (await readMeal(db(), mealId))!.photos;
  expect(shown?.blob).toBeUndefined();
  const address = serverPhotoAddress(shown!);
  expect(address).toBeTruthy();
  const response = await scenario.backend.fetch(new URL(address!, "http://localhost:8787").href, {});
  return { status: response.status, type: response.headers.get("content-type") };
}

describe("pruning photo Blobs", () => {
  it("removes old uploaded Blobs past the budget, keeps recent and unsent ones, and shows the old from the server", async () => {
    const old = await logged("old.png", "#a33");
    const recent = await logged("recent.png", "#3a3");
    await settle(old, recent);
    scenario.backend.offline = true;
    const unsent = await logged("unsent.png", "#33a");
    await age(old, 45);
    await age(recent, 3);
    await age(unsent, 400);

    // A budget smaller than one photo: only the recent rule keeps an uploaded Blob.
    const freed = await prunePhotoBlobs(db(), { budgetBytes: 1 });
    expect(freed.photos).toBe(1);
    expect(await blobsOf(old)).toEqual([false]);
    expect(await blobsOf(recent)).toEqual([true]);
    expect(await blobsOf(unsent)).toEqual([true]);

    scenario.backend.offline = false;
    expect(await shownFromServer(old)).toEqual({ status: 200, type: expect.stringMatching(/^image\//) });
    // The unsent one still reaches the server with its Blob.
    expect(await requestDrain()).toEqual({ status: "drained" });
    expect(await scenario.serverMealCount()).toBe(3);
  });

  it("keeps old uploaded Blobs while they fit in the budget", async () => {
    const old = await logged("old.png", "#a33");
    await settle(old);
    await age(old, 90);
    expect(await prunePhotoBlobs(db())).toEqual({ photos: 0, bytes: 0 });
    expect(await blobsOf(old)).toEqual([true]);
  });

  it("keeps the newest within the budget and drops older ones first", async () => {
    const oldest = await logged("a.png", "#a33");
    const middle = await logged("b.png", "#3a3");
    const newest = await logged("c.png", "#33a");
    await settle(oldest, middle, newest);
    await age(oldest, 70);
    await age(middle, 60);
    await age(newest, 50);
    const sizes = await Promise.all(
      [newest, middle].map(async (id) => (await db().photos.where("meal_id").equals(id).first())!.blob!.size),
    );
    await prunePhotoBlobs(db(), { budgetBytes: sizes[0]! + sizes[1]! });
    expect([await blobsOf(oldest), await blobsOf(middle), await blobsOf(newest)]).toEqual([
      [false],
      [true],
      [true],
    ]);
  });

  it("frees up space by removing every Blob the server has and nothing unsent", async () => {
    const sent = await logged("sent.png", "#a33");
    await settle(sent);
    scenario.backend.offline = true;
    const unsent = await logged("unsent.png", "#33a");
    const before = await photoStorage(db());
    expect(before).toMatchObject({ keptPhotos: 2, unsentPhotos: 1, freeablePhotos: 1 });

    const freed = await freeUpPhotoSpace(db());
    expect(freed).toEqual({ photos: 1, bytes: before.freeableBytes });
    expect(await blobsOf(sent)).toEqual([false]);
    expect(await blobsOf(unsent)).toEqual([true]);
    expect(await photoStorage(db())).toMatchObject({ keptPhotos: 1, unsentPhotos: 1, freeablePhotos: 0 });

    scenario.backend.offline = false;
    expect((await shownFromServer(sent)).status).toBe(200);
  });
});
