// Items from the food database (issue 13 §3-4): adding foods to a meal (a described meal, or Add
// food on the meal detail) and replacing an item's food. The server weighs them with its own food
// engine, the same one the browser used, so a client cannot send nutrients of its own making.
import type { AddMealItemsRequest, ReplaceItemFoodRequest } from "@nutrisnap/shared/api";
import type { Locale } from "@nutrisnap/shared/constants";
import type { Food, FoodEngine } from "@nutrisnap/shared/foods";
import { nutrientsOf } from "@nutrisnap/shared/foods";
import { v7 as uuidv7 } from "uuid";
import { withChanges } from "../sync/changeLog.ts";
import { MealWriteError } from "./errors.ts";
import { recomputeTotals, type MealStore } from "./repository.ts";

const unknownFood = (index: number | null) =>
  new MealWriteError({ kind: "unknownFood", field: index === null ? "food_id" : `items.${index}.food_id` });

function foodOf(foods: FoodEngine, id: string, index: number | null): Food {
  const food = foods.get(id);
  if (!food) throw unknownFood(index);
  return food;
}

/** POST /meals/{id}/items. Replaying the same item ids adds nothing twice. Answers the meal id. */
export async function addMealItems(
  store: MealStore,
  foods: FoodEngine,
  userId: string,
  mealId: string,
  request: AddMealItemsRequest,
): Promise<void> {
  const chosen = request.items.map((item, index) => ({ item, food: foodOf(foods, item.food_id, index) }));
  const found = await withChanges(store.db, store.hub, userId, async (trx, record) => {
    const meal = await trx
      .selectFrom("meals")
      .select(["id", "analysis_status"])
      .where("id", "=", mealId)
      .where("user_id", "=", userId)
      .executeTakeFirst();
    if (!meal) return false;
    const ids = chosen.flatMap(({ item }) => (item.id ? [item.id] : []));
    const existing =
      ids.length === 0
        ? []
        : await trx.selectFrom("meal_items").select(["id", "user_id"]).where("id", "in", ids).execute();
    if (existing.some((row) => row.user_id !== userId)) throw new MealWriteError({ kind: "idInUse" });
    const known = new Set(existing.map((row) => row.id));
    const last = await trx
      .selectFrom("meal_items")
      .select((eb) => eb.fn.max<number>("position").as("position"))
      .where("meal_id", "=", mealId)
      .executeTakeFirst();
    let position = (last?.position ?? -1) + 1;
    const now = new Date().toISOString();
    const rows = chosen
      .filter(({ item }) => !item.id || !known.has(item.id))
      .map(({ item, food }) => ({
        id: item.id ?? uuidv7(),
        meal_id: mealId,
        user_id: userId,
        position: position++,
        name: food.description,
        local_name: item.local_name,
        quantity: item.quantity,
        unit_localized: item.unit_localized,
        grams: Math.round(item.grams * 10) / 10,
        ...nutrientsOf(food, item.grams),
        confidence_score: item.confidence_score ?? 1,
        source: food.id,
        model_estimate: null,
        created_at: now,
      }));
    if (rows.length > 0) await trx.insertInto("meal_items").values(rows).execute();
    // A meal logged by description needs no analysis: its nutrients are known.
    if (meal.analysis_status === "not_started")
      await trx.updateTable("meals").set({ analysis_status: "completed" }).where("id", "=", mealId).execute();
    await recomputeTotals(trx, mealId);
    await record({ kind: "meal", recordId: mealId, op: "upsert" });
    return true;
  });
  if (!found) throw new MealWriteError({ kind: "mealNotFound" });
}

/** PUT /mealItems/{id}/food: the item keeps its grams and amount; name and nutrients follow the food. */
export async function replaceItemFood(
  store: MealStore,
  foods: FoodEngine,
  userId: string,
  itemId: string,
  request: ReplaceItemFoodRequest,
  locale: Locale,
): Promise<string> {
  const food = foodOf(foods, request.food_id, null);
  return withChanges(store.db, store.hub, userId, async (trx, record) => {
    const item = await trx
      .selectFrom("meal_items")
      .select(["id", "meal_id", "grams"])
      .where("id", "=", itemId)
      .where("user_id", "=", userId)
      .executeTakeFirst();
    if (!item) throw new MealWriteError({ kind: "itemNotFound" });
    await trx
      .updateTable("meal_items")
      .set({
        name: food.description,
        // A Spanish user's item is named in Spanish where the word list names the food.
        local_name: request.local_name ?? foods.name(food, locale),
        ...nutrientsOf(food, item.grams),
        confidence_score: 1,
        source: food.id,
      })
      .where("id", "=", itemId)
      .execute();
    await recomputeTotals(trx, item.meal_id);
    await record({ kind: "meal", recordId: item.meal_id, op: "upsert" });
    return item.meal_id;
  });
}
