// Housekeeping removes photo files no photo row names, on both stores, and only once they are old
// enough not to be an upload on its way.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { runHousekeeping } from "../housekeeping/housekeeping.ts";
import { photoWithExif } from "../testing/images.ts";
import { createMeal, uploadPhotos } from "../testing/meals.ts";
import { startObjectStore, type TestObjectStore } from "../testing/objectStore.ts";
import { createTestServer, type TestServer } from "../testing/testServer.ts";
import { ORPHAN_GRACE_MS } from "./orphanPhotos.ts";

let objectStore: TestObjectStore;
let server: TestServer | undefined;
beforeAll(async () => {
  objectStore = await startObjectStore();
});
afterEach(async () => {
  await server?.close();
  server = undefined;
});
afterAll(() => objectStore.close());

describe.each([
  ["file", () => ({})],
  ["s3", () => objectStore.env(`orphans-${Math.random().toString(36).slice(2)}`)],
])("orphan photo files on the %s store", (_, env) => {
  it("go with housekeeping once past the grace period; named ones stay and are still served", async () => {
    server = await createTestServer({ env: env() });
    const blobs = server.services.blobs;
    const user = await server.signUp();
    const meal = await createMeal(server, user);
    const upload = await uploadPhotos(server, user, meal.id, [{ bytes: await photoWithExif() }]);
    const [photo] = ((await upload.json()) as { photos: { id: string; image_url: string }[] }).photos;
    // Left by a process that died between the files and the row, or between a meal's row and its files.
    await blobs.put(
      `${user.user.id}/${meal.id}/lost-attempt-display.jpg`,
      new Uint8Array([0xff, 0xd8, 0xff]),
    );
    await blobs.put(`${user.user.id}/deleted-meal/p-thumbnail.jpg`, new Uint8Array([0xff, 0xd8, 0xff]));
    await blobs.put("deleted-user/m/p-display.jpg", new Uint8Array([0xff, 0xd8, 0xff]));
    const keys = async () => (await blobs.list("")).map((entry) => entry.key).sort();
    expect(await keys()).toHaveLength(5);

    // Young files may be an upload on its way: they stay.
    expect((await runHousekeeping(server.database.db, Date.now(), blobs)).orphanPhotos).toBe(0);
    expect(await keys()).toHaveLength(5);

    const later = Date.now() + ORPHAN_GRACE_MS + 60_000;
    expect((await runHousekeeping(server.database.db, later, blobs)).orphanPhotos).toBe(3);
    const row = await server.database.db
      .selectFrom("meal_photos")
      .select(["display_key", "thumbnail_key"])
      .executeTakeFirstOrThrow();
    expect(await keys()).toEqual([row.display_key, row.thumbnail_key].sort());
    const image = await server.request(photo!.image_url, { headers: { cookie: user.cookie } });
    expect(image.status).toBe(200);
    expect((await runHousekeeping(server.database.db, later, blobs)).orphanPhotos).toBe(0);
  }, 60_000);
});
