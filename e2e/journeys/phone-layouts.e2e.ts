// Every screen at 390 px (a phone) and 1280 px (a laptop), in English and Spanish: nothing scrolls
// sideways, axe finds no serious problem in either theme, and a screenshot of each lands in
// e2e/screenshots/ to be looked at. Also the localised 404 and the room left for the round
// log-meal button.
import { describe, expect, inject, it } from "vitest";
import type { BrowserContextOptions, Page } from "playwright-core";
import { useBrowser } from "../harness/journey.ts";
import { newContext, PHONE, DESKTOP, watchErrors } from "../harness/browser.ts";
import { checkScreen } from "../harness/layout.ts";
import { BROWSER_LOCALE, LOCALES, type JourneyLocale } from "../harness/texts.ts";
import { createPastMeal, signUpWithGoals } from "./support/meals.ts";

const WIDTHS: [string, BrowserContextOptions][] = [
  ["phone", PHONE],
  ["desktop", DESKTOP],
];

const NOT_FOUND = {
  en_US: { title: "Page not found", home: "Back to home", dashboard: "Back to the dashboard" },
  es_CL: { title: "No encontramos esta página", home: "Volver al inicio", dashboard: "Volver al panel" },
} as const;

const PUBLIC_SCREENS = [
  ["landing", "/"],
  ["login", "/login"],
  ["register", "/register"],
  ["forgot-password", "/forgot-password"],
  ["password-reset", "/password-reset/not-a-real-token"],
  ["confirm", "/confirm/not-a-real-token"],
] as const;

/** What readable or clickable thing in the page's main column lies under the round log-meal button. */
async function coveredBy(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const cover = Array.from(document.querySelectorAll('a[href="/log-meal"]')).find(
      (link) => getComputedStyle(link).position === "fixed",
    );
    if (!cover) return ["(no round log-meal button)"];
    if (getComputedStyle(cover).visibility === "hidden") return [];
    const box = cover.getBoundingClientRect();
    const hits: string[] = [];
    for (const element of Array.from(document.querySelectorAll("main *"))) {
      const interactive = element.matches("a, button, input, select, textarea, [role=progressbar], svg");
      const text = element.childElementCount === 0 && (element.textContent ?? "").trim() !== "";
      if (!interactive && !text) continue;
      const other = element.getBoundingClientRect();
      if (other.width === 0 || other.height === 0) continue;
      const overlaps =
        other.left < box.right && other.right > box.left && other.top < box.bottom && other.bottom > box.top;
      if (overlaps)
        hits.push(`${element.tagName.toLowerCase()} "${(element.textContent ?? "").trim().slice(0, 30)}"`);
    }
    return hits;
  });
}

describe("every screen fits a phone and a laptop in both languages", () => {
  const baseUrl = inject("baseUrl");
  const browser = useBrowser();
  const problems: string[] = [];

  for (const locale of LOCALES) {
    for (const [device, options] of WIDTHS) {
      it(`public screens, ${locale} on a ${device}`, async () => {
        const context = await newContext(browser(), baseUrl, options);
        const page = await context.newPage();
        const errors = watchErrors(page);
        await page.goto(`/?lang=${locale}`);
        for (const [name, path] of PUBLIC_SCREENS) {
          await page.goto(path);
          await page.locator("h1").first().waitFor();
          // In the language ?lang chose: a screen in another one is found here, not at the 404.
          expect(await page.getAttribute("html", "lang"), name).toBe(BROWSER_LOCALE[locale]);
          problems.push(...(await checkScreen(page, `${name}-${locale}-${device}`)));
        }

        // The landing page's email field is a field a thumb can hit, not an 18 px sliver.
        await page.goto("/");
        const email = page.locator('input[type="email"]').first();
        expect((await email.boundingBox())!.height).toBeGreaterThanOrEqual(40);
        // The header's Register link is inside the screen.
        const register = page.locator("header").getByRole("link", { name: /Register|Registrarse/ });
        const box = (await register.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(options.viewport!.width);

        // An unknown address: a localised page in the layout, with a way back home.
        await page.goto("/no-such-page/at-all");
        await expect
          .poll(() => page.getByRole("heading", { level: 1 }).textContent())
          .toBe(NOT_FOUND[locale].title);
        problems.push(...(await checkScreen(page, `not-found-${locale}-${device}`)));
        await page.getByRole("link", { name: NOT_FOUND[locale].home }).click();
        await page.waitForURL(`${baseUrl}/`);
        expect(errors).toEqual([]);
        await context.close();
      }, 120_000);

      it(`signed-in screens, ${locale} on a ${device}`, async () => {
        const context = await newContext(browser(), baseUrl, options);
        await signUpWithGoals(context, baseUrl, locale as JourneyLocale);
        const meals = [];
        for (const type of ["breakfast", "lunch", "snack"] as const)
          meals.push(await createPastMeal(context, baseUrl, 0, type));
        const page = await context.newPage();
        const errors = watchErrors(page);
        await page.goto(`/?lang=${locale}`);
        await page.goto("/dashboard");
        await page.getByTestId("day-title").waitFor();
        const screens = [
          ["dashboard", "/dashboard", () => page.getByTestId("meal-count").waitFor()],
          ["meals", "/meals", () => page.getByTestId("meal-count").waitFor()],
          ["meal-detail", `/meals/${meals[0]!.id}`, () => page.locator("main h1").waitFor()],
          ["log-meal", "/log-meal", () => page.locator("main h1").waitFor()],
          ["profile", "/profile", () => page.locator("main h1").waitFor()],
          ["settings", "/settings", () => page.locator("main h1").waitFor()],
        ] as const;
        for (const [name, path, ready] of screens) {
          await page.goto(path);
          await ready();
          problems.push(...(await checkScreen(page, `${name}-${locale}-${device}-signed-in`)));
        }

        // The log-meal button covers nothing on the meal list, at the top and at the bottom.
        await page.goto("/meals");
        await page.getByTestId("meal-count").waitFor();
        await expect.poll(() => page.getByTestId("meal-card").count()).toBe(3);
        if (device === "desktop") {
          // Wherever the page is scrolled, nothing readable or clickable is under the button.
          for (const path of ["/meals", "/dashboard"]) {
            await page.goto(path);
            await page.getByTestId("meal-count").waitFor();
            const height = await page.evaluate(() => document.documentElement.scrollHeight);
            for (let y = 0; y <= height; y += 100) {
              await page.evaluate((top) => window.scrollTo(0, top), y);
              expect(await coveredBy(page), `${path} scrolled to ${y}`).toEqual([]);
            }
          }
        } else {
          // On a phone it steps aside while the user reads down the page, and comes back up.
          const button = page.getByTestId("log-meal-button");
          await page.mouse.move(200, 500);
          await page.mouse.wheel(0, 400);
          await expect
            .poll(() => button.evaluate((element) => getComputedStyle(element).visibility))
            .toBe("hidden");
          await page.mouse.wheel(0, -200);
          await expect
            .poll(() => button.evaluate((element) => getComputedStyle(element).visibility))
            .toBe("visible");
          // At the very bottom the page ends above it.
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          await page.mouse.wheel(0, -10);
          await expect.poll(() => coveredBy(page)).toEqual([]);
        }

        // An unknown address while signed in leads back to the dashboard.
        await page.goto("/no-such-page");
        await page.getByRole("link", { name: NOT_FOUND[locale].dashboard }).click();
        await page.waitForURL("**/dashboard");
        expect(errors).toEqual([]);
        await context.close();
      }, 240_000);
    }
  }

  it("found no serious accessibility problem on any screen", () => {
    expect(problems).toEqual([]);
  });
});
