// Issue 12, finding 11: signing out leaves nothing of the user on the device: the local database
// holds no meals and the service worker's photo cache is empty (docs/decisions/009).
import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { useBrowser } from "../harness/journey.ts";
import { newContext, watchErrors } from "../harness/browser.ts";
import { createPastMeal, signUpWithGoals, testPhoto } from "./support/meals.ts";

/** How many photos the service worker holds in its cache. */
const cachedPhotos = (page: Page) =>
  page.evaluate(async () =>
    (await caches.has("meal-photos")) ? (await (await caches.open("meal-photos")).keys()).length : 0,
  );

/** How many meals the app's IndexedDB holds on this device. */
const localMeals = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open("nutrisnap");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains("meals")) return resolve(0);
          const count = db.transaction("meals").objectStore("meals").count();
          count.onsuccess = () => {
            resolve(count.result);
            db.close();
          };
          count.onerror = () => reject(count.error);
        };
      }),
  );

describe("signing out clears the user's data from the device", () => {
  const baseUrl = inject("baseUrl");
  const browser = useBrowser();

  it("empties the local meals and the cached photos", async () => {
    const context = await newContext(browser(), baseUrl);
    await signUpWithGoals(context, baseUrl, "en_US");
    const meal = await createPastMeal(context, baseUrl, 0, "lunch");
    const upload = await context.request.post(`${baseUrl}/api/v1/meals/photos/multiple`, {
      headers: { origin: baseUrl },
      multipart: {
        meal_id: meal.id,
        photos: { name: "plate.jpg", mimeType: "image/jpeg", buffer: await testPhoto(0) },
      },
    });
    expect(upload.status()).toBe(201);

    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto("/dashboard");
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    // The meal's page shows its photo through the service worker, which keeps a copy.
    await page.goto(`/meals/${meal.id}`);
    await expect.poll(() => cachedPhotos(page)).toBeGreaterThan(0);
    await expect.poll(() => localMeals(page)).toBeGreaterThan(0);

    await page.getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL("**/login");
    await expect.poll(() => cachedPhotos(page)).toBe(0);
    await expect.poll(() => localMeals(page)).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
