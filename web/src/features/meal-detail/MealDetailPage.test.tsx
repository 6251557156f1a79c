// @vitest-environment jsdom
// spec §2 Meal detail states a journey reaches only slowly: not found, saved offline, analysis
// failed and asked again, analysing; in both languages.
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, screen } from "@testing-library/react";
import { createFoodEngine, type FoodEngine, type FoodIndexFile } from "@nutrisnap/shared/foods";
import indexFile from "@nutrisnap/shared/foods/foodIndex.json" with { type: "json" };
import { logDescribedMeal, logMeal } from "../../data/index.ts";
import { requestDrain } from "../../data/syncEngine.ts";
import { photo, signedInScenario, type Scenario } from "../../data/testing/scenario.ts";
import { goOffline, goOnline, renderScreen } from "../../testing/renderScreen.tsx";
import { MealDetailPage } from "./MealDetailPage.tsx";

let scenario: Scenario | null = null;

afterEach(async () => {
  cleanup();
  if (scenario) goOnline(scenario.backend);
  await scenario?.close();
  scenario = null;
});

let engine: FoodEngine | undefined;

/** Signed in with the network off, a meal described in words logged on this device: its id. */
async function describedMealOffline(
  text: string,
  locale: "en_US" | "es_CL",
  type: "breakfast" | "lunch",
): Promise<string> {
  scenario = await signedInScenario();
  goOffline(scenario.backend);
  engine ??= createFoodEngine(indexFile as unknown as FoodIndexFile);
  const logged = await logDescribedMeal({ type, items: engine.estimate(text, locale).items });
  if (!logged.ok) throw new Error(logged.message);
  return logged.data.id;
}

async function loggedMeal(): Promise<string> {
  const logged = await logMeal({ type: "lunch", photos: [await photo("plato.png", "#c33")], context: null });
  if (!logged.ok) throw new Error(logged.message);
  return logged.data.id;
}

