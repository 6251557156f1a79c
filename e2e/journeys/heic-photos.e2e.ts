// Issue 19: HEIC photos from iPhones and Macs, converted to JPEG on the device before the meal is
// saved, under and over 5 MB, online and offline (the decoder is precached), upright by their EXIF
// orientation and without GPS; a HEIC that cannot be decoded says so on its thumbnail and nothing
// is saved. The fixture is a real HEVC file (web/src/data/photos/fixtures/make-fixtures.sh).
import fs from "node:fs";
import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { useBrowser } from "../harness/journey.ts";
import { DESKTOP, newContext, PHONE, screenshot, watchErrors } from "../harness/browser.ts";
import { seriousA11yProblems } from "../harness/account.ts";
import { horizontalOverflow } from "../harness/layout.ts";
import { serverMeal, serverMeals, signUpWithGoals } from "./support/meals.ts";

const FIXTURE = fs.readFileSync(
  new URL("../../web/src/data/photos/fixtures/meal-rotated-gps.heic", import.meta.url),
);

/** The same real HEIC grown past spec §9's 5,000,000 bytes by an ISO-BMFF "free" box readers skip. */
function overFiveMegabytes(heic: Buffer): Buffer {
  const size = 5_500_000;
  const free = Buffer.alloc(size);
  free.writeUInt32BE(size, 0);
  free.write("free", 4, "ascii");
  return Buffer.concat([heic, free]);
}

const heicFiles = () => [
  { name: "IMG_4101.HEIC", mimeType: "image/heic", buffer: FIXTURE },
  { name: "IMG_4102.HEIC", mimeType: "image/heic", buffer: overFiveMegabytes(FIXTURE) },
];

/** Until the app's service worker controls the page (it has precached the shell and the decoder). */
async function installOffline(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 30_000 })
    .toBe(true);
}

/** The natural size of a chosen photo's thumbnail, once it has loaded. */
async function thumbnailSize(page: Page, name: string): Promise<[number, number]> {
  const image = page.getByRole("img", { name, exact: true });
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth), { timeout: 60_000 })
    .toBeGreaterThan(0);
  return image.evaluate((element: HTMLImageElement) => [element.naturalWidth, element.naturalHeight]);
}

/** Whether the top-left corner of a thumbnail is the fixture's red marker (upright, not turned). */
async function redTopLeft(page: Page, name: string): Promise<boolean> {
  return page.getByRole("img", { name, exact: true }).evaluate((element: HTMLImageElement) => {
    const canvas = document.createElement("canvas");
    canvas.width = element.naturalWidth;
    canvas.height = element.naturalHeight;
    const context = canvas.getContext("2d")!;
    context.drawImage(element, 0, 0);
    const [r = 0, g = 0, b = 0] = context.getImageData(10, 10, 1, 1).data;
    return r > 180 && g < 80 && b < 80;
  });
}

/** The photo Blobs the device keeps for its meals: their type and whether any EXIF is inside. */
async function localPhotoBlobs(
  page: Page,
): Promise<{ type: string; size: number; jpeg: boolean; exif: boolean }[]> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open("nutrisnap");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction("photos").objectStore("photos").getAll();
          request.onerror = () => reject(request.error);
          request.onsuccess = async () => {
            const rows = request.result as { blob?: Blob }[];
            const out = [];
            for (const row of rows) {
              if (!row.blob) continue;
              const bytes = new Uint8Array(await row.blob.arrayBuffer());
              const text = String.fromCharCode(...bytes.subarray(0, 4096));
              out.push({
                type: row.blob.type,
                size: row.blob.size,
                jpeg: bytes[0] === 0xff && bytes[1] === 0xd8,
                exif: text.includes("Exif") || text.includes("GPS"),
              });
            }
            open.result.close();
            resolve(out);
          };
        };
      }),
  );
}

