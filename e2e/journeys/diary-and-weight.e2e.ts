// Issue 15 items 14, 15 and 17 at 390 px and 1280 px, in English and Spanish: a meal described
// with the network off for yesterday evening (the type follows the picked hour) syncs with that
// time and appears in yesterday's food diary; a weight is recorded (bad input refused in the
// user's language, the locale's decimal separator accepted) and becomes the current weight; the
// dashboard with its diary and weight chart fits the width, passes axe and is photographed.
import { describe, expect, inject, it } from "vitest";
import type { BrowserContextOptions } from "playwright-core";
import { useBrowser } from "../harness/journey.ts";
import type { Onboarding, WeightsListResponse } from "@nutrisnap/shared/api";
import { DESKTOP, isFocused, newContext, PHONE, watchErrors } from "../harness/browser.ts";
import { checkScreen } from "../harness/layout.ts";
import { BROWSER_LOCALE, type JourneyLocale } from "../harness/texts.ts";
import { serverMeal, signUpWithGoals } from "./support/meals.ts";

const TEXT = {
  en_US: {
    logAMeal: "Log a meal",
    describe: "Describe",
    dinner: "Dinner",
    date: "Date",
    time: "Time",
    logMeal: "Log meal",
    previousDay: "Previous day",
    todaysProgress: "Today's progress",
    description: "grilled chicken breast with white rice",
    todaysWeight: "Today's weight",
    record: "Record weight",
    weightRange: "Weight must be between 30 and 300 kg",
    weight: "71.4",
    weightShown: "71.4 kg",
    secondWeight: "70.9",
    secondShown: "70.9 kg",
    recorded: "Weight recorded.",
  },
  es_CL: {
    logAMeal: "Registrar comida",
    describe: "Describir",
    dinner: "Cena",
    date: "Fecha",
    time: "Hora",
    logMeal: "Registrar comida",
    previousDay: "Día anterior",
    todaysProgress: "Progreso de hoy",
    description: "pechuga de pollo a la plancha con arroz blanco",
    todaysWeight: "Peso de hoy",
    record: "Registrar peso",
    weightRange: "El peso debe estar entre 30 y 300 kg",
    weight: "71,4",
    weightShown: "71,4 kg",
    secondWeight: "70,9",
    secondShown: "70,9 kg",
    recorded: "Peso registrado.",
  },
} as const;

const RUNS: [JourneyLocale, string, BrowserContextOptions, "light" | "dark"][] = [
  ["es_CL", "phone", PHONE, "dark"],
  ["en_US", "desktop", DESKTOP, "light"],
  ["en_US", "phone", PHONE, "light"],
  ["es_CL", "desktop", DESKTOP, "dark"],
];

const SLOW = { timeout: 30_000 };

