// Issue 7 journey in Chilean Spanish on a phone (dark), with the network off: the meal is logged
// offline, survives a reload while offline, syncs once the network is back and completes by
// itself; the server then holds exactly that one meal with its photos, and a second browser of
// the same user sees it after its pull (issue 5's browser journey).
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { newContext, PHONE, screenshot } from "../harness/browser.ts";
import { closeJourney, openJourney, type Journey } from "../harness/journey.ts";
import {
  pasteImage,
  serverMeals,
  signIn,
  signUpWithGoals,
  testPhoto,
  testPhotoFiles,
} from "./support/meals.ts";

const TITLE = "Pollo a la plancha con arroz y palta";

/** The first photo a meal's row shows: its address scheme and decoded width, or "" while none is. */
const shownPhoto = (row: Locator): Promise<string> =>
  row
    .first()
    .locator("img")
    .first()
    .evaluate((img: HTMLImageElement) => (img.complete ? `${img.src} ${img.naturalWidth}` : ""))
    .catch(() => "");

describe("meal screens in Spanish, offline and back", () => {
  const baseUrl = inject("baseUrl");
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  let email = "";
  let mealId = "";

  let journey: Journey;

  beforeAll(async () => {
    journey = await openJourney(baseUrl, { ...PHONE, theme: "dark", locale: "es-CL" }, async (context) => {
      ({ email } = await signUpWithGoals(context, baseUrl, "es_CL"));
    });
    ({ browser, context, page, errors } = journey);
  });
  afterAll(() => closeJourney(journey));

  it("opens the dashboard in Spanish and installs the offline shell", async () => {
    await page.goto("/dashboard");
    await expect.poll(() => page.getByTestId("day-title").textContent()).toBe("Progreso de hoy");
    await expect.poll(() => page.getByText("Aún no registras comidas hoy").count()).toBe(1);
    // The service worker must control the page before the network goes away.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await expect.poll(() => page.getByTestId("day-title").textContent()).toBe("Progreso de hoy");
  });

  it("logs a meal with the network off: 3 photos by browsing and 1 pasted", async () => {
    await page.getByRole("link", { name: "Registrar comida" }).first().click();
    await page.waitForURL(/\/log-meal$/);
    await context.setOffline(true);
    await expect.poll(() => page.getByText("Estás sin conexión").count()).toBeGreaterThan(0);

    await page.getByRole("radio", { name: "Colación" }).click();
    await page.getByLabel("Elegir fotos").setInputFiles(await testPhotoFiles(0, 3));
    await pasteImage(page, await testPhoto(3));
    await expect.poll(() => page.getByTestId("photo-count").textContent()).toBe("(4/5)");
    await expect.poll(() => page.getByText("Se agregó 1 foto pegada").count()).toBe(1);
    await page.getByRole("radio", { name: "Todo" }).click();
    await page.getByRole("button", { name: "Sobras" }).click();
    await screenshot(page, "log-meal-es-phone-dark");
    await page.getByRole("button", { name: "Registrar comida", exact: true }).click();
    await page.waitForURL(/\/meals\/[0-9a-f-]+$/);
    mealId = page.url().split("/").at(-1)!;
    // Offline nothing has started: the meal waits on the device, with no moving progress (issue 11).
    await expect
      .poll(() =>
        page.getByText("Comida guardada en este dispositivo. Se analizará cuando tengas conexión.").count(),
      )
      .toBe(1);
    await expect
      .poll(() => page.getByText("Esta comida se analizará cuando tengas conexión.").count())
      .toBe(1);
    expect(await page.getByText("Analizando tu comida…").count()).toBe(0);
    expect(await page.getByRole("progressbar").count()).toBe(0);
    // Its status says it waits to sync: nothing is being processed (decision 212).
    expect(await page.locator("main").getByText("Esperando sincronización", { exact: true }).count()).toBe(1);
    expect(await page.locator("main").getByText("Procesando", { exact: true }).count()).toBe(0);
    // One meal is one pending change, not one per request it will make.
    await expect
      .poll(() =>
        page
          .getByText(
            "1 cambio está guardado en este dispositivo y se sincronizará cuando vuelvas a tener conexión.",
          )
          .count(),
      )
      .toBe(1);
    expect(await page.getByTestId("items-skeleton").count()).toBe(1);
    await screenshot(page, "meal-detail-es-phone-dark-offline");
  });

  it("keeps the meal through a reload while offline", async () => {
    await page.reload();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Colación");
    expect(await page.getByText("Fotos (4)").count()).toBe(1);
    await page.goto("/meals").catch(() => undefined);
    await expect.poll(() => page.getByTestId("meal-count").textContent()).toBe("Mostrando 1 de 1 comida");
    expect(await page.getByRole("heading", { name: /^Hoy/ }).count()).toBe(1);
    const card = page.getByTestId("meal-card");
    expect(await card.getByText("Esperando sincronización", { exact: true }).count()).toBe(1);
    expect(await card.getByText("Procesando", { exact: true }).count()).toBe(0);
    await page.getByLabel("Buscar comidas").fill("colación");
    await expect.poll(() => page.getByTestId("meal-count").textContent()).toBe("Mostrando 1 de 1 comida");
    await page.getByLabel("Buscar comidas").fill("pizza");
    await expect.poll(() => page.getByText("Ninguna comida coincide con estos filtros").count()).toBe(1);
    await page.getByRole("button", { name: "Limpiar filtros" }).click();
  });

  it("shows the meal's photo from the device offline: meals list and dashboard diary, phone and desktop", async () => {
    // Photos live on the device (spec: offline first): the card and the diary row show the stored
    // photo, decoded, with no server to ask.
    await expect.poll(() => shownPhoto(page.getByTestId("meal-card"))).toMatch(/^blob:.+ 800$/);
    await page.goto("/dashboard").catch(() => undefined);
    await expect.poll(() => shownPhoto(page.getByTestId("diary-meal"))).toMatch(/^blob:.+ 800$/);
    // At 390 px "Esperando sincronización" kept one line and the title read "Colaci…": the
    // status wraps now, and the title shows whole.
    const title = page.getByTestId("diary-meal").locator(".truncate").first();
    expect(await title.textContent()).toBe("Colación");
    expect(await title.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await page.reload().catch(() => undefined);
    await expect.poll(() => shownPhoto(page.getByTestId("diary-meal"))).toMatch(/^blob:.+ 800$/);
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect.poll(() => shownPhoto(page.getByTestId("diary-meal"))).toMatch(/^blob:.+ 800$/);
    await page.setViewportSize({ width: 390, height: 844 });
  });

  it("syncs when the network is back and completes by itself", async () => {
    await context.setOffline(false);
    await page.goto(`/meals/${mealId}`);
    await expect
      .poll(() => page.locator('[data-status="completed"]').count(), { timeout: 30_000 })
      .toBeGreaterThan(0);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(TITLE);
    await expect.poll(() => page.getByTestId("food-item").count()).toBe(3);
    expect(await page.getByText("Pechuga de pollo a la plancha").count()).toBe(1);

    // The server holds exactly this one meal, with its four photos, once.
    const meals = await serverMeals(context, baseUrl);
    expect(meals.map((meal) => meal.id)).toEqual([mealId]);
    expect(meals[0]!.photos).toHaveLength(4);
    expect(meals[0]!.type).toBe("snack");
  });

  it("walks the carousel by swiping and corrects an item as a portion", async () => {
    const position = () => page.getByTestId("carousel-position").textContent();
    expect(await position()).toBe("1 / 4");
    const box = (await page.getByRole("region", { name: "Fotos de la comida" }).boundingBox())!;
    const swipe = async (fromX: number, toX: number) => {
      const y = box.y + 80;
      const session = await context.newCDPSession(page);
      await session.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: fromX, y }] });
      await session.send("Input.dispatchTouchEvent", {
        type: "touchMove",
        touchPoints: [{ x: (fromX + toX) / 2, y }],
      });
      await session.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: toX, y }] });
      await session.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
      await session.detach();
    };
    await swipe(box.x + box.width - 40, box.x + 40);
    await expect.poll(position).toBe("2 / 4");
    await swipe(box.x + 40, box.x + box.width - 40);
    await expect.poll(position).toBe("1 / 4");

    const rice = page.getByTestId("food-item").filter({ hasText: "Arroz blanco" });
    await rice.getByRole("button", { name: "Corregir la cantidad de Arroz blanco" }).click();
    await page.getByRole("radio", { name: "Porción" }).click();
    await page.getByLabel("Cantidad", { exact: true }).fill("2");
    // The unit is the rice's own cup, from the list, and the grams follow (2 tazas of 158 g).
    expect(await page.getByRole("combobox", { name: "Unidad" }).textContent()).toBe("taza");
    await expect.poll(() => page.getByText("Son unos 316,0 g").count()).toBe(1);
    await screenshot(page, "amount-units-es-phone-dark");
    await page.getByRole("button", { name: "Guardar cantidad" }).click();
    await expect.poll(() => rice.getByTestId("item-amount").textContent()).toContain("2 taza");
    await screenshot(page, "meal-detail-es-phone-dark");
  });

  it("shows the meal in a second browser of the same user after its pull", async () => {
    const other = await newContext(browser, baseUrl, { locale: "es-CL" });
    await signIn(other, baseUrl, email);
    const second = await other.newPage();
    await second.goto("/meals");
    await expect
      .poll(() => second.getByTestId("meal-card").filter({ hasText: TITLE }).count(), { timeout: 20_000 })
      .toBe(1);
    await expect.poll(() => second.getByTestId("meal-count").textContent()).toBe("Mostrando 1 de 1 comida");
    await screenshot(second, "meals-es-desktop-light");
    await second.goto("/dashboard");
    await expect.poll(() => second.getByTestId("meal-count").textContent()).toBe("1 comida registrada");
    await screenshot(second, "dashboard-es-desktop-light");
    await other.close();
    expect(errors).toEqual([]);
  });
});
