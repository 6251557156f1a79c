import { AxeBuilder } from "@axe-core/playwright";
import { decodeBase32IgnorePadding } from "@oslojs/encoding";
import { generateHOTP } from "@oslojs/otp";
import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import fs from "node:fs";
import path from "node:path";
import { newContext, nextClientAddress, SCREENSHOT_DIR } from "./browser.ts";

/**
 * A browser context that looks like its own client to the server's rate limits: the e2e server
 * trusts X-Forwarded-For (globalSetup sets TRUST_PROXY), so each context gets its own address.
 */
export async function clientContext(
  browser: Browser,
  baseUrl: string,
  options: BrowserContextOptions & { theme?: "light" | "dark" } = {},
): Promise<BrowserContext> {
  return newContext(browser, baseUrl, {
    ...options,
    extraHTTPHeaders: { ...options.extraHTTPHeaders, "X-Forwarded-For": nextClientAddress() },
  });
}

let emails = 0;
export function uniqueEmail(prefix: string): string {
  emails += 1;
  return `${prefix}-${Date.now().toString(36)}-${emails}@example.cl`;
}

/** The current code of an authenticator app for a base32 secret (RFC 6238, 30 s, 6 digits). */
/**
 * What an authenticator app shows now, or `stepsAhead` 30-second steps later. A code is accepted
 * once, so a journey that used the current one signs in with the next (within the server's grace).
 */
export function totp(secret: string, stepsAhead = 0): string {
  const step = BigInt(Math.floor(Date.now() / 1000 / 30) + stepsAhead);
  return generateHOTP(decodeBase32IgnorePadding(secret), step, 6);
}

export interface A11yProblem {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

/** Resolves once the page's finite animations and transitions (a theme change, a toast) have ended. */
async function settledAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** axe-core on the current screen (WCAG 2 A and AA); answers the serious and critical problems. */
export async function seriousA11yProblems(page: Page): Promise<A11yProblem[]> {
  // Contrast is judged on the settled screen: let finite animations (a toast fading in) end first.
  await settledAnimations(page);
  // A toast may start fading out while axe runs (its timer ends mid-check on a loaded machine),
  // and axe would then judge a half-transparent toast. Pin every element at its end state while
  // the check runs, as a screen at rest looks.
  const pin = await page.addStyleTag({
    content: "*, *::before, *::after { animation: none !important; transition: none !important; }",
  });
  const results = await new AxeBuilder({ page: page as never })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  await pin.evaluate((style) => (style as Element).remove());
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(" ")),
    }));
}

/**
 * A whole-page screenshot taken by growing the viewport to the page's height. Chromium's own
 * full-page capture lays fixed elements (the sidebar) out against the short viewport and draws
 * the content shifted under them, which is not what a person sees.
 */
export async function tallScreenshot(page: Page, name: string): Promise<string> {
  const viewport = page.viewportSize();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  if (viewport && height > viewport.height) await page.setViewportSize({ width: viewport.width, height });
  await page.screenshot({ path: file });
  if (viewport && height > viewport.height) await page.setViewportSize(viewport);
  return file;
}

/**
 * Screenshots the screen in the light and the dark theme (the app follows the OS while its theme
 * is "system") and runs axe in each; answers every serious or critical problem with its theme.
 */
export async function shootBothThemes(page: Page, name: string): Promise<string[]> {
  const problems: string[] = [];
  for (const theme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await page.waitForFunction(
      (dark) => document.documentElement.classList.contains("dark") === dark,
      theme === "dark",
    );
    // Let transitions settle before the picture and the contrast check.
    await settledAnimations(page);
    await tallScreenshot(page, `${name}-${theme}`);
    for (const problem of await seriousA11yProblems(page)) {
      problems.push(`${name} (${theme}): ${problem.id} ${problem.help} at ${problem.targets.join(", ")}`);
    }
  }
  await page.emulateMedia({ colorScheme: "light" });
  return problems;
}
