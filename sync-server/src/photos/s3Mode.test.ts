// The server with PHOTO_STORE=s3://... against a real S3-compatible server on loopback: a meal's
// photos go up, are analysed, served (by cookie and by signed URL), copied and deleted, and no
// photo file is ever written under DATA_DIR.
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { MealPhoto } from "@nutrisnap/shared/api";
import { startFakeOpenAI, type FakeOpenAI } from "../testing/fakeOpenAI.ts";
import { photoWithExif } from "../testing/images.ts";
import { analyze, createMeal, jsonInit, uploadPhotos, waitForAnalysis } from "../testing/meals.ts";
import { startObjectStore, type TestObjectStore } from "../testing/objectStore.ts";
import { createTestServer, type TestServer } from "../testing/testServer.ts";
import { createS3BlobStore } from "./s3BlobStore.ts";
import type { BlobStore } from "./blobStore.ts";

let objectStore: TestObjectStore;
let fake: FakeOpenAI;
let bucket: BlobStore;
let server: TestServer | undefined;
beforeAll(async () => {
  objectStore = await startObjectStore();
  fake = await startFakeOpenAI();
  // The bucket as the tests see it, beside the server's own client.
  bucket = await createS3BlobStore(objectStore.settings());
});
afterEach(async () => {
  await server?.close();
  server = undefined;
});
afterAll(async () => {
  bucket.close();
  await fake.close();
  await objectStore.close();
});

/** Every file under DATA_DIR that holds a JPEG, and whether a photos folder exists at all. */
function photoFilesUnder(dataDir: string): string[] {
  return fs
    .readdirSync(dataDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => {
      const head = Buffer.alloc(3);
      const fd = fs.openSync(file, "r");
      try {
        fs.readSync(fd, head, 0, 3, 0);
      } finally {
        fs.closeSync(fd);
      }
      return head.equals(Buffer.from([0xff, 0xd8, 0xff]));
    });
}

const keysOf = async (prefix: string) => (await bucket.list(prefix)).map((entry) => entry.key).sort();

describe("photos in an S3-compatible object store", () => {
  it("uploads, analyses, serves, copies and deletes a meal's photos with none under DATA_DIR", async () => {
    server = await createTestServer({ env: { ...objectStore.env(), OPENAI_BASE_URL: fake.url } });
    expect(server.services.blobs.kind).toBe("s3");
    const user = await server.signUp();
    const meal = await createMeal(server, user);
    const uploaded = await uploadPhotos(server, user, meal.id, [
      { bytes: await photoWithExif("jpeg") },
      { bytes: await photoWithExif("png", "#27ae60"), type: "image/png" },
    ]);
    expect(uploaded.status).toBe(201);
    const { photos } = (await uploaded.json()) as { photos: MealPhoto[] };
    expect(photos).toHaveLength(2);
    // Display and thumbnail of each, in the bucket under the user's folder.
    expect(await keysOf(user.user.id)).toHaveLength(4);

    // The analysis reads the photos from the bucket and sends them to the provider.
    expect((await analyze(server, user, meal.id)).status).toBe(202);
    const analysed = await waitForAnalysis(server, user, meal.id);
    expect(analysed.analysis_status).toBe("completed");
    expect(fake.requests.at(-1)?.images).toHaveLength(2);

    // Served by the owner's cookie and by the signed URL, byte for byte what the bucket holds.
    const photo = photos[0]!;
    const row = await server.database.db
      .selectFrom("meal_photos")
      .selectAll()
      .where("id", "=", photo.id)
      .executeTakeFirstOrThrow();
    const stored = await bucket.get(row.display_key);
    const image = await server.request(photo.image_url, { headers: { cookie: user.cookie } });
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/jpeg");
    expect(image.headers.get("content-length")).toBe(String(stored!.length));
    expect(Buffer.from(await image.arrayBuffer()).equals(stored!)).toBe(true);
    const signed = await server.request(photo.temporary_url!);
    expect(signed.status).toBe(200);
    expect((await signed.arrayBuffer()).byteLength).toBe(stored!.length);
    const thumbnail = await server.request(photo.thumbnail_url, { headers: { cookie: user.cookie } });
    expect(thumbnail.status).toBe(200);

    // Another user reaches none of it.
    const other = await server.signUp();
    expect((await server.request(photo.image_url, { headers: { cookie: other.cookie } })).status).toBe(404);

    // Logging the meal again copies its photo objects in the bucket.
    const again = await server.request(
      `/api/v1/meals/${meal.id}/copy`,
      jsonInit(user, "POST", { id: randomUUID(), created_at: new Date().toISOString() }),
    );
    expect(again.status).toBe(201);
    expect(await keysOf(user.user.id)).toHaveLength(8);

    // Deleting one photo removes its two objects; deleting the meal removes the rest of its folder.
    expect((await server.request(`/api/v1/meals/photos/${photo.id}`, jsonInit(user, "DELETE"))).status).toBe(
      204,
    );
    expect(await bucket.exists(row.display_key)).toBe(false);
    expect(await bucket.exists(row.thumbnail_key)).toBe(false);
    expect((await server.request(photo.image_url, { headers: { cookie: user.cookie } })).status).toBe(404);
    expect((await server.request(`/api/v1/meals/${meal.id}`, jsonInit(user, "DELETE"))).status).toBe(204);
    expect(await keysOf(`${user.user.id}/${meal.id}`)).toEqual([]);
    expect(await keysOf(user.user.id)).toHaveLength(4);

    expect(fs.existsSync(path.join(server.dataDir, "photos"))).toBe(false);
    expect(photoFilesUnder(server.dataDir)).toEqual([]);
  }, 60_000);

  it("deletes every photo object of an account with the account, and no other user's", async () => {
    server = await createTestServer({ env: objectStore.env() });
    const leaving = await server.signUp({ password: "secret-one" });
    const staying = await server.signUp();
    for (const user of [leaving, staying]) {
      const meal = await createMeal(server, user);
      await uploadPhotos(server, user, meal.id, [{ bytes: await photoWithExif() }]);
    }
    expect(await keysOf(leaving.user.id)).toHaveLength(2);
    const response = await server.request(
      "/api/v1/account",
      jsonInit(leaving, "DELETE", { password: "secret-one" }),
    );
    expect(response.status).toBe(200);
    expect(await keysOf(leaving.user.id)).toEqual([]);
    expect(await keysOf(staying.user.id)).toHaveLength(2);
    expect(photoFilesUnder(server.dataDir)).toEqual([]);
  }, 60_000);

  it("stops start-up with the setting's name when the bucket is not there", async () => {
    await expect(
      createTestServer({ env: { ...objectStore.env(), PHOTO_STORE: "s3://missing-bucket" } }),
    ).rejects.toThrow(/s3:\/\/missing-bucket is not reachable.*PHOTO_STORE/);
  });
});