describe("the meal detail", { timeout: 60_000 }, () => {
  it("says a meal that is not here was not found, with the way back (en_US)", async () => {
    scenario = await signedInScenario();
    const id = "0190b7c1-0000-7000-8000-000000000000";
    const { user, path } = await renderScreen(<MealDetailPage id={id} />, {
      locale: "en_US",
      path: `/meals/${id}`,
    });
    expect(await screen.findByText("Meal not found")).toBeTruthy();
    const back = screen.getAllByRole("link", { name: "Back to Meals" });
    expect(back).toHaveLength(2);
    await user.click(back[1]!);
    expect(path()).toBe("/meals");
  });

  it("says a meal that is not here was not found (es_CL)", async () => {
    scenario = await signedInScenario();
    await renderScreen(<MealDetailPage id="gone" />, { locale: "es_CL", path: "/meals/gone" });
    expect(await screen.findByText("No se encontró la comida")).toBeTruthy();
    expect(screen.getAllByRole("link", { name: "Volver a Comidas" }).length).toBeGreaterThan(0);
  });

  it("shows a meal logged offline as saved on this device, to be analysed once online (es_CL)", async () => {
    scenario = await signedInScenario();
    goOffline(scenario.backend);
    const id = await loggedMeal();
    await renderScreen(<MealDetailPage id={id} />, { locale: "es_CL", path: `/meals/${id}` });
    expect(await screen.findByText("Guardada en este dispositivo")).toBeTruthy();
    expect(screen.getByText("Esta comida se analizará cuando tengas conexión.")).toBeTruthy();
    expect(screen.queryByText("Analizando tu comida…")).toBeNull();
    // Its status says it waits on the device, not that it is being processed (decision 212).
    expect(screen.getByText("Esperando sincronización")).toBeTruthy();
    expect(screen.queryByText("Procesando")).toBeNull();
  });

  it("shows a described meal as analysed, with no call to add photos, before and after it syncs (es_CL)", async () => {
    const id = await describedMealOffline("dos huevos revueltos y una marraqueta", "es_CL", "breakfast");
    await renderScreen(<MealDetailPage id={id} />, { locale: "es_CL", path: `/meals/${id}` });
    expect(await screen.findByText("huevos revueltos")).toBeTruthy();
    // Two eggs read "2 huevos", not "2 huevo".
    expect(screen.getAllByTestId("item-amount")[0]!.textContent).toMatch(/^2 huevos · \d+ g$/);
    expect(screen.queryByText("Sin analizar")).toBeNull();
    expect(screen.queryByText("Esta comida no tiene fotos. Agrega fotos para analizarla.")).toBeNull();

    goOnline(scenario!.backend);
    // A drain begun while offline may end "offline" after the connection is back (it retries by
    // itself); the meal is on the server after the next one.
    await expect.poll(async () => (await requestDrain()).status, { timeout: 20_000 }).toBe("drained");
    const stored = await scenario!.serverGet<{ analysis_status: string }>(`/api/v1/meals/${id}`);
    expect(stored.body.analysis_status).toBe("completed");
    await screen.findByText("huevos revueltos");
    expect(screen.queryByText("Sin analizar")).toBeNull();
  });

  it("reads an amount typed in grams once: '30 g', not '30 g · 30 g' (en_US)", async () => {
    const id = await describedMealOffline("a banana and 30 g of almonds", "en_US", "lunch");
    await renderScreen(<MealDetailPage id={id} />, { locale: "en_US", path: `/meals/${id}` });
    await screen.findByText("almonds");
    const amounts = screen.getAllByTestId("item-amount").map((amount) => amount.textContent);
    expect(amounts).toEqual([expect.stringMatching(/^1 banana · \d+ g$/), "30 g"]);
  });

  it("names the foods of the Add food search in Spanish, with USDA's name under them (es_CL)", async () => {
    const id = await describedMealOffline("una manzana", "es_CL", "lunch");
    const { user } = await renderScreen(<MealDetailPage id={id} />, {
      locale: "es_CL",
      path: `/meals/${id}`,
    });
    await user.click(await screen.findByRole("button", { name: "Agregar alimento" }));
    // Spanish words still find the foods.
    await user.type(await screen.findByTestId("food-search", {}, { timeout: 20_000 }), "porotos verdes");
    const results = (await screen.findAllByTestId("food-result")).map((result) => result.textContent);
    // Named by the word list, and composed from the glossary where the list has no name.
    expect(results.some((text) => text?.startsWith("Porotos verdes"))).toBe(true);
    expect(results).toContainEqual(
      expect.stringContaining(
        "Porotos verdes frescos, cocidos, sin grasa añadidaGreen beans, fresh, cooked, no added fat",
      ),
    );
    expect(results).toContainEqual(expect.stringContaining("Porotos verdes crudosGreen beans, raw"));
  });

  it("offers a food in its usual portion, grams shown, not the smallest USDA lists (en_US)", async () => {
    const id = await describedMealOffline("an apple", "en_US", "lunch");
    const { user } = await renderScreen(<MealDetailPage id={id} />, {
      locale: "en_US",
      path: `/meals/${id}`,
    });
    await user.click(await screen.findByRole("button", { name: "Add food" }));
    await user.type(await screen.findByTestId("food-search", {}, { timeout: 20_000 }), "rye bread");
    // Before: "1 slice, snack-size: 26 kcal", 10 g of bread picked by default.
    const rye = (await screen.findAllByTestId("food-result")).find((r) =>
      r.textContent?.startsWith("Bread, rye"),
    )!;
    expect(rye.textContent).toContain("1 medium or regular slice (32 g): 83 kcal");
    await user.click(rye);
    const portion = screen.getByLabelText("Portion") as HTMLSelectElement;
    expect(portion.selectedOptions[0]?.textContent).toBe("1 medium or regular slice (32 g)");
    // USDA's unspecified quantity reads as a serving, not as USDA writes it.
    expect([...portion.options].map((o) => o.textContent)).toContain("1 serving (32 g)");
  });

  it("says at the amount that 20 kg of a food is too much to add, and adds nothing (en_US)", async () => {
    const id = await describedMealOffline("an apple", "en_US", "lunch");
    const { user } = await renderScreen(<MealDetailPage id={id} />, {
      locale: "en_US",
      path: `/meals/${id}`,
    });
    await user.click(await screen.findByRole("button", { name: "Add food" }));
    await user.type(await screen.findByTestId("food-search", {}, { timeout: 20_000 }), "white rice");
    await user.click((await screen.findAllByTestId("food-result"))[0]!);
    await user.selectOptions(screen.getByLabelText("Portion"), "grams");
    const amount = screen.getByLabelText("Amount");
    await user.clear(amount);
    await user.type(amount, "20000");
    await user.click(screen.getByRole("button", { name: "Add to meal" }));
    expect(await screen.findByText("That is too much for one food: at most 10 kg (10,000 g)")).toBeTruthy();
    expect(amount.getAttribute("aria-invalid")).toBe("true");
    expect(await scenario!.app.db.items.where("meal_id").equals(id).count()).toBe(1);
    // Changing the amount takes the message away; a right amount is added.
    await user.clear(amount);
    await user.type(amount, "150");
    expect(screen.queryByText("That is too much for one food: at most 10 kg (10,000 g)")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Add to meal" }));
    await expect
      .poll(() => scenario!.app.db.items.where("meal_id").equals(id).count(), { timeout: 10_000 })
      .toBe(2);
  });

  it("says at an emptied amount that it is needed, with the focus there, and changes nothing (es_CL)", async () => {
    const id = await describedMealOffline("dos huevos revueltos", "es_CL", "lunch");
    const before = await scenario!.app.db.items.where("meal_id").equals(id).first();
    const { user } = await renderScreen(<MealDetailPage id={id} />, {
      locale: "es_CL",
      path: `/meals/${id}`,
    });
    await user.click(await screen.findByRole("button", { name: "Corregir la cantidad de huevos revueltos" }));
    const grams = await screen.findByLabelText("Cantidad consumida");
    await user.clear(grams);
    await user.click(screen.getByRole("button", { name: "Guardar cantidad" }));
    // Save did nothing visible: the empty amount failed both of the contract's shapes, whose
    // message belonged to no field. Now it is said at the amount, which takes the focus.
    expect(await screen.findByText("Ingresa una cantidad mayor que cero")).toBeTruthy();
    expect(grams.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(grams);
    expect((await scenario!.app.db.items.get(before!.id))?.grams).toBe(before!.grams);
    // Too much is said there too, the focus back on the amount after the click on Save.
    await user.type(grams, "20000");
    await user.click(screen.getByRole("button", { name: "Guardar cantidad" }));
    expect(
      await screen.findByText("Es demasiado para un alimento: como máximo 10 kg (10.000 g)"),
    ).toBeTruthy();
    expect(document.activeElement).toBe(grams);
  });

  it("takes the focus back to a refused amount when adding a food (en_US)", async () => {
    const id = await describedMealOffline("an apple", "en_US", "lunch");
    const { user } = await renderScreen(<MealDetailPage id={id} />, {
      locale: "en_US",
      path: `/meals/${id}`,
    });
    await user.click(await screen.findByRole("button", { name: "Add food" }));
    await user.type(await screen.findByTestId("food-search", {}, { timeout: 20_000 }), "white rice");
    await user.click((await screen.findAllByTestId("food-result"))[0]!);
    const amount = screen.getByLabelText("Amount");
    await user.clear(amount);
    await user.click(screen.getByRole("button", { name: "Add to meal" }));
    expect(await screen.findByText("Please enter an amount greater than zero")).toBeTruthy();
    expect(document.activeElement).toBe(amount);
  });

  it("gives the focus back to the item's button when a dialog closes, and to Add food after a removal (en_US)", async () => {
    const id = await describedMealOffline("two scrambled eggs and an apple", "en_US", "lunch");
    const { user } = await renderScreen(<MealDetailPage id={id} />, {
      locale: "en_US",
      path: `/meals/${id}`,
    });
    // The focus fell to the page's top after every dialog (no Radix trigger to return to): a
    // keyboard or screen-reader user lost their place in the list each time.
    const amount = await screen.findByRole("button", { name: "Correct the amount of scrambled eggs" });
    await user.click(amount);
    await screen.findByLabelText("Amount eaten", {}, { timeout: 10_000 });
    await user.keyboard("{Escape}");
    await expect.poll(() => document.activeElement, { timeout: 10_000 }).toBe(amount);

    await user.click(amount);
    const grams = await screen.findByLabelText("Amount eaten", {}, { timeout: 10_000 });
    await user.clear(grams);
    await user.type(grams, "150");
    await user.click(screen.getByRole("button", { name: "Save amount" }));
    await expect.poll(() => screen.queryByLabelText("Amount eaten"), { timeout: 10_000 }).toBeNull();
    expect(document.activeElement).toBe(amount);

    // The removed item's button is gone: the focus goes to Add food, in the same list.
    await user.click(screen.getByRole("button", { name: "Remove apple" }));
    await user.click(await screen.findByRole("button", { name: "Remove" }));
    await expect.poll(() => screen.getAllByTestId("food-item").length, { timeout: 10_000 }).toBe(1);
    await expect
      .poll(() => document.activeElement, { timeout: 10_000 })
      .toBe(screen.getByRole("button", { name: "Add food" }));
  });

  // "Logged again for now" read as a copy kept only for a while; the copy is logged at the current time.
  it("says a meal logged again is logged at the current time, in both languages", async () => {
    const id = await describedMealOffline("an apple", "en_US", "lunch");
    goOnline(scenario!.backend);
    // Only a meal the server has can be logged again.
    await expect.poll(async () => (await requestDrain()).status, { timeout: 20_000 }).toBe("drained");
    for (const [locale, button, message] of [
      ["en_US", "Log again", "Logged again at the current time"],
      ["es_CL", "Registrar de nuevo", "Registrada de nuevo con la hora actual"],
    ] as const) {
      const { user } = await renderScreen(<MealDetailPage id={id} />, { locale, path: `/meals/${id}` });
      await user.click(await screen.findByRole("button", { name: button }));
      expect(await screen.findByText(message, {}, { timeout: 10_000 })).toBeTruthy();
      cleanup();
    }
  });

  it("puts the focus on Edit when the edit form is saved or cancelled (es_CL)", async () => {
    const id = await describedMealOffline("una manzana", "es_CL", "lunch");
    for (const leave of ["Guardar cambios", "Cancelar"]) {
      const { user, path } = await renderScreen(<MealDetailPage id={id} editing />, {
        locale: "es_CL",
        path: `/meals/${id}/edit`,
      });
      await user.click(await screen.findByRole("radio", { name: "Cena" }));
      await user.click(screen.getByRole("button", { name: leave }));
      await expect.poll(() => path(), { timeout: 10_000 }).toBe(`/meals/${id}`);
      cleanup();
      // The form's buttons go with it: the focus fell to the page's top. Edit, which opened the
      // form, takes it on the meal's screen.
      await renderScreen(<MealDetailPage id={id} />, { locale: "es_CL", path: `/meals/${id}` });
      const edit = await screen.findByRole("link", { name: "Editar" });
      await expect.poll(() => document.activeElement, { timeout: 10_000 }).toBe(edit);
      cleanup();
    }
  });

  it("shows a failed analysis with Analyze again, then the analysis running (en_US)", async () => {
    // Without an AI provider the server's analysis fails.
    scenario = await signedInScenario();
    const id = await loggedMeal();
    const { user } = await renderScreen(<MealDetailPage id={id} />, {
      locale: "en_US",
      path: `/meals/${id}`,
    });
    expect(await screen.findByText("Analysis failed", {}, { timeout: 30_000 })).toBeTruthy();
    expect(screen.getByText("The photos could not be analyzed.")).toBeTruthy();

    // The request for a new analysis is held on its way, so the screen stays in "analysing".
    let arrive = () => {};
    const held = new Promise<void>((resolve) => (arrive = resolve));
    scenario.backend.beforeRequest = (request) => (request.path.endsWith("/analyze") ? held : undefined);
    await user.click(screen.getByRole("button", { name: "Analyze again" }));
    expect(await screen.findByText("Analyzing your meal…")).toBeTruthy();
    expect(screen.getByRole("progressbar", { name: "Analysis progress" })).toBeTruthy();
    expect(screen.queryByText("Analysis failed")).toBeNull();

    arrive();
    expect(await screen.findByText("Analysis failed", {}, { timeout: 30_000 })).toBeTruthy();
    expect(scenario.backend.sent.filter((request) => request.path.endsWith("/analyze"))).toHaveLength(2);
  });
});
