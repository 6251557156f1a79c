// Issue 17: a server keeping photos in an S3-compatible object store (a real one on loopback),
// used as people do: a meal logged with photos on a desktop in English (light), the same meal opened
// on a phone in the dark, where the photos come from the server (and so from the bucket), then again
// offline from the app's photo cache. No photo file is written under the server's DATA_DIR.
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { startFakeOpenAI, type FakeOpenAI } from "../../sync-server/src/testing/fakeOpenAI.ts";
import { startObjectStore, type TestObjectStore } from "../../sync-server/src/testing/objectStore.ts";
import { launchBrowser, newContext, PHONE, screenshot, watchErrors } from "../harness/browser.ts";
import { startServer, type RunningServer } from "../harness/server.ts";
import { signIn, signUpWithGoals, testPhotoFiles } from "./support/meals.ts";

/** Every photo on the page has loaded (a broken or pending image has no natural width). */
const photosShown = (page: Page) =>
  page.evaluate(() => {
    const images = [...document.querySelectorAll<HTMLImageElement>("main img")];
    return images.length > 0 && images.every((image) => image.complete && image.naturalWidth > 0);
  });

describe("photos kept in an object store", () => {
  let objectStore: TestObjectStore;
  let ai: FakeOpenAI;
  let server: RunningServer;
  let browser: Browser;
  let desktop: BrowserContext;
  let email = "";
  let mealId = "";

  beforeAll(async () => {
    objectStore = await startObjectStore();
    ai = await startFakeOpenAI();
    server = await startServer({
      env: {
        ...objectStore.env("journey"),
        TRUST_PROXY: "true",
        OPENAI_BASE_URL: ai.url,
        OPENAI_API_KEY: "e2e-fake-key",
        ANALYSIS_MODEL: "fake-vision",
      },
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await desktop?.close();
    await browser?.close();
    await server?.stop();
    await ai?.close();
    await objectStore?.close();
  });

  it("logs a meal with two photos, analysed from the bucket", async () => {
    desktop = await newContext(browser, server.url);
    ({ email } = await signUpWithGoals(desktop, server.url, "en_US"));
    const page = await desktop.newPage();
    const errors = watchErrors(page);
    await page.goto("/dashboard");
    await expect.poll(() => page.getByTestId("day-title").textContent()).toBe("Today's progress");
    await page.getByRole("link", { name: "Log a meal" }).first().click();
    await page.getByRole("radio", { name: "Lunch" }).click();
    await page.getByLabel("Choose photos").setInputFiles(await testPhotoFiles(0, 2));
    await expect.poll(() => page.getByTestId("photo-count").textContent()).toBe("(2/5)");
    await page.getByRole("button", { name: "Log meal", exact: true }).click();
    await page.waitForURL(/\/meals\/[0-9a-f-]+$/);
    mealId = page.url().split("/").at(-1)!;
    await expect
      .poll(() => page.locator('[data-status="completed"]').count(), { timeout: 45_000 })
      .toBeGreaterThan(0);
    expect(await page.getByText("Photos (2)").count()).toBe(1);
    await expect.poll(() => photosShown(page)).toBe(true);
    await screenshot(page, "object-store-meal-desktop-light");
    expect(errors).toEqual([]);
  });

  it("shows the photos on another device from the server, then offline from its cache", async () => {
    const phone = await newContext(browser, server.url, { ...PHONE, theme: "dark" });
    try {
      await signIn(phone, server.url, email);
      const page = await phone.newPage();
      const errors = watchErrors(page);
      const fromServer: string[] = [];
      page.on("response", (response) => {
        if (/\/photos\/[0-9a-f-]+\/(image|thumbnail)/.test(response.url()) && response.status() === 200)
          fromServer.push(response.url());
      });
      await page.goto(`/meals/${mealId}`);
      // The service worker must be in control for the offline visit below.
      await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
      await page.reload();
      await expect.poll(() => page.getByText("Photos (2)").count()).toBe(1);
      await expect.poll(() => photosShown(page)).toBe(true);
      expect(fromServer.length).toBeGreaterThan(0);
      await screenshot(page, "object-store-meal-phone-dark");

      await phone.setOffline(true);
      await page.reload();
      await expect.poll(() => page.getByText("Photos (2)").count()).toBe(1);
      await expect.poll(() => photosShown(page)).toBe(true);
      await screenshot(page, "object-store-meal-phone-dark-offline");
      expect(errors).toEqual([]);
    } finally {
      await phone.close();
    }
  });

  it("wrote no photo file under DATA_DIR", () => {
    const files = fs
      .readdirSync(server.dataDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);
    expect(files.filter((name) => /\.(jpe?g|png|webp)$/i.test(name))).toEqual([]);
    expect(files).toContain("nutrisnap.sqlite");
  });
});
