import fs from "node:fs";
import path from "node:path";
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from "playwright-core";
import { CHROMIUM_ARGS, findChromium } from "./chromium.ts";

export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, "../screenshots");

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS, headless: true });
}

export const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};
export const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 } };

export async function newContext(
  browser: Browser,
  baseURL: string,
  options: BrowserContextOptions & { theme?: "light" | "dark" } = {},
): Promise<BrowserContext> {
  const { theme = "light", ...rest } = options;
  return browser.newContext({ baseURL, colorScheme: theme, locale: "en-US", ...DESKTOP, ...rest });
}

/** Saves a full-page screenshot under e2e/screenshots/ (git-ignored) for a person to look at. */
export async function screenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  // Full-page capture resizes the viewport for a moment; with transitions running, the layout's
  // sidebar padding would be caught half-way. Disabled animations jump to their end state.
  await page.screenshot({ path: file, fullPage: true, animations: "disabled" });
  return file;
}

/** Collects page errors so a journey can assert the app ran without uncaught exceptions. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}
