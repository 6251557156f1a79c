// Issue 11 on the screens, in English on a laptop: photos that are not photos are refused before a
// meal exists; a photo the server refuses is listed with the server's message and Discard keeps
// the meal, which then offers "Add photos"; an analysis that fails at once ends on "Analysis
// failed" with "Analyze again", never on "Analysing…". The journey runs its own server: photos of
// at most 1,000,000 pixels and no AI provider (every analysis fails at once).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import type { BrowserContext, Page } from "playwright-core";
import { screenshot } from "../harness/browser.ts";
import { closeJourney, openJourney, type Journey } from "../harness/journey.ts";
import { startServer, type RunningServer } from "../harness/server.ts";
import { serverMeal, signUpWithGoals, testPhotoFiles } from "./support/meals.ts";

const SLOW = { timeout: 30_000 };

/** A PNG whose header says 100 x 100 but whose pixels are noise: only decoding finds it broken. */
function brokenPng(): Buffer {
  const header = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).copy(header);
  header.write("IHDR", 12, "ascii");
  header.writeUInt32BE(100, 16);
  header.writeUInt32BE(100, 20);
  Buffer.from([8, 2, 0, 0, 0]).copy(header, 24);
  return Buffer.concat([header, Buffer.from("this is not image data at all".repeat(20))]);
}

describe("sync faults on the screens", () => {
  let server: RunningServer;
  let journey: Journey;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  let mealId = "";

  beforeAll(async () => {
    server = await startServer({ env: { TRUST_PROXY: "true", MAX_PHOTO_PIXELS: "1000000" } });
    journey = await openJourney(server.url, {}, (context) => signUpWithGoals(context, server.url, "en_US"));
    ({ context, page, errors } = journey);
  });
  afterAll(async () => {
    await closeJourney(journey);
    await server?.stop();
  });

  it("refuses a text file named .jpg and a PNG that does not decode before any meal exists", async () => {
    await page.goto("/log-meal");
    const choose = page.getByLabel("Choose photos");
    await choose.setInputFiles([
      { name: "dinner.jpg", mimeType: "image/jpeg", buffer: Buffer.from("just some text, not a photo") },
    ]);
    await page.getByRole("button", { name: "Log meal", exact: true }).click();
    await expect
      .poll(() =>
        page
          .getByText("dinner.jpg could not be read as an image. Please use a JPEG, PNG or WebP photo.")
          .count(),
      )
      .toBe(1);
    expect(page.url()).toMatch(/\/log-meal$/);

    await page.getByRole("button", { name: "Remove photo 1" }).click();
    await choose.setInputFiles([{ name: "noise.png", mimeType: "image/png", buffer: brokenPng() }]);
    await page.getByRole("button", { name: "Log meal", exact: true }).click();
    await expect
      .poll(() =>
        page
          .getByText("noise.png could not be read as an image. Please use a JPEG, PNG or WebP photo.")
          .count(),
      )
      .toBe(1);
    expect(page.url()).toMatch(/\/log-meal$/);
    await page.goto("/meals");
    await expect.poll(() => page.getByTestId("meal-count").textContent()).toMatch(/0/);
  });

  it("lists a photo the server refuses with its message; Discard keeps the meal, which takes new photos", async () => {
    await page.goto("/log-meal");
    // The type follows the time of day (issue 15): choose it, so the titles below are known.
    await page.getByRole("radio", { name: "Breakfast" }).click();
    const large = await sharp({ create: { width: 1280, height: 960, channels: 3, background: "#2a9d8f" } })
      .jpeg()
      .toBuffer();
    await page
      .getByLabel("Choose photos")
      .setInputFiles([{ name: "large.jpg", mimeType: "image/jpeg", buffer: large }]);
    await page.getByRole("button", { name: "Log meal", exact: true }).click();
    await page.waitForURL(/\/meals\/[0-9a-f-]+$/);
    mealId = page.url().split("/").at(-1)!;

    const list = page.getByTestId("failed-changes");
    await expect
      .poll(() => list.textContent(), SLOW)
      .toBe("Meal photos · Breakfast: large.jpg has too many pixels (at most 1 megapixels)");
    // Nothing is being analysed while the photos are refused.
    expect(await page.getByText("Analyzing your meal…").count()).toBe(0);
    await screenshot(page, "sync-failed-change-listed");
    await page.getByRole("button", { name: "Discard", exact: true }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Discard" }).click();
    await expect
      .poll(() => page.getByText("This meal has no photos. Add photos to analyze it.").count(), SLOW)
      .toBe(1);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Breakfast");

    await page.getByLabel("Add photos").setInputFiles(await testPhotoFiles(0, 1));
    // No AI provider: the analysis fails at once, and the page must say so by itself.
    await expect.poll(() => page.getByText("Analysis failed", { exact: true }).count(), SLOW).toBe(1);
    expect(await page.getByText("Analyzing your meal…").count()).toBe(0);
    expect(await page.getByRole("button", { name: "Analyze again" }).count()).toBe(1);
    expect((await serverMeal(context, server.url, mealId)).photos).toHaveLength(1);
    await screenshot(page, "sync-analysis-failed-add-photos");

    // Asked again, it fails again at once on the server; the page follows without a reload.
    const before = (await serverMeal(context, server.url, mealId)).updated_at;
    await page.getByRole("button", { name: "Analyze again" }).click();
    await expect
      .poll(async () => {
        const meal = await serverMeal(context, server.url, mealId);
        return meal.updated_at !== before && meal.analysis_status;
      }, SLOW)
      .toBe("failed");
    await expect.poll(() => page.getByText("Analyzing your meal…").count(), SLOW).toBe(0);
    expect(await page.getByText("Analysis failed", { exact: true }).count()).toBe(1);
    expect(errors).toEqual([]);
  });
});
