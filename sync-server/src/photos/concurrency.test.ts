// Concurrent uploads to one meal: the same client photo id sent by several requests at once (two
// tabs, a retry racing its first try) is one photo whose files stay whole, and the 5-photo limit
// holds when two uploads race.
import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import type { MealPhoto } from "@nutrisnap/shared/api";
import { photoWithExif } from "../testing/images.ts";
import { createMeal, uploadPhotos } from "../testing/meals.ts";
import { createTestServer, type TestServer } from "../testing/testServer.ts";

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe("concurrent photo uploads", () => {
  it("stores a photo id sent by three requests at once once, and its files stay viewable", async () => {
    server = await createTestServer();
    const user = await server.signUp();
    const bytes = await photoWithExif();
    for (let round = 0; round < 5; round++) {
      const meal = await createMeal(server, user);
      const id = randomUUID();
      const answers = await Promise.all(
        [1, 2, 3].map(() => uploadPhotos(server!, user, meal.id, [{ bytes, id }])),
      );
      for (const answer of answers) {
        expect([201, 409], await answer.clone().text()).toContain(answer.status);
        if (answer.status === 201) {
          const photos = ((await answer.json()) as { photos: MealPhoto[] }).photos;
          expect(photos.map((p) => p.id)).toEqual([id]);
        }
      }
      expect(answers.filter((a) => a.status === 201).length).toBeGreaterThanOrEqual(1);
      const rows = await server.database.db
        .selectFrom("meal_photos")
        .select("id")
        .where("meal_id", "=", meal.id)
        .execute();
      expect(rows).toHaveLength(1);
      for (const variant of ["image", "thumbnail"]) {
        const served = await server.request(`/api/v1/meals/photos/${id}/${variant}`, {
          headers: { cookie: user.cookie },
        });
        expect(served.status, `round ${round} ${variant}`).toBe(200);
      }
    }
  });

  it("keeps the 5-photo limit when two 3-photo uploads race", async () => {
    server = await createTestServer();
    const user = await server.signUp();
    const bytes = await photoWithExif();
    for (let round = 0; round < 3; round++) {
      const meal = await createMeal(server, user);
      const three = () => [1, 2, 3].map(() => ({ bytes, id: randomUUID() }));
      const answers = await Promise.all([
        uploadPhotos(server, user, meal.id, three()),
        uploadPhotos(server, user, meal.id, three()),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([201, 422]);
      const rows = await server.database.db
        .selectFrom("meal_photos")
        .select(["id", "position"])
        .where("meal_id", "=", meal.id)
        .orderBy("position")
        .execute();
      expect(rows.map((r) => r.position)).toEqual([0, 1, 2]);
      // The refused upload left no file behind.
      const files = await server.services.blobs.list(`${user.user.id}/${meal.id}`);
      expect(files).toHaveLength(6);
    }
  });
});
