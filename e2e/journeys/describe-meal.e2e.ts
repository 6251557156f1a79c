// Issue 13 journeys: in Chilean Spanish on a phone with the network off, a meal is logged by
// describing it (the food engine runs in the page, no AI), an item's grams are edited before
// saving, and the meal syncs once the network is back; then, on the meal detail at desktop size,
// an item's food is replaced from the food database and a food is added, and the server agrees.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { DESKTOP, PHONE, screenshot } from "../harness/browser.ts";
import { closeJourney, openJourney, type Journey } from "../harness/journey.ts";
import { serverMeal, serverMeals, signUpWithGoals } from "./support/meals.ts";

const DESCRIPTION = "2 huevos revueltos, una marraqueta con palta y 240 ml de jugo de naranja";

describe("describe a meal offline, then fix its foods", () => {
  const baseUrl = inject("baseUrl");
  let journey: Journey;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  let mealId = "";

  beforeAll(async () => {
    journey = await openJourney(baseUrl, { ...PHONE, theme: "dark", locale: "es-CL" }, (context) =>
      signUpWithGoals(context, baseUrl, "es_CL"),
    );
    ({ context, page, errors } = journey);
  });
  afterAll(() => closeJourney(journey));

  it("installs the offline shell, food database included", async () => {
    await page.goto("/dashboard");
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    // The precache holds the food index chunk, so Describe works without the network.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          for (const name of await caches.keys()) {
            const keys = await (await caches.open(name)).keys();
            if (keys.some((request) => /foodIndex-[^/]*\.js/.test(request.url))) return true;
          }
          return false;
        }),
      )
      .toBe(true);
  });

  it("logs a described meal with the network off, an item's grams edited first", async () => {
    await page.getByRole("link", { name: "Registrar comida" }).first().click();
    await page.waitForURL(/\/log-meal$/);
    await context.setOffline(true);
    await page.getByRole("radio", { name: "Describir" }).click();
    await page.getByRole("radio", { name: "Desayuno" }).click();
    await page.getByTestId("describe-text").fill(DESCRIPTION);
    const items = page.getByTestId("described-item");
    await expect.poll(() => items.count(), { timeout: 15_000 }).toBe(4);
    const foods = await page
      .getByTestId("described-food")
      .evaluateAll((selects) =>
        selects.map((select) => (select as HTMLSelectElement).selectedOptions[0]?.textContent ?? ""),
      );
    // Foods the Chilean word list names are shown by their Spanish names.
    expect(foods[0]).toMatch(/^Huevo revuelto \(/);
    expect(foods[1]).toMatch(/^Marraqueta \(/);
    expect(foods[2]).toMatch(/^Palta \(/);
    expect(foods[3]).toMatch(/^Jugo de naranja \(/);

    const avocado = items.nth(2);
    const before = await avocado.getByTestId("described-kcal").textContent();
    await avocado.getByLabel("Gramos").fill("50");
    await expect.poll(() => avocado.getByTestId("described-kcal").textContent()).not.toBe(before);
    await expect.poll(() => avocado.getByTestId("described-kcal").textContent()).toBe("80 kcal");
    await screenshot(page, "describe-meal-es-phone-dark-offline");

    await page.getByRole("button", { name: "Registrar comida", exact: true }).click();
    await page.waitForURL(/\/meals\/[0-9a-f-]+$/);
    mealId = page.url().split("/").at(-1)!;
    await expect.poll(() => page.getByTestId("food-item").count()).toBe(4);
    expect(
      await page.getByText("Guardada en este dispositivo; se sincroniza cuando tengas conexión.").count(),
    ).toBe(1);
    await screenshot(page, "described-meal-detail-es-phone-dark-offline");
  });

  it("syncs once the network is back, with the numbers shown offline", async () => {
    const shownTotal = await page.getByTestId("food-item").getByTestId("item-kcal").allTextContents();
    await context.setOffline(false);
    await expect
      .poll(async () => (await serverMeals(context, baseUrl)).map((meal) => meal.items.length), {
        timeout: 30_000,
      })
      .toEqual([4]);
    const onServer = await serverMeal(context, baseUrl, mealId);
    expect(onServer.type).toBe("breakfast");
    expect(onServer.note).toBe(DESCRIPTION);
    expect(onServer.items.map((item) => String(item.calories))).toEqual(shownTotal);
    expect(onServer.items[2]).toMatchObject({ grams: 50, calories: 80 });
  });

  it("replaces a food and adds one on the meal detail at desktop size", async () => {
    await page.setViewportSize(DESKTOP.viewport!);
    await page.goto(`/meals/${mealId}`);
    const bread = page.getByTestId("food-item").filter({ hasText: "marraqueta" });
    const grams = (await serverMeal(context, baseUrl, mealId)).items[1]!.grams;
    await bread.getByRole("button", { name: "Cambiar el alimento de marraqueta" }).click();
    await page.getByTestId("food-search").fill("pan integral");
    await expect.poll(() => page.getByTestId("food-result").count()).toBeGreaterThan(0);
    // The Spanish name first, USDA's beneath it, and the kcal of a portion.
    // The portion reads in Spanish too ("1 medium or regular slice" is a medium slice), its grams
    // beside it: the usual portion, not the first USDA lists (decision 222).
    expect(await page.getByTestId("food-result").first().textContent()).toMatch(
      /^Pan integral.*Bread, whole wheat.*1 rebanada mediana \(36 g\): \d+ kcal/,
    );
    await page.getByTestId("food-result").first().click();
    await expect
      .poll(async () => (await serverMeal(context, baseUrl, mealId)).items[1]!.name, { timeout: 15_000 })
      .toMatch(/^Bread, whole wheat/);
    const replaced = await serverMeal(context, baseUrl, mealId);
    expect(replaced.items[1]!.grams).toBe(grams);
    expect(replaced.items[1]!.local_name).toBe("Pan integral");
    await expect
      .poll(() => page.getByTestId("food-item").filter({ hasText: "Pan integral" }).count())
      .toBe(1);

    await page.getByRole("button", { name: "Agregar alimento" }).click();
    await page.getByTestId("food-search").fill("manzana");
    await page.getByTestId("food-result").first().click();
    const portion = page.getByLabel("Porción", { exact: true });
    expect(await portion.locator("option:checked").textContent()).toBe("1 unidad mediana (200 g)");
    await page.getByRole("button", { name: "Agregar a la comida" }).click();
    await expect.poll(() => page.getByTestId("food-item").count()).toBe(5);
    await expect
      .poll(async () => (await serverMeal(context, baseUrl, mealId)).items.length, { timeout: 15_000 })
      .toBe(5);
    const final = await serverMeal(context, baseUrl, mealId);
    expect(final.items[4]).toMatchObject({ name: "Apple, raw", local_name: "Manzana" });
    expect(final.total_calories).toBe(final.items.reduce((sum, item) => sum + item.calories, 0));
    await screenshot(page, "meal-detail-replace-add-es-desktop-dark");
    expect(errors).toEqual([]);
  });
});
