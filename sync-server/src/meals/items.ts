// Meal items: deleting one and correcting its amount; both recompute the meal's totals (spec §4).
import type { CorrectItemAmountRequest } from "@nutrisnap/shared/api";
import { ApiError, notFound } from "../http/apiError.ts";
import { withChanges } from "../sync/changeLog.ts";
import { NUTRIENT_KEYS, scaleNutrients } from "./nutrients.ts";
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
    if (!item) throw notFound();
    const count = await trx
      .selectFrom("meal_items")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("meal_id", "=", item.meal_id)
      .executeTakeFirstOrThrow();
    if (Number(count.n) <= 1) throw new ApiError(409, "lastMealItem", { code: "last_item" });
    await trx.deleteFrom("meal_items").where("id", "=", itemId).execute();
    await recomputeTotals(trx, item.meal_id);
    await record({ kind: "meal", recordId: item.meal_id, op: "upsert" });
    return item.meal_id;
  });
}

/** The most a corrected item may weigh, as the grams form allows (shared contract). */
const MAX_ITEM_GRAMS = 10_000;

const gramsPerUnit: Record<string, number> = {
  g: 1,
  gr: 1,
  gram: 1,
  grams: 1,
  gramo: 1,
  gramos: 1,
  kg: 1000,
  oz: 28.3495,
  ounce: 28.3495,
  ounces: 28.3495,
  onza: 28.3495,
  onzas: 28.3495,
  lb: 453.592,
  lbs: 453.592,
};

/**
 * PATCH /mealItems/{id}: the corrected amount, as grams or as a quantity of the item's own unit
 * (or of a mass unit); nutrients scale by the same factor. The model's estimate stays as it was.
 */
export async function correctMealItemAmount(
  store: MealStore,
  userId: string,
  itemId: string,
  correction: CorrectItemAmountRequest,
): Promise<string> {
  return withChanges(store.db, store.hub, userId, async (trx, record) => {
    const item = await trx
      .selectFrom("meal_items")
      .selectAll()
      .where("id", "=", itemId)
      .where("user_id", "=", userId)
      .executeTakeFirst();
    if (!item) throw notFound();
    const factor = rescaleFactor(item, correction);
    // However the amount is given, an item weighs at most what grams may say (issue 12, finding 8).
    if (item.grams * factor > MAX_ITEM_GRAMS) {
      throw invalid("quantity" in correction ? "quantity" : "grams");
    }
    const nutrients = scaleNutrients(
      Object.fromEntries(NUTRIENT_KEYS.map((key) => [key, item[key]])) as Record<
        (typeof NUTRIENT_KEYS)[number],
        number
      >,
      factor,
    );
    await trx
      .updateTable("meal_items")
      .set({
        ...nutrients,
        grams: Math.round(item.grams * factor * 10) / 10,
        quantity: Math.round(item.quantity * factor * 100) / 100,
      })
      .where("id", "=", itemId)
      .execute();
    await recomputeTotals(trx, item.meal_id);
    await record({ kind: "meal", recordId: item.meal_id, op: "upsert" });
    return item.meal_id;
  });
}

const invalid = (field: string) =>
  new ApiError(422, "checkInput", { errors: { [field]: ["invalidAmount"] } });

function rescaleFactor(
  item: { grams: number; quantity: number; unit_localized: string },
  correction: CorrectItemAmountRequest,
): number {
  if ("grams" in correction) {
    if (item.grams <= 0) throw invalid("grams");
    return correction.grams / item.grams;
  }
  const unit = correction.unit.trim().toLowerCase();
  if (unit === item.unit_localized.trim().toLowerCase()) {
    if (item.quantity <= 0) throw invalid("quantity");
    return correction.quantity / item.quantity;
  }
  const perUnit = gramsPerUnit[unit];
  if (perUnit === undefined) throw new ApiError(422, "checkInput", { errors: { unit: ["invalidChoice"] } });
  if (item.grams <= 0) throw invalid("quantity");
  return (correction.quantity * perUnit) / item.grams;
}
