// The smallest phone in use (320 px), in English and Spanish, where long labels and long titles
// have the least room: nothing scrolls sideways and no button runs past its card. Found by hand:
// the profile's two-factor button and the storage panel's "keep my data" button ran off the
// screen, onboarding's "Complete Setup" stuck out of its card, and a meal title pasted as one long
// word (a link) widened the meal detail so far its buttons could not be tapped. A one-word title
// on the meals list was cut mid-letter with no "…".
import { describe, expect, inject, it } from "vitest";
import type { BrowserContextOptions } from "playwright-core";
import { useBrowser } from "../harness/journey.ts";
import { newContext, watchErrors } from "../harness/browser.ts";
import {
  controlsOutsideTheirCard,
  expectNoHorizontalOverflow,
  textCutWithoutEllipsis,
} from "../harness/layout.ts";
import { BROWSER_LOCALE, LOCALES, type JourneyLocale } from "../harness/texts.ts";
import { createPastMeal, PASSWORD, signUpWithGoals } from "./support/meals.ts";

const SMALL_PHONE: BrowserContextOptions = {
  viewport: { width: 320, height: 640 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};

const TEXT = {
  en_US: {
    age: "Age",
    female: "Female",
    height: "Height",
    weight: /Current weight/,
    moderate: /Moderately/,
    next: "Next",
    finish: "Complete Setup",
    edit: "Edit",
    newPassword: "New Password",
    confirmPassword: "Confirm New Password",
    reset: "Reset password",
  },
  es_CL: {
    age: "Edad",
    female: "Femenino",
    height: "Estatura",
    weight: /Peso actual/,
    moderate: /Moderadamente/,
    next: "Siguiente",
    finish: "Terminar configuración",
    edit: "Editar",
    newPassword: "Nueva contraseña",
    confirmPassword: "Confirma la nueva contraseña",
    reset: "Restablecer contraseña",
  },
} as const;

/** A title pasted as one long word, as a link is. */
const LONG_TITLE = `https://example.com/recipes/${"grandmas-sunday-lunch-".repeat(7)}`;
/** One word with no hyphen or slash to break at: the list's two-line clamp must end it in "…". */
const LONG_WORD = "Supercalifragilisticexpialidociousbreakfastbowl";

describe("a 320 px phone", () => {
  const baseUrl = inject("baseUrl");
  const browser = useBrowser();

  for (const locale of LOCALES) {
    it(`fits every signed-in screen and a long meal title, ${locale}`, async () => {
      const text = TEXT[locale as JourneyLocale];
      const context = await newContext(browser(), baseUrl, {
        ...SMALL_PHONE,
        locale: BROWSER_LOCALE[locale],
      });
      await signUpWithGoals(context, baseUrl, locale as JourneyLocale);
      const meal = await createPastMeal(context, baseUrl, 0, "lunch");
      const renamed = await context.request.put(`${baseUrl}/api/v1/meals/${meal.id}`, {
        headers: { origin: baseUrl },
        data: { title: LONG_TITLE, note: LONG_TITLE },
      });
      expect(renamed.ok()).toBe(true);
      const word = await createPastMeal(context, baseUrl, 0, "breakfast");
      const named = await context.request.put(`${baseUrl}/api/v1/meals/${word.id}`, {
        headers: { origin: baseUrl },
        data: { title: LONG_WORD },
      });
      expect(named.ok()).toBe(true);
      const page = await context.newPage();
      const errors = watchErrors(page);
      await page.goto(`/?lang=${locale}`);
      const screens = [
        ["dashboard", "/dashboard", () => page.getByTestId("meal-count").waitFor()],
        ["meals", "/meals", () => page.getByTestId("meal-count").waitFor()],
        ["log-meal", "/log-meal", () => page.locator("main h1").waitFor()],
        ["profile", "/profile", () => page.locator("main h1").waitFor()],
        [
          "settings",
          "/settings",
          // The persistent-storage row, with its button when the browser has not granted it.
          () => page.getByTestId("storage-persistent").locator("span.rounded-full").waitFor(),
        ],
        ["meal-detail", `/meals/${meal.id}`, () => page.getByRole("heading", { name: LONG_TITLE }).waitFor()],
      ] as const;
      for (const [name, path, ready] of screens) {
        await page.goto(path);
        await ready();
        await expectNoHorizontalOverflow(page, `${name}-${locale}-320`);
        expect(await controlsOutsideTheirCard(page), `${name}-${locale}-320`).toEqual([]);
        expect(await textCutWithoutEllipsis(page), `${name}-${locale}-320`).toEqual([]);
      }
      // The meal's own buttons can be used (the long title pushed them out of reach).
      await page.goto(`/meals/${meal.id}`);
      await page.getByRole("link", { name: text.edit, exact: true }).click();
      await page.waitForURL(new RegExp(`/meals/${meal.id}/edit$`));
      expect(errors).toEqual([]);
      await context.close();
    }, 120_000);

    it(`fits onboarding's steps, ${locale}`, async () => {
      const text = TEXT[locale as JourneyLocale];
      const context = await newContext(browser(), baseUrl, {
        ...SMALL_PHONE,
        locale: BROWSER_LOCALE[locale],
      });
      const response = await context.request.post(`${baseUrl}/api/auth/register`, {
        headers: { origin: baseUrl },
        data: {
          name: "Camila Rojas",
          email: `small-${locale}-${Date.now()}@example.com`,
          password: PASSWORD,
          passwordConfirm: PASSWORD,
          locale,
        },
      });
      expect(response.ok()).toBe(true);
      const page = await context.newPage();
      await page.goto(`/?lang=${locale}`);
      await page.goto("/onboarding");
      await page.getByLabel(text.age, { exact: true }).fill("34");
      await page.getByText(text.female, { exact: true }).click();
      await page.getByLabel(text.height, { exact: true }).fill("165");
      await page.getByLabel(text.weight).fill("70");
      await page.getByRole("button", { name: text.next }).click();
      await page.getByText(text.moderate).first().click();
      await page.getByRole("button", { name: text.next }).click();
      await page.getByRole("button", { name: text.next }).click();
      await page.getByRole("button", { name: text.finish }).waitFor();
      await expectNoHorizontalOverflow(page, `onboarding-review-${locale}-320`);
      expect(await controlsOutsideTheirCard(page), `onboarding-review-${locale}-320`).toEqual([]);
      await context.close();
    }, 120_000);

    // A message with its action beside it ("This link is not valid…" and "Request a new link"): the
    // button kept its width and lay over the message, squeezed to a word a line.
    it(`fits a message and its action side by side or one under the other, ${locale}`, async () => {
      const text = TEXT[locale as JourneyLocale];
      const context = await newContext(browser(), baseUrl, {
        ...SMALL_PHONE,
        locale: BROWSER_LOCALE[locale],
      });
      const page = await context.newPage();
      await page.goto(`/?lang=${locale}`);
      await page.goto("/password-reset/not-a-real-token");
      await page.getByLabel(text.newPassword, { exact: true }).fill("new-secret");
      await page.getByLabel(text.confirmPassword, { exact: true }).fill("new-secret");
      await page.getByRole("button", { name: text.reset }).click();
      const alert = page.getByRole("alert");
      await alert.getByRole("link").waitFor();
      const layout = await alert.evaluate((box) => {
        const action = box.querySelector("a")!.getBoundingClientRect();
        const rects: DOMRect[] = [];
        const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (node.parentElement?.closest("a")) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          rects.push(...Array.from(range.getClientRects()));
        }
        return {
          overlapsAction: rects.some(
            (rect) =>
              rect.right > action.left &&
              rect.left < action.right &&
              rect.bottom > action.top &&
              rect.top < action.bottom,
          ),
          lines: new Set(rects.map((rect) => Math.round(rect.top))).size,
        };
      });
      expect(layout.overlapsAction).toBe(false);
      expect(layout.lines).toBeLessThanOrEqual(5);
      await expectNoHorizontalOverflow(page, `reset-refused-${locale}-320`);
      await context.close();
    }, 120_000);
  }
});
