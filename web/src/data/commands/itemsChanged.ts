// What follows a change to a meal's items, in the command's own transaction: the totals become the
// items' sums, and a title the app wrote from the foods follows the foods (decision 236).
import { i18n } from "@lingui/core";
import type { Locale } from "@nutrisnap/shared/constants";
import { isLocale } from "@nutrisnap/shared/locale";
import { followedMealTitle, itemNames, mealTotals } from "@nutrisnap/shared/meals";
import type { ItemRow, NutriSnapDb } from "../db.ts";
import { enqueue } from "../outbox.ts";
import { mealRowOf } from "../storeMeal.ts";

const userLocale = (): Locale => (isLocale(i18n.locale) ? i18n.locale : "en_US");

/**
 * Stores the meal as its items now are. `before` are its items before the change. A new title goes
 * to the server as a title edit (the edit page's `meal.update`), queued after the item change.
 */
export async function storeItemsChange(db: NutriSnapDb, mealId: string, before: ItemRow[]): Promise<void> {
  const meal = await db.meals.get(mealId);
  if (!meal) return;
  const items = await db.items.where("meal_id").equals(mealId).toArray();
  const title = followedMealTitle({
    title: meal.title,
    type: meal.type,
    analysed: meal.ai_analysis !== null,
    before: itemNames(before),
    after: itemNames(items),
    locale: userLocale(),
  });
  const { words: _words, day: _day, context, ...rest } = meal;
  const row = mealRowOf({
    ...rest,
    ...mealTotals(items),
    title,
    items,
    updated_at: new Date().toISOString(),
  });
  await db.meals.put({ ...row, context });
  if (title !== meal.title) await enqueue(db, { kind: "meal.update", mealId, body: { title } });
}
