// The start and end every browser journey shares: one Chromium, one context (its size, theme and
// language), what the journey needs before its first page (a signed-up user, a stubbed API), and a
// page whose uncaught errors are collected.
import { afterAll, beforeAll } from "vitest";
import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { launchBrowser, newContext, watchErrors } from "./browser.ts";

export interface Journey {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  /** Uncaught page errors so far (a journey ends by expecting none). */
  errors: string[];
}

export async function openJourney(
  baseUrl: string,
  options: BrowserContextOptions & { theme?: "light" | "dark" } = {},
  prepare: (context: BrowserContext) => Promise<unknown> = async () => {},
): Promise<Journey> {
  const browser = await launchBrowser();
  try {
    const context = await newContext(browser, baseUrl, options);
    await prepare(context);
    const page = await context.newPage();
    return { browser, context, page, errors: watchErrors(page) };
  } catch (error) {
    await browser.close();
    throw error;
  }
}

/** Closes what openJourney opened; safe when it failed half-way (nothing to close). */
export async function closeJourney(journey: Partial<Journey> | undefined): Promise<void> {
  await journey?.context?.close();
  await journey?.browser?.close();
}

/**
 * One Chromium for the journeys of a file, launched before the first and closed after the last;
 * call at the top of a `describe`. Answers the browser (once launched).
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error("The browser is launched before the file's first journey");
    return browser;
  };
}
