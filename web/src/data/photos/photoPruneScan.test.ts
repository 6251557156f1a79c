// Pruning photo Blobs runs after every drain of a new page: with thousands of photos, a write
// transaction over them held back the screens that read photos (the meals list, the day's diary)
// for the whole scan. The scan reads; only what is dropped is written.
import { afterEach, describe, expect, it } from "vitest";
import type { DBCore, Middleware } from "dexie";
import { NutriSnapDb, type PhotoRow } from "../db.ts";
import { prunePhotoBlobs, prunePhotoBlobsAtMostEvery } from "./photoStorage.ts";

let db: NutriSnapDb | undefined;
afterEach(async () => {
  await db?.delete();
  db = undefined;
});

const NOW = new Date("2026-11-20T12:00:00.000Z");
const DAY = 24 * 60 * 60 * 1000;

function photoRow(index: number, options: { ageDays: number; blobBytes?: number }): PhotoRow {
  const row: PhotoRow = {
    id: `photo-${index}`,
    meal_id: `meal-${index}`,
    position: 0,
    file_name: `photo-${index}.jpg`,
    uploaded: true,
    image_url: `/api/v1/photos/photo-${index}/display.jpg`,
    thumbnail_url: `/api/v1/photos/photo-${index}/thumbnail.jpg`,
    temporary_url: null,
    content_type: "image/jpeg",
    width: 1920,
    height: 1440,
    created_at: new Date(NOW.getTime() - options.ageDays * DAY).toISOString(),
  };
  if (options.blobBytes) row.blob = new Blob([new Uint8Array(options.blobBytes)], { type: "image/jpeg" });
  return row;
}

/** The stores of every write transaction the database opens (to be called before it opens). */
function watchWrites(store: NutriSnapDb): string[][] {
  const writes: string[][] = [];
  const watch: Middleware<DBCore> = {
    stack: "dbcore",
    name: "WatchWrites",
    level: 20,
    create: (down) => ({
      transaction(stores, mode, options) {
        if (mode === "readwrite") writes.push([...stores]);
        return down.transaction(stores, mode, options);
      },
    }),
  };
  store.use(watch);
  return writes;
}

describe("pruning photo Blobs (decision 111)", () => {
  it("holds no write transaction over the photos when there is nothing to drop", async () => {
    const store = (db = new NutriSnapDb(`prune-scan-${Math.random()}`));
    const writes = watchWrites(store);
    await store.photos.bulkPut([
      ...Array.from({ length: 200 }, (_, index) => photoRow(index, { ageDays: 60 + index })),
      photoRow(500, { ageDays: 1, blobBytes: 1000 }),
      photoRow(501, { ageDays: 90, blobBytes: 1000 }),
    ]);
    writes.length = 0;
    expect(await prunePhotoBlobs(store, { now: NOW, budgetBytes: 10_000 })).toEqual({ photos: 0, bytes: 0 });
    expect(writes).toEqual([]);
  });

  it("drops the old Blobs past the budget in one write over the photos", async () => {
    const store = (db = new NutriSnapDb(`prune-scan-${Math.random()}`));
    const writes = watchWrites(store);
    await store.photos.bulkPut([
      photoRow(1, { ageDays: 1, blobBytes: 1000 }),
      photoRow(2, { ageDays: 40, blobBytes: 1000 }),
      photoRow(3, { ageDays: 50, blobBytes: 1000 }),
    ]);
    writes.length = 0;
    expect(await prunePhotoBlobs(store, { now: NOW, budgetBytes: 1500 })).toEqual({ photos: 2, bytes: 2000 });
    expect(writes).toEqual([["photos"]]);
    const rows = await store.photos.bulkGet(["photo-1", "photo-2", "photo-3"]);
    expect(rows.map((row) => Boolean(row?.blob))).toEqual([true, false, false]);
  });
});

describe("pruning at most every 10 minutes (decision 111)", () => {
  it("does not read the photos again when the app opens again within the interval", async () => {
    const store = (db = new NutriSnapDb(`prune-every-${Math.random()}`));
    await store.photos.bulkPut([photoRow(1, { ageDays: 50, blobBytes: 1000 })]);
    const every = 10 * 60 * 1000;
    // Old Blobs within the 200 MB budget stay: a prune that ran answers what it freed, nothing here.
    expect(await prunePhotoBlobsAtMostEvery(store, every, NOW)).toEqual({ photos: 0, bytes: 0 });
    // A restart a few minutes later: the time of the last prune is on the device, not in memory.
    store.close();
    const reopened = (db = new NutriSnapDb(store.name));
    expect(
      await prunePhotoBlobsAtMostEvery(reopened, every, new Date(NOW.getTime() + 5 * 60 * 1000)),
    ).toBeNull();
    expect(await prunePhotoBlobsAtMostEvery(reopened, every, new Date(NOW.getTime() + every + 1))).toEqual({
      photos: 0,
      bytes: 0,
    });
    // A clock set back does not hold pruning off.
    expect(await prunePhotoBlobsAtMostEvery(reopened, every, new Date(NOW.getTime() - DAY))).not.toBeNull();
  });
});
