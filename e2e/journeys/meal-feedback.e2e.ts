// What a meal says back, in Spanish on a phone: one toast per meal that updates in place and
// stays off the page's controls, two protein scoops as one item of 2, a goal reached shown as a
// success with the chart's goal key clear of the bars, and a meal count in the singular.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { PHONE } from "../harness/browser.ts";
import { closeJourney, openJourney, type Journey } from "../harness/journey.ts";
import { checkScreen } from "../harness/layout.ts";
import { serverMeal, signUpWithGoals, testPhotoFiles } from "./support/meals.ts";

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && a.x + a.width > b.x && a.y < b.y + b.height && a.y + a.height > b.y;

async function boxes(locator: Locator): Promise<Box[]> {
  const found: Box[] = [];
  for (const element of await locator.all()) {
    const box = await element.boundingBox();
    if (box && box.width > 0) found.push(box);
  }
  return found;
}

describe("a meal's feedback in Spanish on a phone", () => {
  const baseUrl = inject("baseUrl");
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  let mealId = "";
  const problems: string[] = [];

  let journey: Journey;

  beforeAll(async () => {
    journey = await openJourney(baseUrl, PHONE, (context) => signUpWithGoals(context, baseUrl, "es_CL"));
    ({ context, page, errors } = journey);
  });
  afterAll(() => closeJourney(journey));

  it("keeps one toast for the meal, updated in place, off the page's controls", async () => {
    await page.goto("/?lang=es_CL");
    await page.goto("/log-meal");
    await page.getByLabel("Elegir fotos").setInputFiles(await testPhotoFiles(0, 1));
    const scoops = page.getByRole("button", { name: "Medidas de proteína agregada" });
    await scoops.click();
    await scoops.click();
    expect(await scoops.getAttribute("data-scoops")).toBe("2");
    await page.getByRole("button", { name: "Registrar comida", exact: true }).click();
    await page.waitForURL(/\/meals\/[0-9a-f-]+$/);
    mealId = page.url().split("/").at(-1)!;

    const toasts = page.locator('[role="status"][aria-live="polite"]').filter({ hasText: /\S/ });
    await expect
      .poll(() => page.getByText(/^Análisis listo para /).isVisible(), { timeout: 30_000 })
      .toBe(true);
    // The meal's earlier toasts (logged, analysing) were replaced, not stacked beside it.
    expect(await toasts.count()).toBe(1);
    const toast = (await toasts.first().boundingBox())!;
    const controls = await boxes(
      page
        .locator("main")
        .getByRole("button")
        .or(page.locator("main").getByRole("link"))
        .or(page.locator("header").getByRole("button")),
    );
    const covered = controls.filter((control) => overlaps(control, toast));
    expect(covered).toEqual([]);
  });

  it("counts two protein scoops as one item of 2", async () => {
    await expect.poll(() => page.getByTestId("food-item").count(), { timeout: 15_000 }).toBeGreaterThan(0);
    const powder = page.getByTestId("food-item").filter({ hasText: "Proteína en polvo" });
    expect(await powder.count()).toBe(1);
    await expect.poll(() => powder.textContent()).toContain("2 medidas");
    problems.push(...(await checkScreen(page, "meal-feedback-detail-es_CL-phone")));
  });

  it("shows a goal reached as met, in green, and keeps the chart's goal key off the bars", async () => {
    const meal = await serverMeal(context, baseUrl, mealId);
    // Goals a hair under what was eaten: reached, not meaningfully over.
    const response = await context.request.post(`${baseUrl}/api/v1/usergoals`, {
      headers: { Origin: baseUrl },
      data: {
        goal_type: "weight_loss",
        daily_calories: Math.floor(meal.total_calories * 0.98),
        daily_protein: Math.max(1, Math.floor(meal.total_protein)),
        daily_fat: 3,
        daily_carbohydrates: 250,
        daily_fiber: 28,
      },
    });
    expect(response.ok()).toBe(true);
    await page.goto("/dashboard");
    const protein = page.getByTestId("progress-Proteínas");
    await expect.poll(() => protein.getAttribute("data-status"), { timeout: 20_000 }).toBe("met");
    expect(await protein.getByTestId("remaining").textContent()).toBe("Meta cumplida");
    expect(await protein.locator(".bg-red-600").count()).toBe(0);
    await expect.poll(() => page.getByTestId("progress-Calorías").getAttribute("data-status")).toBe("met");
    // Fat at 3 g is far over: that one stays red.
    expect(await page.getByTestId("progress-Grasas").getAttribute("data-status")).toBe("over");

    const label = page.getByText(/^Meta \d/).first();
    await label.waitFor();
    const labelBox = (await label.boundingBox())!;
    const bars = await boxes(page.getByTestId("weekly-chart").locator("rect"));
    expect(bars.length).toBe(7);
    expect(bars.filter((bar) => overlaps(bar, labelBox))).toEqual([]);
    problems.push(...(await checkScreen(page, "meal-feedback-dashboard-es_CL-phone")));
  });

  it("counts one meal in the singular", async () => {
    await page.goto("/meals");
    await expect.poll(() => page.getByTestId("meal-count").textContent()).toBe("Mostrando 1 de 1 comida");
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
  });
});
