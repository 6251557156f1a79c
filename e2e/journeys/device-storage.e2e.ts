// Issue 19: local photo storage stays bounded. Settings shows the storage used on this device, the
// quota, whether it is persistent and the photos kept here; "Free up space" removes only what the
// server has: an unsent photo stays, and an uploaded one is shown from the server afterwards.
import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { useBrowser } from "../harness/journey.ts";
import { DESKTOP, newContext, PHONE, watchErrors } from "../harness/browser.ts";
import { shootBothThemes } from "../harness/account.ts";
import { horizontalOverflow } from "../harness/layout.ts";
import { serverMeals, signUpWithGoals, testPhotoFiles } from "./support/meals.ts";

/** Each local photo row: whether the server has it and whether its Blob is still on the device. */
async function localPhotos(page: Page): Promise<{ meal: string; uploaded: boolean; blob: boolean }[]> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open("nutrisnap");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction("photos").objectStore("photos").getAll();
          request.onerror = () => reject(request.error);
          request.onsuccess = () => {
            const rows = request.result as { meal_id: string; uploaded: boolean; blob?: Blob }[];
            open.result.close();
            resolve(
              rows.map((row) => ({ meal: row.meal_id, uploaded: row.uploaded, blob: Boolean(row.blob) })),
            );
          };
        };
      }),
  );
}

async function logMealWithPhoto(page: Page, index: number): Promise<string> {
  await page.goto("/log-meal");
  await page.getByLabel("Choose photos").setInputFiles(await testPhotoFiles(index, 1));
  await expect.poll(() => page.getByTestId("photo-count").textContent()).toBe("(1/5)");
  await page.getByRole("button", { name: "Log meal", exact: true }).click();
  await page.waitForURL(/\/meals\/[0-9a-f-]+$/, { timeout: 30_000 });
  return new URL(page.url()).pathname.split("/").pop()!;
}

describe("storage on this device", () => {
  const baseUrl = inject("baseUrl");
  const browser = useBrowser();

  it("frees the space of uploaded photos, keeps the unsent one, and shows the freed photo from the server", async () => {
    const context = await newContext(browser(), baseUrl, { ...PHONE });
    await signUpWithGoals(context, baseUrl, "en_US");
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto("/dashboard");
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 30_000 })
      .toBe(true);

    const sent = await logMealWithPhoto(page, 0);
    await expect
      .poll(async () => (await localPhotos(page)).filter((row) => row.uploaded).length, { timeout: 60_000 })
      .toBe(1);
    await context.setOffline(true);
    const unsent = await logMealWithPhoto(page, 1);

    await page.goto("/settings");
    await expect.poll(() => page.getByTestId("storage-photos").textContent()).toContain("2 photos");
    await expect
      .poll(() => page.getByTestId("storage-photos").textContent())
      .toContain("1 waiting to upload");
    await expect.poll(() => page.getByTestId("storage-used").textContent()).toMatch(/ of .* available/);
    await expect.poll(() => page.getByTestId("storage-persistent").textContent()).toMatch(/On|Off/);
    const problems = await shootBothThemes(page, "storage-phone");
    expect(problems).toEqual([]);
    expect((await horizontalOverflow(page)).offenders).toEqual([]);

    await page.getByRole("button", { name: "Free up space" }).click();
    await expect
      .poll(() =>
        page.getByText(/1 photo removed from this device \(.+\)\. It is still on the server\./).count(),
      )
      .toBe(1);
    await expect.poll(() => page.getByTestId("storage-photos").textContent()).toContain("1 photo");
    expect(await localPhotos(page)).toEqual(
      expect.arrayContaining([
        { meal: sent, uploaded: true, blob: false },
        { meal: unsent, uploaded: false, blob: true },
      ]),
    );
    expect(await page.getByRole("button", { name: "Free up space" }).isDisabled()).toBe(true);

    // Back online: the unsent meal reaches the server with its photo; the freed one shows from the server.
    await context.setOffline(false);
    await expect
      .poll(async () => (await serverMeals(context, baseUrl)).map((meal) => meal.photos.length).sort(), {
        timeout: 60_000,
      })
      .toEqual([1, 1]);
    await page.goto(`/meals/${sent}`);
    const image = page.getByRole("img", { name: "Meal photo", exact: true });
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth), { timeout: 30_000 })
      .toBeGreaterThan(0);
    expect(await image.getAttribute("src")).not.toMatch(/^blob:/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the storage card in Spanish on a wide screen", async () => {
    const context = await newContext(browser(), baseUrl, { ...DESKTOP, locale: "es-CL" });
    await signUpWithGoals(context, baseUrl, "es_CL");
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto("/settings");
    await expect.poll(() => page.getByText("Almacenamiento en este dispositivo").count()).toBe(1);
    await expect.poll(() => page.getByTestId("storage-photos").textContent()).toContain("0 fotos");
    await expect.poll(() => page.getByTestId("storage-used").textContent()).toMatch(/ de .* disponibles/);
    expect(await page.getByRole("button", { name: "Liberar espacio" }).isDisabled()).toBe(true);
    const problems = await shootBothThemes(page, "storage-wide-es");
    expect(problems).toEqual([]);
    expect((await horizontalOverflow(page)).offenders).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
