// Issue 20: photos shared into the installed app. Android posts the share as a multipart form
// navigation to the manifest's share_target action; here a page of the app submits the same form,
// so the registered service worker receives it exactly as it would from the system share sheet.
// It works offline: the worker stores the files and the log-meal screen takes them as if picked.
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { seriousA11yProblems } from "../harness/account.ts";
import { DESKTOP, launchBrowser, newContext, PHONE, screenshot, watchErrors } from "../harness/browser.ts";
import { horizontalOverflow } from "../harness/layout.ts";
import { signUpWithGoals, testPhotoFiles } from "./support/meals.ts";

interface ShareFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** Submits a multipart form to the share target, as the system share sheet does. */
async function share(page: Page, files: ShareFile[]): Promise<void> {
  await page.evaluate(() => {
    const form = document.createElement("form");
    form.id = "share-form";
    form.method = "post";
    form.enctype = "multipart/form-data";
    form.action = "/share-target";
    const input = document.createElement("input");
    input.type = "file";
    input.name = "photos";
    input.multiple = true;
    input.id = "share-files";
    form.append(input);
    document.body.append(form);
  });
  await page.locator("#share-files").setInputFiles(files);
  await page.evaluate(() => (document.getElementById("share-form") as HTMLFormElement).submit());
}

describe("sharing photos into the installed app", () => {
  const baseUrl = inject("baseUrl");
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await newContext(browser, baseUrl, { ...PHONE });
    await signUpWithGoals(context, baseUrl, "en_US");
    page = await context.newPage();
    errors = watchErrors(page);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it("opens log meal with 3 shared photos, with the network off", async () => {
    // The installed app's worker controls the page before the network goes away.
    await page.goto("/dashboard");
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 30_000 })
      .toBe(true);
    await context.setOffline(true);
    await share(page, await testPhotoFiles(0, 3));
    await page.waitForURL(/\/log-meal$/, { timeout: 30_000 });
    await expect.poll(() => page.getByTestId("photo-count").textContent(), { timeout: 30_000 }).toBe("(3/5)");
    for (const index of [1, 2, 3]) {
      await expect.poll(() => page.getByRole("img", { name: `Photo ${index}`, exact: true }).count()).toBe(1);
    }
    await screenshot(page, "share-target-offline");
    // A reload does not add them again: the share was taken once.
    expect(new URL(page.url()).search).toBe("");
    await page.reload();
    await expect.poll(() => page.getByTestId("photo-count").textContent(), { timeout: 30_000 }).toBe("(0/5)");
    await context.setOffline(false);
  });

  it("gives the screen's own messages for a non-image and for more than 5", async () => {
    const photos = await testPhotoFiles(0, 6);
    await share(page, [
      { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a photo") },
      ...photos,
    ]);
    await page.waitForURL(/\/log-meal$/, { timeout: 30_000 });
    await expect.poll(() => page.getByTestId("photo-count").textContent(), { timeout: 30_000 }).toBe("(5/5)");
    await expect.poll(() => page.getByText("notes.txt is not an image file").count()).toBe(1);
    await expect.poll(() => page.getByText(/Only 5 more photos can be added/).count()).toBe(1);
    expect(errors).toEqual([]);
  });
});

describe("sharing a HEIC photo into the app in Spanish on a wide screen", () => {
  const baseUrl = inject("baseUrl");
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("converts a shared HEIC to JPEG offline, like a chosen one (decision 070)", async () => {
    const context = await newContext(browser, baseUrl, { ...DESKTOP, theme: "dark", locale: "es-CL" });
    await signUpWithGoals(context, baseUrl, "es_CL");
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
    await context.setOffline(true);
    const heic = fs.readFileSync(
      new URL("../../web/src/data/photos/fixtures/meal-rotated-gps.heic", import.meta.url),
    );
    await share(page, [
      { name: "IMG_5120.HEIC", mimeType: "image/heic", buffer: heic },
      ...(await testPhotoFiles(0, 1)),
    ]);
    await page.waitForURL(/\/log-meal$/, { timeout: 30_000 });
    await expect.poll(() => page.getByTestId("photo-count").textContent(), { timeout: 30_000 }).toBe("(2/5)");
    const converted = page.getByRole("img", { name: "Foto 1", exact: true });
    await expect
      .poll(() => converted.evaluate((element: HTMLImageElement) => element.naturalWidth), {
        timeout: 60_000,
      })
      .toBe(1440);
    expect(await seriousA11yProblems(page)).toEqual([]);
    expect((await horizontalOverflow(page)).offenders).toEqual([]);
    await screenshot(page, "share-target-heic-wide-es");
    await context.setOffline(false);
    expect(errors).toEqual([]);
    await context.close();
  });
});
