// Meals and items from the food engine against the real server: a described meal, Add food and
// Replace food are shown here at once, offline, and reach the server through the outbox, where the
// same engine weighs the same foods to the same numbers.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { i18n } from "@lingui/core";
import { mealSchema } from "@nutrisnap/shared/api";
import { createFoodEngine, type FoodIndexFile } from "@nutrisnap/shared/foods";
import indexFile from "@nutrisnap/shared/foods/foodIndex.json" with { type: "json" };
import { dataContext } from "../context.ts";
import { readMeal } from "../queries/meals.ts";
import { requestDrain } from "../syncEngine.ts";
import { signedInScenario, type Scenario } from "../testing/scenario.ts";
import { addFoods, logDescribedMeal, replaceFood } from "./foodItems.ts";
import { editMeal } from "./mealEdit.ts";
import { correctItemAmount, deleteItem } from "./meals.ts";

const engine = createFoodEngine(indexFile as unknown as FoodIndexFile);
let scenario: Scenario;
beforeAll(async () => {
  scenario = await signedInScenario();
});
afterAll(() => scenario.close());

const totals = (meal: { total_calories: number; total_carbohydrates: number; total_sodium: number }) => [
  meal.total_calories,
  meal.total_carbohydrates,
  meal.total_sodium,
];

describe("a meal logged by describing it", () => {
  it("is stored with its items and totals at once, then synced with the same numbers", async () => {
    const text = "2 scrambled eggs, a slice of whole-wheat toast with butter and 240 ml of orange juice";
    const { items } = engine.estimate(text, "en_US");
    expect(items).toHaveLength(4);
    const logged = await logDescribedMeal({ type: "breakfast", items, note: text });
    expect(logged.ok).toBe(true);
    const id = logged.ok ? logged.data.id : "";
    const local = (await readMeal(dataContext().db, id))!;
    expect(local.analysis_status).toBe("completed");
    expect(local.items.map((item) => item.source)).toEqual(items.map((item) => item.source));
    expect(local.total_calories).toBe(items.reduce((sum, item) => sum + item.calories, 0));
    expect(local.sync).toBe("pending");
    // Named by its foods, as an analysed meal is named by its analysis, not "Breakfast".
    expect(local.title).toBe("Scrambled eggs, whole-wheat toast, butter and orange juice");

    await requestDrain();
    const onServer = mealSchema.parse((await scenario.serverGet(`/api/v1/meals/${id}`)).body);
    expect(onServer.items.map((item) => [item.id, item.grams, item.calories])).toEqual(
      local.items.map((item) => [item.id, item.grams, item.calories]),
    );
    expect(totals(onServer)).toEqual(totals(local));
    expect(onServer.note).toBe(text);
    expect(onServer.title).toBe(local.title);
    expect((await readMeal(dataContext().db, id))!.sync).toBe("synced");
  });

  it("adds a food and replaces another's food, keeping its grams, and the server agrees", async () => {
    const { items } = engine.estimate("a cup of white rice", "en_US");
    const logged = await logDescribedMeal({ type: "lunch", items });
    const id = logged.ok ? logged.data.id : "";
    const apple = engine.match("apple").candidates[0]!.food;
    const added = engine.item(
      apple,
      { grams: 182, quantity: 1, unit: "medium", localName: "apple", confidence: null },
      "en_US",
    );
    expect((await addFoods(id, [added])).ok).toBe(true);
    const rice = (await readMeal(dataContext().db, id))!.items[0]!;
    const brown = engine.match("brown rice").candidates[0]!.food;
    const replacement = engine.item(
      brown,
      {
        grams: rice.grams,
        quantity: rice.quantity,
        unit: rice.unit_localized,
        localName: "brown rice",
        confidence: 1,
      },
      "en_US",
    );
    expect((await replaceFood(rice.id, replacement)).ok).toBe(true);
    const local = (await readMeal(dataContext().db, id))!;
    expect(local.items).toHaveLength(2);
    expect(local.items[0]).toMatchObject({ id: rice.id, grams: rice.grams, source: brown.id });
    expect(local.total_calories).toBe(replacement.calories + added.calories);

    await requestDrain();
    const onServer = mealSchema.parse((await scenario.serverGet(`/api/v1/meals/${id}`)).body);
    expect(onServer.items.map((item) => [item.source, item.grams, item.calories])).toEqual(
      local.items.map((item) => [item.source, item.grams, item.calories]),
    );
    expect(totals(onServer)).toEqual(totals(local));
  });

  it("refuses an empty description's meal with a message", async () => {
    const result = await logDescribedMeal({ type: "snack", items: [] });
    expect(result.ok).toBe(false);
  });
});