describe("HEIC photos become JPEG on the device", () => {
  const baseUrl = inject("baseUrl");
  const browser = useBrowser();

  it("logs and analyses two HEIC photos, under and over 5 MB, on a phone", async () => {
    const context = await newContext(browser(), baseUrl, { ...PHONE });
    await signUpWithGoals(context, baseUrl, "en_US");
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto("/log-meal");
    await page.getByLabel("Choose photos").setInputFiles(heicFiles());
    await expect.poll(() => page.getByTestId("photo-count").textContent()).toBe("(2/5)");
    // Stored 4032 x 3024 with "rotate 90° clockwise": a 1440 x 1920 portrait, marker top-left.
    expect(await thumbnailSize(page, "Photo 1")).toEqual([1440, 1920]);
    expect(await thumbnailSize(page, "Photo 2")).toEqual([1440, 1920]);
    expect(await redTopLeft(page, "Photo 1")).toBe(true);
    expect(await redTopLeft(page, "Photo 2")).toBe(true);
    expect(await page.getByTestId("photo-failed").count()).toBe(0);
    expect(await seriousA11yProblems(page)).toEqual([]);
    expect((await horizontalOverflow(page)).offenders).toEqual([]);
    await screenshot(page, "heic-phone-converted");

    await page.getByRole("button", { name: "Log meal", exact: true }).click();
    await page.waitForURL(/\/meals\/[0-9a-f-]+$/, { timeout: 30_000 });
    const id = new URL(page.url()).pathname.split("/").pop()!;
    await expect
      .poll(async () => (await serverMeal(context, baseUrl, id)).analysis_status, { timeout: 60_000 })
      .toBe("completed");
    const meal = await serverMeal(context, baseUrl, id);
    expect(meal.photos.map((photo) => [photo.content_type, photo.width, photo.height])).toEqual([
      ["image/jpeg", 1440, 1920],
      ["image/jpeg", 1440, 1920],
    ]);
    expect(meal.items.length).toBeGreaterThan(0);
    const blobs = await localPhotoBlobs(page);
    expect(blobs).toHaveLength(2);
    for (const blob of blobs) expect(blob).toMatchObject({ type: "image/jpeg", jpeg: true, exif: false });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("converts a HEIC photo with the network off, in Spanish on a wide screen, and syncs it later", async () => {
    const context = await newContext(browser(), baseUrl, { ...DESKTOP, theme: "dark", locale: "es-CL" });
    await signUpWithGoals(context, baseUrl, "es_CL");
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto("/log-meal");
    await installOffline(page);
    await context.setOffline(true);
    await page.getByLabel("Elegir fotos").setInputFiles(heicFiles().slice(0, 1));
    expect(await thumbnailSize(page, "Foto 1")).toEqual([1440, 1920]);
    expect(await redTopLeft(page, "Foto 1")).toBe(true);
    expect(await seriousA11yProblems(page)).toEqual([]);
    expect((await horizontalOverflow(page)).offenders).toEqual([]);
    await screenshot(page, "heic-wide-offline-es");
    await page.getByRole("button", { name: "Registrar comida", exact: true }).click();
    await page.waitForURL(/\/meals\/[0-9a-f-]+$/, { timeout: 30_000 });
    const blobs = await localPhotoBlobs(page);
    expect(blobs).toEqual([expect.objectContaining({ type: "image/jpeg", jpeg: true, exif: false })]);
    await context.setOffline(false);
    const id = new URL(page.url()).pathname.split("/").pop()!;
    await expect
      .poll(
        async () => (await serverMeals(context, baseUrl)).find((meal) => meal.id === id)?.analysis_status,
        {
          timeout: 90_000,
        },
      )
      .toBe("completed");
    expect((await serverMeal(context, baseUrl, id)).photos[0]).toMatchObject({
      content_type: "image/jpeg",
      width: 1440,
      height: 1920,
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("says on the thumbnail that a broken HEIC could not be converted, and saves nothing", async () => {
    const context = await newContext(browser(), baseUrl, { ...PHONE, locale: "es-CL" });
    await signUpWithGoals(context, baseUrl, "es_CL");
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto("/log-meal");
    const broken = { name: "IMG_4103.HEIC", mimeType: "image/heic", buffer: FIXTURE.subarray(0, 9000) };
    await page.getByLabel("Elegir fotos").setInputFiles([broken, heicFiles()[0]!]);
    const failed = page.getByTestId("photo-failed");
    await expect.poll(() => failed.count(), { timeout: 60_000 }).toBe(1);
    expect(await failed.textContent()).toContain("No se pudo convertir esta foto");
    expect(await failed.getAttribute("title")).toContain("IMG_4103.HEIC");
    expect(await thumbnailSize(page, "Foto 2")).toEqual([1440, 1920]);
    await expect.poll(() => page.getByTestId("photos-not-converted").textContent()).toContain("Quítala");
    const log = page.getByRole("button", { name: "Registrar comida", exact: true });
    expect(await log.isDisabled()).toBe(true);
    expect(await seriousA11yProblems(page)).toEqual([]);
    expect((await horizontalOverflow(page)).offenders).toEqual([]);
    await screenshot(page, "heic-phone-failed-es");
    expect(await serverMeals(context, baseUrl)).toEqual([]);
    expect(await localPhotoBlobs(page)).toEqual([]);

    // Removing the photo that failed lets the rest be logged.
    await page.getByRole("button", { name: "Quitar foto 1" }).click();
    await expect.poll(() => log.isDisabled()).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });
});
