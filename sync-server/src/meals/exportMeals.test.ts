import { unzipSync } from "fflate";
import { afterEach, expect, it } from "vitest";
import { photoWithExif } from "../testing/images.ts";
import { MAX_PAGE_SIZE } from "@nutrisnap/shared/constants";
import { createMeal, uploadPhotos } from "../testing/meals.ts";
import { createTestServer, type TestServer } from "../testing/testServer.ts";
import { deleteUserMealFiles, exportMealsZip } from "./exportMeals.ts";

let server: TestServer;
afterEach(async () => server?.close());

it("exports a user's meals as JSON with their photo files in a zip, and deletes the files", async () => {
  server = await createTestServer();
  const user = await server.signUp();
  const other = await server.signUp();
  const meal = await createMeal(server, user, { type: "breakfast", note: "huevos" });
  await uploadPhotos(server, user, meal.id, [{ bytes: await photoWithExif() }]);
  await createMeal(server, other);

  const { db } = server.database;
  const { blobs, photoUrls } = server.services;
  const zip = unzipSync(await exportMealsZip(db, blobs, photoUrls, user.user.id, "en_US"));
  const json = JSON.parse(new TextDecoder().decode(zip["meals.json"])) as {
    meals: { id: string; note: string; photos: { file: string }[] }[];
  };
  expect(json.meals.map((m) => [m.id, m.note])).toEqual([[meal.id, "huevos"]]);
  const file = json.meals[0]!.photos[0]!.file;
  expect(file).toMatch(new RegExp(`^photos/${meal.id}/.+\\.jpg$`));
  expect([...zip[file]!.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);

  await deleteUserMealFiles(blobs, user.user.id);
  expect(await blobs.list(user.user.id)).toEqual([]);
});

it("exports more meals than a page holds, each with its own photos", async () => {
  server = await createTestServer();
  const user = await server.signUp();
  const meals = [];
  for (let i = 0; i <= MAX_PAGE_SIZE; i++)
    meals.push(await createMeal(server, user, { type: "snack", note: `${i}` }));
  const photographed = [meals[0]!, meals[MAX_PAGE_SIZE]!];
  for (const meal of photographed)
    await uploadPhotos(server, user, meal.id, [{ bytes: await photoWithExif() }]);

  const { db } = server.database;
  const { blobs, photoUrls } = server.services;
  const zip = unzipSync(await exportMealsZip(db, blobs, photoUrls, user.user.id, "en_US"));
  const json = JSON.parse(new TextDecoder().decode(zip["meals.json"])) as {
    meals: { id: string; photos: { file: string }[] }[];
  };
  expect(new Set(json.meals.map((m) => m.id))).toEqual(new Set(meals.map((m) => m.id)));
  for (const meal of json.meals)
    expect(meal.photos.map((p) => p.file.split("/")[1])).toEqual(
      photographed.some((p) => p.id === meal.id) ? [meal.id] : [],
    );
});