// Decision 236: a title the app wrote from the foods follows them; a title the user typed stays.
describe("a described meal's title", () => {
  afterEach(() => i18n.loadAndActivate({ locale: "en_US", messages: {} }));

  const logged = async (text: string, locale: "en_US" | "es_CL") => {
    const result = await logDescribedMeal({ type: "snack", items: engine.estimate(text, locale).items });
    return result.ok ? result.data.id : "";
  };
  const meal = async (id: string) => (await readMeal(dataContext().db, id))!;
  const onServer = async (id: string) =>
    mealSchema.parse((await scenario.serverGet(`/api/v1/meals/${id}`)).body);

  it("follows its foods when one is removed, here and on the server", async () => {
    const id = await logged("a banana and 30 g of almonds", "en_US");
    expect((await meal(id)).title).toBe("Banana and almonds");
    await requestDrain();
    const banana = (await meal(id)).items.find((item) => item.local_name === "banana")!;
    expect((await deleteItem(banana.id)).ok).toBe(true);
    expect((await meal(id)).title).toBe("Almonds");
    await requestDrain();
    expect((await onServer(id)).title).toBe("Almonds");
    expect((await meal(id)).title).toBe("Almonds");
    expect((await meal(id)).sync).toBe("synced");
  });

  it("follows a food added or replaced, and a new amount leaves it", async () => {
    const id = await logged("a banana", "en_US");
    const apple = engine.match("apple").candidates[0]!.food;
    const added = engine.item(
      apple,
      { grams: 182, quantity: 1, unit: "medium", localName: "apple", confidence: null },
      "en_US",
    );
    expect((await addFoods(id, [added])).ok).toBe(true);
    expect((await meal(id)).title).toBe("Banana and apple");
    const banana = (await meal(id)).items.find((item) => item.local_name === "banana")!;
    const pear = engine.match("pear").candidates[0]!.food;
    const replacement = engine.item(
      pear,
      { grams: banana.grams, quantity: 1, unit: banana.unit_localized, localName: "pear", confidence: 1 },
      "en_US",
    );
    expect((await replaceFood(banana.id, replacement)).ok).toBe(true);
    expect((await meal(id)).title).toBe("Pear and apple");
    expect((await correctItemAmount(banana.id, { grams: 300 })).ok).toBe(true);
    expect((await meal(id)).title).toBe("Pear and apple");
    await requestDrain();
    expect((await onServer(id)).title).toBe("Pear and apple");
  });

  it("stays as the user typed it", async () => {
    const id = await logged("a banana and 30 g of almonds", "en_US");
    expect((await editMeal(id, { title: "Gym snack" })).ok).toBe(true);
    const banana = (await meal(id)).items.find((item) => item.local_name === "banana")!;
    expect((await deleteItem(banana.id)).ok).toBe(true);
    expect((await meal(id)).title).toBe("Gym snack");
    await requestDrain();
    expect((await onServer(id)).title).toBe("Gym snack");
  });

  it("follows its foods in Spanish, with 'e' before an i sound", async () => {
    i18n.loadAndActivate({ locale: "es_CL", messages: {} });
    const id = await logged("pan, higos y queso", "es_CL");
    expect((await meal(id)).title).toBe("Pan, higos y queso");
    const cheese = (await meal(id)).items.find((item) => item.local_name === "queso")!;
    expect((await deleteItem(cheese.id)).ok).toBe(true);
    expect((await meal(id)).title).toBe("Pan e higos");
    await requestDrain();
    expect((await onServer(id)).title).toBe("Pan e higos");
  });
});