describe("food diary, meals for another time and the weight log", () => {
  const baseUrl = inject("baseUrl");
  const browser = useBrowser();
  const problems: string[] = [];

  it.each(RUNS)("%s at %s width (%s)", async (locale, width, size, theme) => {
    const text = TEXT[locale];
    const context = await newContext(browser(), baseUrl, { ...size, theme, locale: BROWSER_LOCALE[locale] });
    try {
      await signUpWithGoals(context, baseUrl, locale);
      const page = await context.newPage();
      const errors = watchErrors(page);

      // The offline shell first: the service worker must control the page before the network goes.
      await page.goto("/dashboard");
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await page.reload();
      await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
      await expect.poll(() => page.getByTestId("diary").count()).toBe(1);

      // Log a described meal for yesterday at 20:30, offline.
      await page.getByRole("link", { name: text.logAMeal }).first().click();
      await page.waitForURL(/\/log-meal$/);
      await context.setOffline(true);
      const { day, instant, evening } = await page.evaluate((tag) => {
        const now = new Date();
        const evening = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1, 20, 30);
        const pad = (value: number) => String(value).padStart(2, "0");
        return {
          day: `${evening.getFullYear()}-${pad(evening.getMonth() + 1)}-${pad(evening.getDate())}`,
          instant: evening.toISOString(),
          // The time as the diary writes it in the user's language.
          evening: new Intl.DateTimeFormat(tag, { timeStyle: "short" }).format(evening),
        };
      }, BROWSER_LOCALE[locale]);
      await page.getByLabel(text.date, { exact: true }).fill(day);
      await page.getByLabel(text.time, { exact: true }).fill("20:30");
      // issue 15: the type follows the picked hour.
      await expect
        .poll(() => page.getByRole("radio", { name: text.dinner }).getAttribute("aria-checked"))
        .toBe("true");
      problems.push(...(await checkScreen(page, `log-meal-when-${locale}-${width}`)));
      await page.getByRole("radio", { name: text.describe }).click();
      await page.getByTestId("describe-text").fill(text.description);
      await expect.poll(() => page.getByTestId("described-item").count(), SLOW).toBeGreaterThan(0);
      await page.getByRole("button", { name: text.logMeal, exact: true }).click();
      await page.waitForURL(/\/meals\/[0-9a-f-]+$/);
      const mealId = page.url().split("/").at(-1)!;

      // Back online: the server stores the picked time.
      await context.setOffline(false);
      await expect
        .poll(async () => {
          try {
            return (await serverMeal(context, baseUrl, mealId)).created_at;
          } catch {
            return null;
          }
        }, SLOW)
        .toBe(instant);
      expect((await serverMeal(context, baseUrl, mealId)).type).toBe("dinner");

      // Yesterday's diary holds it under dinner, with its time and calories.
      await page.goto("/dashboard");
      await page.getByRole("button", { name: text.previousDay }).click();
      const dinner = page.getByTestId("diary-dinner");
      await expect.poll(() => dinner.getByTestId("diary-meal").count(), SLOW).toBe(1);
      const row = (await dinner.getByTestId("diary-meal").textContent()) ?? "";
      expect(row).toContain(evening);
      expect(row).toMatch(/\d kcal/);
      expect(await page.getByTestId("diary-breakfast").getByTestId("diary-meal").count()).toBe(0);
      await dinner.getByTestId("diary-meal").click();
      await page.waitForURL(new RegExp(`/meals/${mealId}$`));
      // The address changes before the meal's screen replaces the dashboard (its code may still be
      // loading): going back before then would find the dashboard still on yesterday.
      await expect.poll(() => page.getByTestId("food-item").count(), SLOW).toBeGreaterThan(0);
      await page.goBack();
      // The dashboard opens on today again: back to yesterday for the weight and the pictures.
      await expect.poll(() => page.getByTestId("day-title").textContent(), SLOW).toBe(text.todaysProgress);
      await page.getByRole("button", { name: text.previousDay }).click();
      await expect.poll(() => dinner.getByTestId("diary-meal").count(), SLOW).toBe(1);

      // A weight out of range is refused in the user's language; the locale's separator is read.
      await page.getByLabel(text.todaysWeight).fill("29");
      await page.getByRole("button", { name: text.record }).click();
      await expect.poll(() => page.getByText(text.weightRange).count()).toBe(1);
      // The focus goes back to the field to fix (it stayed on the button).
      await expect.poll(() => isFocused(page.getByLabel(text.todaysWeight))).toBe(true);
      await page.getByLabel(text.todaysWeight).fill(text.weight);
      await page.getByRole("button", { name: text.record }).click();
      await expect.poll(() => page.getByTestId("latest-weight").textContent(), SLOW).toBe(text.weightShown);
      expect(await page.getByTestId("weight-status").textContent()).toBe(text.recorded);
      await page.getByLabel(text.todaysWeight).fill(text.secondWeight);
      await page.getByRole("button", { name: text.record }).click();
      await expect.poll(() => page.getByTestId("latest-weight").textContent(), SLOW).toBe(text.secondShown);
      await expect.poll(() => page.getByTestId("weight-chart").locator("circle").count()).toBe(2);
      // The latest weighing is the current weight (BMI follows it).
      await expect.poll(() => page.getByTestId("current-weight").textContent()).toContain(text.secondShown);
      await expect
        .poll(async () => {
          const response = await context.request.get(`${baseUrl}/api/v1/weights`);
          return ((await response.json()) as WeightsListResponse).weights.map((entry) => entry.weight);
        }, SLOW)
        .toEqual([71.4, 70.9]);
      const onboarding = (await (
        await context.request.get(`${baseUrl}/api/v1/onboarding`)
      ).json()) as Onboarding;
      expect(onboarding.current_weight).toBe(70.9);

      problems.push(...(await checkScreen(page, `dashboard-diary-weight-${locale}-${width}`)));
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("has no serious or critical accessibility problem", () => {
    expect(problems).toEqual([]);
  });
});
