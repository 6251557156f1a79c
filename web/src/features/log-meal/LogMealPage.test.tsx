// @vitest-environment jsdom
// spec §2 Log meal states a journey reaches only slowly: too many photos, a file that is not an
// image, and a meal saved offline; in both languages.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { photo, signedInScenario, type Scenario } from "../../data/testing/scenario.ts";
import { goOffline, goOnline, renderScreen } from "../../testing/renderScreen.tsx";
import { LogMealPage } from "./LogMealPage.tsx";

let scenario: Scenario;

beforeEach(async () => {
  scenario = await signedInScenario();
});

afterEach(async () => {
  cleanup();
  goOnline(scenario.backend);
  await scenario.close();
});

const logMealScreen = <LogMealPage />;

const photos = (count: number) =>
  Promise.all(Array.from({ length: count }, (_, index) => photo(`plato-${index + 1}.png`, "#c33")));

describe("logging a meal", { timeout: 60_000 }, () => {
  it("keeps the first five photos of six, then refuses a sixth (en_US)", async () => {
    const { user } = await renderScreen(logMealScreen, { locale: "en_US", path: "/log-meal" });
    await user.upload(await screen.findByLabelText("Choose photos"), await photos(6));
    expect(await screen.findByText("Only 5 more photos can be added")).toBeTruthy();
    expect(screen.getByTestId("photo-count").textContent).toBe("(5/5)");

    await user.upload(screen.getByLabelText("Choose photos"), await photos(1));
    expect(await screen.findByText("Maximum 5 photos allowed per meal")).toBeTruthy();
    expect(screen.getByTestId("photo-count").textContent).toBe("(5/5)");
    expect(screen.getByRole("button", { name: "Log meal" }).hasAttribute("disabled")).toBe(false);
  });

  it("refuses a file that is not an image by its name and keeps the photo (es_CL)", async () => {
    const { user } = await renderScreen(logMealScreen, { locale: "es_CL", path: "/log-meal" });
    const notes = new File(["arroz, pollo"], "notas.txt", { type: "text/plain" });
    await user.upload(await screen.findByLabelText("Elegir fotos"), [notes, ...(await photos(1))]);
    expect(await screen.findByText("notas.txt no es un archivo de imagen")).toBeTruthy();
    expect(screen.getByTestId("photo-count").textContent).toBe("(1/5)");
  });

  it("does not let a meal without photos be logged (es_CL)", async () => {
    await renderScreen(logMealScreen, { locale: "es_CL", path: "/log-meal" });
    expect((await screen.findByRole("button", { name: "Registrar comida" })).hasAttribute("disabled")).toBe(
      true,
    );
  });

  it("saves the meal on the device when offline and opens it (es_CL)", async () => {
    goOffline(scenario.backend);
    const { user, path } = await renderScreen(logMealScreen, { locale: "es_CL", path: "/log-meal" });
    await user.upload(await screen.findByLabelText("Elegir fotos"), await photos(2));
    await user.click(screen.getByRole("button", { name: "Registrar comida" }));
    expect(
      await screen.findByText("Comida guardada en este dispositivo. Se analizará cuando tengas conexión."),
    ).toBeTruthy();
    expect(path()).toMatch(/^\/meals\/[0-9a-f-]{36}$/);
    // Nothing reached the server: the meal waits in the outbox.
    expect(scenario.backend.sent.filter((request) => request.path.startsWith("/api/v1/meals"))).toEqual([]);
  });

  it("offers a described food's alternatives by their Spanish names (es_CL)", async () => {
    const { user } = await renderScreen(logMealScreen, { locale: "es_CL", path: "/log-meal" });
    await user.click(await screen.findByRole("radio", { name: "Describir" }));
    await user.type(await screen.findByTestId("describe-text"), "una pechuga de pollo apanada");
    const food = await screen.findByTestId("described-food", {}, { timeout: 20_000 });
    const options = [...food.querySelectorAll("option")].map((option) => option.textContent ?? "");
    // Named by the word list where it names the food, else composed from the glossary; none in
    // USDA's English.
    expect(
      options.some((option) => option.startsWith("Pechuga de pollo al horno, apanada, con piel (")),
    ).toBe(true);
    expect(options.filter((option) => option.startsWith("Chicken"))).toEqual([]);
  });

  it("shows how much of the description is typed apart from its hint (es_CL)", async () => {
    const { user } = await renderScreen(logMealScreen, { locale: "es_CL", path: "/log-meal" });
    await user.click(await screen.findByRole("radio", { name: "Describir" }));
    const text = await screen.findByTestId("describe-text");
    await user.type(text, "pan con palta");
    // Before: the count was glued to the hint's last sentence ("…sin conexión. 13/1000").
    const hint = document.getElementById(text.getAttribute("aria-describedby")!)!;
    expect(within(hint).getByTestId("character-count").textContent).toBe("13/1000");
    expect(within(hint).getByText(/incluso sin conexión\.$/)).toBeTruthy();
  });

  it("marks a described amount that is too much or not one at its field, and logs nothing (es_CL)", async () => {
    const { user, path } = await renderScreen(logMealScreen, { locale: "es_CL", path: "/log-meal" });
    await user.click(await screen.findByRole("radio", { name: "Describir" }));
    await user.type(await screen.findByTestId("describe-text"), "1000 kg de arroz");
    // "1000 kg" reads as 1,000,000 g: said at the field, not as a generic failure after saving.
    const tooMuch = "Es demasiado para un alimento: como máximo 10 kg (10.000 g)";
    expect(await screen.findByText(tooMuch, {}, { timeout: 20_000 })).toBeTruthy();
    const grams = screen.getByTestId("described-grams");
    expect(grams.getAttribute("aria-invalid")).toBe("true");

    await user.click(screen.getByRole("button", { name: "Registrar comida" }));
    expect(document.activeElement).toBe(grams);
    expect(path()).toBe("/log-meal");
    expect(await scenario.app.db.meals.count()).toBe(0);

    // A typed amount that is not above zero is said too, where it was typed; a good one clears it.
    await user.clear(grams);
    await user.type(grams, "0");
    expect(await screen.findByText("Ingresa una cantidad mayor que cero")).toBeTruthy();
    await user.clear(grams);
    await user.type(grams, "150");
    await waitFor(() => expect(grams.getAttribute("aria-invalid")).toBeNull());
    expect(screen.queryByText(tooMuch)).toBeNull();
    await user.click(screen.getByRole("button", { name: "Registrar comida" }));
    await waitFor(() => expect(path()).toMatch(/^\/meals\/[0-9a-f-]{36}$/));
    expect((await scenario.app.db.items.toArray()).map((item) => item.grams)).toEqual([150]);
  });
});
