// Backup and restore with photos in an S3-compatible object store (a real one on loopback): the
// archive carries the bucket's photos where a file store's would be, and a restore puts them back
// into whichever store the restoring server uses.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { MealPhoto } from "@nutrisnap/shared/api";
import type { BlobStore } from "../photos/blobStore.ts";
import { createS3BlobStore } from "../photos/s3BlobStore.ts";
import { photoWithExif } from "../testing/images.ts";
import { createMeal, uploadPhotos } from "../testing/meals.ts";
import { onPostgres } from "../testing/testDatabase.ts";
import { startObjectStore, type TestObjectStore } from "../testing/objectStore.ts";
import { createTestServer, type TestServer } from "../testing/testServer.ts";
import { createBackup } from "./backup.ts";
import { RestoreError, restoreBackup } from "./restore.ts";

let objectStore: TestObjectStore;
const servers: TestServer[] = [];
const stores: BlobStore[] = [];
const temps: string[] = [];
const tempDir = (): string => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nutrisnap-backup-s3-"));
  temps.push(dir);
  return dir;
};
const prefix = () => `backup-${Math.random().toString(36).slice(2)}`;
const openBucket = async (name: string): Promise<BlobStore> => {
  const store = await createS3BlobStore(objectStore.settings(name));
  stores.push(store);
  return store;
};
beforeAll(async () => {
  objectStore = await startObjectStore();
});
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
  for (const store of stores.splice(0)) store.close();
  for (const dir of temps.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
afterAll(() => objectStore.close());

/** A server on the bucket under `name`, with one user and a meal with one photo. */
async function serverWithPhoto(name: string) {
  const server = await createTestServer({ env: objectStore.env(name) });
  servers.push(server);
  const user = await server.signUp();
  const meal = await createMeal(server, user);
  const response = await uploadPhotos(server, user, meal.id, [{ bytes: await photoWithExif() }]);
  const [photo] = ((await response.json()) as { photos: MealPhoto[] }).photos;
  const image = await server.request(photo!.image_url, { headers: { cookie: user.cookie } });
  return { server, user, photo: photo!, image: Buffer.from(await image.arrayBuffer()) };
}

const keysOf = async (store: BlobStore) => (await store.list("")).map((entry) => entry.key).sort();

// Backups are SQLite's (on PostgreSQL: pg_dump, docs/scaling.md), as in backup.test.ts.
describe.skipIf(onPostgres)("backup and restore with photos in an object store", () => {
  it("carries the bucket's photos and restores them into another bucket, served as before", async () => {
    const source = await serverWithPhoto(prefix());
    // A leftover of the file store from before the move is not a photo any more.
    fs.mkdirSync(path.join(source.server.dataDir, "photos/old"), { recursive: true });
    fs.writeFileSync(path.join(source.server.dataDir, "photos/old/stale.jpg"), "stale");
    const archive = path.join(tempDir(), "nutrisnap.tar.gz");
    const summary = await createBackup({
      dataDir: source.server.dataDir,
      databaseFile: source.server.config.databaseFile,
      target: archive,
      photos: source.server.services.blobs,
    });
    const photoKeys = await keysOf(source.server.services.blobs);
    expect(photoKeys).toHaveLength(2);
    const listing = execFileSync("tar", ["-tzf", archive], { encoding: "utf8" }).trim().split("\n");
    expect(listing.filter((name) => name.startsWith("files/photos/")).sort()).toEqual(
      photoKeys.map((key) => `files/photos/${key}`),
    );
    expect(summary.otherFiles).toBeGreaterThanOrEqual(2);

    const name = prefix();
    const bucket = await openBucket(name);
    const target = tempDir();
    await restoreBackup({ file: archive, dataDir: target, force: false, photos: bucket });
    expect(await keysOf(bucket)).toEqual(photoKeys);
    expect(fs.existsSync(path.join(target, "photos"))).toBe(false);

    const restored = await createTestServer({ dataDir: target, env: objectStore.env(name) });
    servers.push(restored);
    const image = await restored.request(source.photo.image_url, { headers: { cookie: source.user.cookie } });
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer()).equals(source.image)).toBe(true);
  }, 60_000);

  it("replaces a bucket's photos only with --force, and restores into a file store too", async () => {
    const source = await serverWithPhoto(prefix());
    const archive = path.join(tempDir(), "nutrisnap.tar");
    await createBackup({
      dataDir: source.server.dataDir,
      databaseFile: source.server.config.databaseFile,
      target: archive,
      photos: source.server.services.blobs,
    });
    const photoKeys = await keysOf(source.server.services.blobs);

    const bucket = await openBucket(prefix());
    await bucket.put("someone/else/p-display.jpg", new Uint8Array([1, 2, 3]));
    const target = tempDir();
    const refused = restoreBackup({ file: archive, dataDir: target, force: false, photos: bucket });
    await expect(refused).rejects.toThrow(RestoreError);
    await expect(refused).rejects.toThrow(/holds photos.*--force/);
    expect(await keysOf(bucket)).toEqual(["someone/else/p-display.jpg"]);
    expect(fs.readdirSync(target)).toEqual([]);
    await restoreBackup({ file: archive, dataDir: target, force: true, photos: bucket });
    expect(await keysOf(bucket)).toEqual(photoKeys);

    // Without an object store, the same archive's photos land under DATA_DIR/photos.
    const fileTarget = tempDir();
    await restoreBackup({ file: archive, dataDir: fileTarget, force: false });
    const restored = await createTestServer({ dataDir: fileTarget, env: { PHOTO_STORE: "" } });
    servers.push(restored);
    expect(restored.services.blobs.kind).toBe("file");
    expect(await keysOf(restored.services.blobs)).toEqual(photoKeys);
    const image = await restored.request(source.photo.image_url, { headers: { cookie: source.user.cookie } });
    expect(Buffer.from(await image.arrayBuffer()).equals(source.image)).toBe(true);
  }, 60_000);
});
