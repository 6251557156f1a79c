import fs from "node:fs";
import path from "node:path";
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
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

const cspViolations: string[] = [];

/**
 * Content-Security-Policy violations seen in any page since the last call (the server sends its
 * real CSP in every journey; e2e/harness/cspSetup.ts fails a test that caused one).
 */
export function takeCspViolations(): string[] {
  return cspViolations.splice(0);
}

let clients = 0;

/** A made-up client address, distinct per context within a run (the process id keeps workers apart). */
export function nextClientAddress(): string {
  clients += 1;
  return `10.${(process.pid >> 8) & 255}.${process.pid & 255}.${clients % 250}`;
}

export async function newContext(
  browser: Browser,
  baseURL: string,
  options: BrowserContextOptions & { theme?: "light" | "dark" } = {},
): Promise<BrowserContext> {
  const { theme = "light", ...rest } = options;
  const context = await browser.newContext({
    baseURL,
    colorScheme: theme,
    locale: "en-US",
    ...DESKTOP,
    ...rest,
    // Every context is its own client to the server's rate limits (the e2e server trusts
    // X-Forwarded-For): journeys register many users, and one shared address runs out of sign-ups.
    extraHTTPHeaders: { "X-Forwarded-For": nextClientAddress(), ...rest.extraHTTPHeaders },
  });
  // Each page reports a violation as an event; Chromium also logs the refusal as a console error.
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(
        `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || "inline"} in ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  context.on("console", (message) => {
    const text = message.text();
    if (message.type() === "error" && /CSP violation|Content Security Policy/.test(text)) {
      cspViolations.push(`${message.location().url}: ${text}`);
    }
  });
  return context;
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

/** Whether the element has the page's focus (a field a failed submit took the user to). */
export function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement);
}
