import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser, newContext, PHONE, screenshot, watchErrors } from "../harness/browser.ts";

describe("landing page", () => {
  let browser: Browser;
  const baseUrl = inject("baseUrl");

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("renders in English by default", async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto("/");
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe("Track your nutrition with a photo");
    expect(await page.getAttribute("html", "lang")).toBe("en-US");
    await screenshot(page, "landing-en-desktop-light");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("renders in Spanish with ?lang=es_CL and remembers the choice", async () => {
    const context = await newContext(browser, baseUrl, { ...PHONE, theme: "dark" });
    const page = await context.newPage();
    await page.goto("/?lang=es_CL");
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe("Controla tu nutrición con una foto");
    expect(await page.getAttribute("html", "lang")).toBe("es-CL");
    expect(await page.evaluate(() => localStorage.getItem("preferred_locale"))).toBe("es_CL");
    await screenshot(page, "landing-es-phone-dark");

    await page.goto("/");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toContain("Controla");
    await context.close();
  });

  it("serves the service worker uncached and registers it", async () => {
    const response = await fetch(`${baseUrl}/sw.js`);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await page.goto("/");
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${baseUrl}/`);
    await context.close();
  });
});
