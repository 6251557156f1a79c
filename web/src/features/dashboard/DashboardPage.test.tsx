// @vitest-environment jsdom
// spec §2 Dashboard states a journey reaches only slowly: no nutrition profile, an empty day, goals
// all zero, a goal gone over, and a photo meal that has not reached the server; in both languages.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cleanup, screen, within } from "@testing-library/react";
import { createFoodEngine, type FoodIndexFile } from "@nutrisnap/shared/foods";
import indexFile from "@nutrisnap/shared/foods/foodIndex.json" with { type: "json" };
import { logDescribedMeal, logMeal, saveGoals, saveOnboarding } from "../../data/index.ts";
import { goals, onboarding, photo, signedInScenario, type Scenario } from "../../data/testing/scenario.ts";
import { renderScreen } from "../../testing/renderScreen.tsx";
import { DashboardPage } from "./DashboardPage.tsx";

let scenario: Scenario;

beforeEach(async () => {
  scenario = await signedInScenario();
});

afterEach(async () => {
  cleanup();
  await scenario.close();
});

async function saved<T extends { ok: boolean }>(result: Promise<T>): Promise<void> {
  expect((await result).ok).toBe(true);
}

describe("the dashboard", { timeout: 60_000 }, () => {
  it("asks for the nutrition profile when there is none (en_US)", async () => {
    const { user, path } = await renderScreen(<DashboardPage />, { locale: "en_US", path: "/dashboard" });
    expect(await screen.findByText("Set up your nutrition profile")).toBeTruthy();
    expect(screen.getByText("Add your body details and goals to see your daily progress.")).toBeTruthy();
    expect(screen.queryByText("Calories consumed")).toBeNull();
    await user.click(screen.getByRole("link", { name: "Set up" }));
    expect(path()).toBe("/settings");
  });

  it("asks for the nutrition profile when there is none (es_CL)", async () => {
    await renderScreen(<DashboardPage />, { locale: "es_CL", path: "/dashboard" });
    expect(await screen.findByText("Configura tu perfil nutricional")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Configurar" })).toBeTruthy();
  });

  it("shows an empty day with the goals and a way to log the first meal (es_CL)", async () => {
    await saved(saveOnboarding(onboarding(34)));
    await saved(saveGoals(goals));
    await renderScreen(<DashboardPage />, { locale: "es_CL", path: "/dashboard" });
    expect(await screen.findByText("Aún no registras comidas hoy")).toBeTruthy();
    expect(screen.getByText("Registra tu primera comida del día para ver tu progreso.")).toBeTruthy();
    expect(screen.getByTestId("calories-consumed").textContent).toBe("0");
    expect(screen.getByRole("link", { name: "Registrar comida" }).getAttribute("href")).toBe("/log-meal");
  });

  it("shows a photo meal logged offline as waiting to sync, not as analysing (en_US)", async () => {
    await saved(saveOnboarding(onboarding(34)));
    await saved(saveGoals(goals));
    scenario.backend.offline = true;
    await saved(logMeal({ type: "lunch", photos: [await photo("plate.png", "#c33")], context: null }));
    await renderScreen(<DashboardPage />, { locale: "en_US", path: "/dashboard" });
    const meal = await screen.findByTestId("diary-meal");
    expect(within(meal).getByText("Waiting to sync")).toBeTruthy();
    expect(within(meal).queryByText("Analyzing")).toBeNull();
  });

  it("keeps each macro's letter with its amount in a diary row (es_CL)", async () => {
    await saved(saveOnboarding(onboarding(34)));
    await saved(saveGoals(goals));
    const engine = createFoodEngine(indexFile as unknown as FoodIndexFile);
    await saved(logDescribedMeal({ type: "lunch", items: engine.estimate("una manzana", "es_CL").items }));
    await renderScreen(<DashboardPage />, { locale: "es_CL", path: "/dashboard" });
    const meal = await screen.findByTestId("diary-meal");
    // One string "P 0 g · G 0 g · C 25 g" wrapped anywhere: at 390 px a row ended in "C" and the
    // next began "19 g". Each amount is now a piece that does not break, in Spanish letters.
    const macros = within(meal).getAllByTestId("diary-macro");
    expect(macros.map((macro) => macro.textContent)).toEqual([
      expect.stringMatching(/^P [\d,]+ g$/),
      expect.stringMatching(/^G [\d,]+ g$/),
      expect.stringMatching(/^C [\d,]+ g$/),
    ]);
    for (const macro of macros) expect(macro.className).toContain("whitespace-nowrap");
  });

  it("gives no meal-type total while none of its meals has an estimate (es_CL)", async () => {
    await saved(saveOnboarding(onboarding(34)));
    await saved(saveGoals(goals));
    scenario.backend.offline = true;
    await saved(logMeal({ type: "lunch", photos: [await photo("plato.png", "#c33")], context: null }));
    await renderScreen(<DashboardPage />, { locale: "es_CL", path: "/dashboard" });
    const lunch = await screen.findByTestId("diary-lunch");
    await within(lunch).findByText("Esperando sincronización");
    // The heading read "Almuerzo 0 kcal" beside a meal not yet analysed: a measured zero it is not.
    expect(within(lunch).queryByText(/kcal/)).toBeNull();
  });

  // A failed analysis read "No estimate", like an empty result: the row says it failed, in the
  // words of the meal's status (spec §2), and opens the meal, which offers "Analyze again".
  it.each([
    ["en_US", "Analysis failed"],
    ["es_CL", "El análisis falló"],
  ] as const)("says a meal whose analysis failed has failed (%s)", async (locale, failed) => {
    await saved(saveOnboarding(onboarding(34)));
    await saved(saveGoals(goals));
    // Without an AI provider the server's analysis fails.
    await saved(logMeal({ type: "lunch", photos: [await photo("plate.png", "#c33")], context: null }));
    await renderScreen(<DashboardPage />, { locale, path: "/dashboard" });
    const meal = await screen.findByTestId("diary-meal");
    expect(await within(meal).findByText(failed, {}, { timeout: 30_000 })).toBeTruthy();
    expect(within(meal).queryByText(locale === "en_US" ? "No estimate" : "Sin estimación")).toBeNull();
  });

  it("asks to configure the goals when they are all zero (en_US)", async () => {
    await saved(saveOnboarding(onboarding(34)));
    await saved(
      saveGoals({ ...goals, daily_calories: 0, daily_protein: 0, daily_fat: 0, daily_carbohydrates: 0 }),
    );
    const { user, path } = await renderScreen(<DashboardPage />, { locale: "en_US", path: "/dashboard" });
    expect(await screen.findByText("Configure your goals")).toBeTruthy();
    expect(screen.getByText("Your daily goals are all zero. Set them to follow your progress.")).toBeTruthy();
    await user.click(screen.getByRole("link", { name: "Set goals" }));
    expect(path()).toBe("/profile");
  });

  it("shows a goal gone over in red words, and one not reached with what remains (es_CL)", async () => {
    await saved(saveOnboarding(onboarding(34)));
    await saved(saveGoals({ ...goals, daily_protein: 10 }));
    const engine = createFoodEngine(indexFile as unknown as FoodIndexFile);
    const { items } = engine.estimate("2 scrambled eggs and a slice of whole-wheat toast", "en_US");
    await saved(logDescribedMeal({ type: "breakfast", items }));
    await renderScreen(<DashboardPage />, { locale: "es_CL", path: "/dashboard" });
    const protein = await screen.findByTestId("progress-Proteínas");
    expect(protein.getAttribute("data-status")).toBe("over");
    expect(within(protein).getByTestId("remaining").textContent).toMatch(/^\d+ g sobre la meta$/);
    const calories = screen.getByTestId("progress-Calorías");
    expect(within(calories).getByTestId("remaining").textContent).toMatch(/^Quedan [\d.]+ kcal$/);
    expect(screen.queryByText("Aún no registras comidas hoy")).toBeNull();
  });

  it("keeps the focus on the day buttons when Today or Next day arrives at today (en_US)", async () => {
    await saved(saveOnboarding(onboarding(34)));
    await saved(saveGoals(goals));
    const { user } = await renderScreen(<DashboardPage />, { locale: "en_US", path: "/dashboard" });
    const previous = await screen.findByRole("button", { name: "Previous day" });
    const today = screen.getByRole("button", { name: "Today" });
    const next = screen.getByRole("button", { name: "Next day" });

    // Today and Next day are disabled once the day is today: the focus they had fell to the page's
    // top. It goes to Previous day, the button left to use.
    await user.click(previous);
    await expect.poll(() => (today as HTMLButtonElement).disabled).toBe(false);
    await user.click(today);
    expect((today as HTMLButtonElement).disabled).toBe(true);
    expect(document.activeElement).toBe(previous);

    await user.click(previous);
    await user.click(previous);
    await user.click(next);
    // One day short of today, Next day stays where it is.
    expect(document.activeElement).toBe(next);
    await user.click(next);
    expect((next as HTMLButtonElement).disabled).toBe(true);
    expect(document.activeElement).toBe(previous);
  });
});
