// Meals and items from the food database (issue 13): a meal logged by describing it, Add food and
// Replace food. Like every command, each writes Dexie and its outbox entries in one transaction, so
// it works offline; the server weighs the same foods with the same engine when the entries go.
import { v7 as uuidv7 } from "uuid";
import { i18n } from "@lingui/core";
import type { EstimatedItem, MealItem } from "@nutrisnap/shared/api";
import type { Locale, MealType } from "@nutrisnap/shared/constants";
import { isLocale } from "@nutrisnap/shared/locale";
import { defaultMealTitle, describedMealTitle, itemNames, mealTotals } from "@nutrisnap/shared/meals";
import { validate } from "@nutrisnap/shared/validation";
import { genericMessage, type CommandResult } from "../api.ts";
import { dataContext } from "../context.ts";
import { contracts } from "../contracts.ts";
import type { MealRow } from "../db.ts";
import { enqueue } from "../outbox.ts";
import { mealRowOf } from "../storeMeal.ts";
import { requestDrain } from "../syncEngine.ts";
import { invalid } from "./invalid.ts";
import { storeItemsChange } from "./itemsChanged.ts";
import { refuseMealTime } from "./mealTime.ts";

const userLocale = (): Locale => (isLocale(i18n.locale) ? i18n.locale : "en_US");

const itemRow = (mealId: string, item: EstimatedItem, id: string): MealItem => ({
  ...item,
  id,
  meal_id: mealId,
  model_estimate: null,
});

const requestItem = (item: MealItem) => ({
  id: item.id,
  food_id: item.source,
  grams: item.grams,
  quantity: item.quantity,
  unit_localized: item.unit_localized,
  local_name: item.local_name,
  confidence_score: item.confidence_score,
});

export interface DescribedMealInput {
  type: MealType;
  items: EstimatedItem[];
  /** The description as typed, kept as the meal's note. */
  note?: string;
  /** When it was eaten (ISO); now when left out. */
  createdAt?: string;
}

/** A meal logged by describing it: no photos, no analysis; its items come from the food engine. */
export async function logDescribedMeal(input: DescribedMealInput): Promise<CommandResult<{ id: string }>> {
  const id = uuidv7();
  const now = new Date().toISOString();
  // The contracts load on first use, as in every command: imported here, they were evaluated with
  // the data layer on every private page's first load (decision 159).
  const { createMealRequestSchema, addMealItemsRequestSchema } = await contracts();
  // Named by its foods, as an analysed meal is by the analysis ("Eggs and toast"), not "Breakfast".
  const title = describedMealTitle(itemNames(input.items), userLocale());
  const request = validate(createMealRequestSchema, {
    id,
    type: input.type,
    title: title || undefined,
    created_at: input.createdAt ?? now,
    note: input.note?.slice(0, 500) || null,
  });
  if (!request.ok) return invalid(request.errors);
  const refused = refuseMealTime(request.data.created_at ?? now);
  if (refused) return refused;
  const items = input.items.map((item) => itemRow(id, item, uuidv7()));
  const body = validate(addMealItemsRequestSchema, { items: items.map(requestItem) });
  if (!body.ok) return invalid(body.errors);
  const createdAt = request.data.created_at ?? now;
  const meal: MealRow = mealRowOf({
    id,
    title: request.data.title ?? defaultMealTitle(input.type, userLocale()),
    type: input.type,
    analysis_status: "completed",
    note: request.data.note ?? null,
    created_at: createdAt,
    updated_at: now,
    items,
    ...mealTotals(items),
    ai_analysis: null,
  });
  const { db } = dataContext();
  await db.transaction("rw", db.meals, db.items, db.outbox, async () => {
    await db.meals.add(meal);
    await db.items.bulkAdd(items);
    await enqueue(db, { kind: "meal.create", mealId: id, body: request.data });
    await enqueue(db, { kind: "meal.items", mealId: id, body: body.data });
  });
  void requestDrain();
  return { ok: true, data: { id } };
}

/** Add food on the meal detail: the items appear at once and the totals follow. */
export async function addFoods(mealId: string, added: EstimatedItem[]): Promise<CommandResult<null>> {
  const items = added.map((item) => itemRow(mealId, item, uuidv7()));
  const body = validate((await contracts()).addMealItemsRequestSchema, { items: items.map(requestItem) });
  if (!body.ok) return invalid(body.errors);
  const { db } = dataContext();
  const found = await db.transaction("rw", db.meals, db.items, db.outbox, async () => {
    if (!(await db.meals.get(mealId))) return false;
    const before = await db.items.where("meal_id").equals(mealId).toArray();
    await db.items.bulkAdd(items);
    await enqueue(db, { kind: "meal.items", mealId, body: body.data });
    await storeItemsChange(db, mealId, before);
    return true;
  });
  if (!found) return { ok: false, message: genericMessage("notFound"), code: "not_found" };
  void requestDrain();
  return { ok: true, data: null };
}

/** Replace food: the item keeps its grams and amount; its name and nutrients become the new food's. */
export async function replaceFood(
  itemId: string,
  /** The new food at the item's grams (the engine's `item`); its amount fields are not used. */
  replacement: EstimatedItem,
): Promise<CommandResult<null>> {
  const body = validate((await contracts()).replaceItemFoodRequestSchema, {
    food_id: replacement.source,
    local_name: replacement.local_name,
  });
  if (!body.ok) return invalid(body.errors);
  const { db } = dataContext();
  const found = await db.transaction("rw", db.meals, db.items, db.outbox, async () => {
    const item = await db.items.get(itemId);
    if (!item) return false;
    const before = await db.items.where("meal_id").equals(item.meal_id).toArray();
    await db.items.put({
      ...item,
      name: replacement.name,
      local_name: replacement.local_name,
      source: replacement.source,
      calories: replacement.calories,
      protein: replacement.protein,
      fat: replacement.fat,
      carbohydrates: replacement.carbohydrates,
      fiber: replacement.fiber,
      sugar: replacement.sugar,
      sodium: replacement.sodium,
      confidence_score: 1,
    });
    await enqueue(db, { kind: "item.food", mealId: item.meal_id, itemId, body: body.data });
    await storeItemsChange(db, item.meal_id, before);
    return true;
  });
  if (!found) return { ok: false, message: genericMessage("notFound"), code: "not_found" };
  void requestDrain();
  return { ok: true, data: null };
}
