// @vitest-environment jsdom
// The nutrition profile's Save with a wrong value opens the tab that holds it and takes the user
// to the field (decision 200); the focus had stayed on Save.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cleanup, screen } from "@testing-library/react";
import { saveGoals, saveOnboarding } from "../../data/index.ts";
import { goals, onboarding, signedInScenario, type Scenario } from "../../data/testing/scenario.ts";
import { renderScreen } from "../../testing/renderScreen.tsx";
import { NutritionProfileCard } from "./NutritionProfileCard.tsx";

let scenario: Scenario;

beforeEach(async () => {
  scenario = await signedInScenario();
  expect((await saveOnboarding(onboarding(34))).ok).toBe(true);
  expect((await saveGoals(goals)).ok).toBe(true);
});

afterEach(async () => {
  cleanup();
  await scenario.close();
});

describe("the nutrition profile's Save with a wrong value", { timeout: 60_000 }, () => {
  it("opens the tab with the age and focuses it, with its message (es_CL)", async () => {
    const { user } = await renderScreen(<NutritionProfileCard />, { locale: "es_CL", path: "/profile" });
    await user.click(await screen.findByRole("button", { name: "Editar" }));
    const age = await screen.findByLabelText("Edad");
    await user.clear(age);
    await user.type(age, "5");
    await user.click(screen.getByRole("tab", { name: "Metas" }));
    await user.click(screen.getByRole("button", { name: "Guardar cambios" }));
    expect(await screen.findByText("La edad debe estar entre 13 y 120 años")).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Básico", selected: true })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("Edad"));
  });
});
