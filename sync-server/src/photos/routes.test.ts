import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import type { MealPhoto } from "@nutrisnap/shared/api";
import { hasGpsTag, oversizedJpeg, photoWithExif, pixelBombPng, textFileAsJpeg } from "../testing/images.ts";
import { createMeal, getMeal, uploadPhotos } from "../testing/meals.ts";
import { createTestServer, type TestServer } from "../testing/testServer.ts";

let server: TestServer;
afterEach(async () => server?.close());

/**
 * Every stored photo file: under DATA_DIR/photos, temp files included, or in the bucket when the
 * tests run with TEST_PHOTO_STORE=s3.
 */
async function storedFiles(): Promise<string[]> {
  if (server.services.blobs.kind === "s3")
    return (await server.services.blobs.list("")).map((entry) => entry.key);
  const root = path.join(server.dataDir, "photos");
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name);
}

describe("photo upload", () => {
  it.each(["jpeg", "png", "webp"] as const)(
    "stores a %s without EXIF or GPS, orientation applied, with display and thumbnail",
    async (format) => {
      server = await createTestServer();
      const user = await server.signUp();
      const meal = await createMeal(server, user);
      const original = await photoWithExif(format);
      const before = await sharp(original).metadata();
      expect([before.orientation, hasGpsTag(before.exif)]).toEqual([6, true]);
      const response = await uploadPhotos(server, user, meal.id, [
        { bytes: original, type: `image/${format}` },
      ]);
      expect(response.status).toBe(201);
      const { photos } = (await response.json()) as { photos: MealPhoto[] };
      expect(photos).toHaveLength(1);
      const photo = photos[0]!;
      // 600 x 400 with orientation 6 is a portrait 400 x 600 once turned.
      expect([photo.width, photo.height]).toEqual([400, 600]);

      const image = await server.request(photo.image_url, { headers: { cookie: user.cookie } });
      expect(image.status).toBe(200);
      expect(image.headers.get("content-type")).toBe("image/jpeg");
      const bytes = Buffer.from(await image.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect([meta.width, meta.height]).toEqual([400, 600]);
      // The white square was top-left before turning 90° clockwise: it is now top-right.
      const { data } = await sharp(bytes)
        .extract({ left: 350, top: 10, width: 1, height: 1 })
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect(data[0]).toBeGreaterThan(200);

      const thumbnail = await server.request(photo.thumbnail_url, { headers: { cookie: user.cookie } });
      const thumbMeta = await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata();
      expect(Math.max(thumbMeta.width ?? 0, thumbMeta.height ?? 0)).toBe(400);
      expect(thumbMeta.exif).toBeUndefined();
    },
  );

  it("shrinks large photos to 1920 px for display", async () => {
    server = await createTestServer();
    const user = await server.signUp();
    const meal = await createMeal(server, user);
    const big = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: "#888" } })
      .jpeg()
      .toBuffer();
    const { photos } = (await (await uploadPhotos(server, user, meal.id, [{ bytes: big }])).json()) as {
      photos: MealPhoto[];
    };
    expect([photos[0]!.width, photos[0]!.height]).toEqual([1920, 1440]);
  });

  it("serves photos only to their owner, or through a signed temporary URL", async () => {
    server = await createTestServer();
    const owner = await server.signUp();
    const other = await server.signUp();
    const meal = await createMeal(server, owner);
    await uploadPhotos(server, owner, meal.id, [{ bytes: await photoWithExif() }]);
    const photo = (await getMeal(server, owner, meal.id)).photos[0]!;

    expect((await server.request(photo.image_url)).status).toBe(401);
    expect((await server.request(photo.image_url, { headers: { cookie: other.cookie } })).status).toBe(404);
    expect(photo.temporary_url).toMatch(/^\/api\/photos\/.+\?expires=\d+&sig=/);
    const signed = await server.request(photo.temporary_url!);
    expect(signed.status).toBe(200);
    expect(signed.headers.get("content-type")).toBe("image/jpeg");
    const tampered = photo.temporary_url!.replace(/sig=./, (m) => (m.endsWith("A") ? "sig=B" : "sig=A"));
    expect((await server.request(tampered)).status).toBe(404);
    const otherVariant = photo.temporary_url!.replace("/image?", "/thumbnail?");
    expect((await server.request(otherVariant)).status).toBe(404);
  });

  it("stores nothing twice when an upload is repeated with the same client photo ids", async () => {
    server = await createTestServer();
    const user = await server.signUp();
    const meal = await createMeal(server, user);
    const files = [
      { bytes: await photoWithExif("jpeg", "#111"), id: randomUUID() },
      { bytes: await photoWithExif("jpeg", "#222"), id: randomUUID() },
    ];
    const first = await uploadPhotos(server, user, meal.id, files);
    const again = await uploadPhotos(server, user, meal.id, files);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    const ids = (body: { photos: MealPhoto[] }) => body.photos.map((p) => p.id);
    expect(ids((await again.json()) as { photos: MealPhoto[] })).toEqual(files.map((f) => f.id));
    expect((await getMeal(server, user, meal.id)).photos).toHaveLength(2);
    expect(await storedFiles()).toHaveLength(4);
  });

  it.each([
    ["a text file named .jpg", () => textFileAsJpeg(), 415, "notes.jpg is not an image file"],
    ["an 11 MB file", () => oversizedJpeg(), 413, "notes.jpg is larger than 10 MB"],
    [
      "a PNG of 30,000 x 30,000 pixels",
      () => pixelBombPng(),
      422,
      "notes.jpg has too many pixels (at most 50 megapixels)",
    ],
  ])("rejects %s with a clear message and leaves no file", async (_, make, status, message) => {
    server = await createTestServer();
    const user = await server.signUp();
    const meal = await createMeal(server, user);
    const good = await photoWithExif();
    const response = await uploadPhotos(server, user, meal.id, [
      { bytes: good },
      { bytes: make(), name: "notes.jpg" },
    ]);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ message, errors: { photos: [message] } });
    expect((await getMeal(server, user, meal.id)).photos).toHaveLength(0);
    expect(await storedFiles()).toEqual([]);
  });

  it("rejects a 6th photo, counting those already stored, and leaves no file", async () => {
    server = await createTestServer();
    const user = await server.signUp();
    const meal = await createMeal(server, user);
    const photo = await photoWithExif();
    expect(
      (
        await uploadPhotos(
          server,
          user,
          meal.id,
          [1, 2, 3, 4].map(() => ({ bytes: photo })),
        )
      ).status,
    ).toBe(201);
    const before = (await storedFiles()).length;
    const response = await uploadPhotos(server, user, meal.id, [{ bytes: photo }, { bytes: photo }]);
    expect(response.status).toBe(422);
    expect(((await response.json()) as { message: string }).message).toBe(
      "Maximum 5 photos allowed per meal",
    );
    expect(await storedFiles()).toHaveLength(before);
    expect((await getMeal(server, user, meal.id)).photos).toHaveLength(4);
  });

  it("rejects a wrong meal_id, in Spanish for a Chilean user, and leaves no file", async () => {
    server = await createTestServer();
    const user = await server.signUp({ locale: "es_CL" });
    const response = await uploadPhotos(server, user, randomUUID(), [{ bytes: await photoWithExif() }]);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      message: "No se encontró la comida",
      errors: { meal_id: ["No se encontró la comida"] },
    });
    expect(await storedFiles()).toEqual([]);
  });

  it("uploads a single photo, lists a meal's photos and deletes one with its files", async () => {
    server = await createTestServer();
    const user = await server.signUp();
    const meal = await createMeal(server, user);
    const form = new FormData();
    form.append("meal_id", meal.id);
    form.append(
      "image",
      new Blob([new Uint8Array(await photoWithExif())], { type: "image/jpeg" }),
      "one.jpg",
    );
    const single = await server.request("/api/v1/meals/photos", {
      method: "POST",
      headers: { cookie: user.cookie },
      body: form,
    });
    expect(single.status).toBe(201);
    const photo = (await single.json()) as MealPhoto;
    const list = await server.request(`/api/v1/meals/${meal.id}/photos`, {
      headers: { cookie: user.cookie },
    });
    expect(((await list.json()) as { photos: MealPhoto[] }).photos.map((p) => p.id)).toEqual([photo.id]);
    const removed = await server.request(`/api/v1/meals/photos/${photo.id}`, {
      method: "DELETE",
      headers: { cookie: user.cookie },
    });
    expect(removed.status).toBe(204);
    expect(await storedFiles()).toEqual([]);
    expect((await getMeal(server, user, meal.id)).photos).toEqual([]);
  });
});
