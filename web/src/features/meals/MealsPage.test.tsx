// @vitest-environment jsdom
// spec §2 Meals list states a journey reaches only slowly: empty, waiting to sync while offline
// (decision 212), failed;
// in both languages.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cleanup, screen, within } from "@testing-library/react";
import { logMeal } from "../../data/index.ts";
import { photo, signedInScenario, type Scenario } from "../../data/testing/scenario.ts";
import { renderScreen } from "../../testing/renderScreen.tsx";
import { MealsPage } from "./MealsPage.tsx";

let scenario: Scenario;

beforeEach(async () => {
  scenario = await signedInScenario();
});

afterEach(async () => {
  cleanup();
  await scenario.close();
});

describe("the meals list", { timeout: 60_000 }, () => {
  it("says there are no meals yet and offers to log the first (en_US)", async () => {
    await renderScreen(<MealsPage />, { locale: "en_US", path: "/meals" });
    expect(await screen.findByText("No meals yet")).toBeTruthy();
    expect(screen.getByText("Snap a photo of what you eat to start your history.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Log your first meal" }).getAttribute("href")).toBe("/log-meal");
  });

  it("says there are no meals yet and offers to log the first (es_CL)", async () => {
    await renderScreen(<MealsPage />, { locale: "es_CL", path: "/meals" });
    expect(await screen.findByText("Aún no hay comidas")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Registra tu primera comida" })).toBeTruthy();
  });

  it("shows a meal logged offline as waiting to sync, kept on the device, not as processing", async () => {
    // The server cannot be reached though the browser thinks it is online: the meal has not reached
    // the server, so nothing is being processed.
    scenario.backend.offline = true;
    const logged = await logMeal({
      type: "lunch",
      photos: [await photo("plato.png", "#c33")],
      context: null,
    });
    expect(logged.ok).toBe(true);
    await renderScreen(<MealsPage />, { locale: "es_CL", path: "/meals" });
    const card = await screen.findByTestId("meal-card");
    expect(within(card).getByText("Esperando sincronización")).toBeTruthy();
    expect(within(card).queryByText("Procesando")).toBeNull();
    // The title a meal gets before its analysis, and its type badge.
    expect(within(card).getByRole("heading", { name: "Almuerzo" })).toBeTruthy();
    expect(within(card).getAllByText("Almuerzo")).toHaveLength(2);
    expect(screen.getByTestId("meal-count").textContent).toBe("Mostrando 1 de 1 comida");
    expect(scenario.backend.sent.some((request) => request.path === "/api/v1/meals")).toBe(false);
  });

  it("puts the focus on the count after a meal is deleted, and back on Delete after Cancel (en_US)", async () => {
    scenario.backend.offline = true;
    for (const type of ["lunch", "dinner"] as const) {
      const logged = await logMeal({ type, photos: [await photo("plate.png", "#c33")], context: null });
      expect(logged.ok).toBe(true);
    }
    const { user } = await renderScreen(<MealsPage />, { locale: "en_US", path: "/meals" });
    await expect.poll(() => screen.queryAllByTestId("meal-card").length, { timeout: 10_000 }).toBe(2);
    const remove = within(screen.getAllByTestId("meal-card")[0]!).getByRole("button", { name: /^Delete/ });
    await user.click(remove);
    await user.click(await screen.findByRole("button", { name: "Cancel" }));
    await expect.poll(() => document.activeElement, { timeout: 10_000 }).toBe(remove);

    // The card and its Delete button go: the focus fell to the page's top. The count, which
    // says what is left, takes it.
    await user.click(remove);
    await user.click(await screen.findByRole("button", { name: "Delete" }));
    await expect.poll(() => screen.queryAllByTestId("meal-card").length, { timeout: 10_000 }).toBe(1);
    const count = screen.getByTestId("meal-count");
    await expect.poll(() => document.activeElement, { timeout: 10_000 }).toBe(count);
    expect(count.textContent).toBe("Showing 1 of 1 meal");
  });

  it("puts the focus on the search box after Clear filters, whose button goes (es_CL)", async () => {
    const { user } = await renderScreen(<MealsPage />, { locale: "es_CL", path: "/meals" });
    const search = await screen.findByRole("searchbox", { name: "Buscar comidas" });
    await user.type(search, "palta");
    const clear = await screen.findByRole("button", { name: "Limpiar filtros" });
    await user.click(clear);
    await expect.poll(() => screen.queryByRole("button", { name: "Limpiar filtros" })).toBeNull();
    expect((search as HTMLInputElement).value).toBe("");
    // The button went with the filters: the focus fell to the page's top.
    expect(document.activeElement).toBe(search);
  });

  it("shows a meal whose analysis failed as failed (en_US)", async () => {
    const logged = await logMeal({
      type: "dinner",
      photos: [await photo("cena.png", "#3c3")],
      context: null,
    });
    expect(logged.ok).toBe(true);
    await renderScreen(<MealsPage />, { locale: "en_US", path: "/meals" });
    // Without an AI provider the server's analysis fails, and the pull brings that back.
    const card = await screen.findByTestId("meal-card");
    expect(await within(card).findByText("Failed", {}, { timeout: 15_000 })).toBeTruthy();
    expect(within(card).getByText("Dinner")).toBeTruthy();
  });
});
