// Meal items: deleting one and correcting its amount; both recompute the meal's totals (spec §4).
import type { CorrectItemAmountRequest } from "@nutrisnap/shared/api";
import { MealWriteError } from "./errors.ts";
import { withChanges } from "../sync/changeLog.ts";
import { pickNutrients, rescaleItem } from "@nutrisnap/shared/meals";
import type { Locale } from "@nutrisnap/shared/constants";
import { recomputeTotals, type MealStore } from "./repository.ts";

/** DELETE /mealItems/{id}: refuses the last item of a meal (spec §5) with 409. Answers the meal id. */
export async function deleteMealItem(store: MealStore, userId: string, itemId: string): Promise<string> {
  return withChanges(store.db, store.hub, userId, async (trx, record) => {
    const item = await trx
      .selectFrom("meal_items")
      .select(["id", "meal_id"])
      .where("id", "=", itemId)
      .where("user_id", "=", userId)
      .executeTakeFirst();
    if (!item) throw new MealWriteError({ kind: "itemNotFound" });
    const count = await trx
      .selectFrom("meal_items")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("meal_id", "=", item.meal_id)
      .executeTakeFirstOrThrow();
    if (Number(count.n) <= 1) throw new MealWriteError({ kind: "lastItem" });
    await trx.deleteFrom("meal_items").where("id", "=", itemId).execute();
    await recomputeTotals(trx, item.meal_id);
    await record({ kind: "meal", recordId: item.meal_id, op: "upsert" });
    return item.meal_id;
  });
}

/**
 * PATCH /mealItems/{id}: the corrected amount, as grams or as a quantity of one of the item's units
 * (shared/meals: the same rule the device applies offline). The model's estimate stays as it was.
 */
export async function correctMealItemAmount(
  store: MealStore,
  userId: string,
  itemId: string,
  correction: CorrectItemAmountRequest,
  locale: Locale,
): Promise<string> {
  return withChanges(store.db, store.hub, userId, async (trx, record) => {
    const item = await trx
      .selectFrom("meal_items")
      .selectAll()
      .where("id", "=", itemId)
      .where("user_id", "=", userId)
      .executeTakeFirst();
    if (!item) throw new MealWriteError({ kind: "itemNotFound" });
    const rescaled = rescaleItem(item, correction, locale);
    if (!rescaled.ok) throw new MealWriteError(rescaled.problem);
    const { grams, quantity, unit_localized } = rescaled.item;
    await trx
      .updateTable("meal_items")
      .set({ ...pickNutrients(rescaled.item), grams, quantity, unit_localized })
      .where("id", "=", itemId)
      .execute();
    await recomputeTotals(trx, item.meal_id);
    await record({ kind: "meal", recordId: item.meal_id, op: "upsert" });
    return item.meal_id;
  });
}
