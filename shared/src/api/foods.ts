import { z } from "zod/mini";
import { LOCALES, MAX_ITEM_GRAMS } from "../constants.ts";
import { nutrientsSchema } from "./meals.ts";

/** POST /api/v1/foods/estimate: a meal described in words (issue 13 §3). */
export const foodEstimateRequestSchema = z.strictObject({
  text: z
    .string({ error: "required" })
    .check(z.trim(), z.minLength(1, "required"), z.maxLength(1000, "textTooLong")),
  locale: z.enum(LOCALES, { error: "invalidChoice" }),
});
export type FoodEstimateRequest = z.input<typeof foodEstimateRequestSchema>;

/** One item of an estimate: the meal item's fields, with `source` the matched food's id. */
export const estimatedItemSchema = z.object({
  name: z.string(),
  local_name: z.string(),
  quantity: z.number(),
  unit_localized: z.string(),
  grams: z.number(),
  ...nutrientsSchema.shape,
  confidence_score: z.number(),
  source: z.string(),
});
export type EstimatedItem = z.infer<typeof estimatedItemSchema>;

export const foodEstimateResponseSchema = z.object({
  items: z.array(estimatedItemSchema),
  totals: nutrientsSchema,
  /** The parts of the text no food matched, as written. */
  unmatched: z.array(z.string()),
});
export type FoodEstimateResponse = z.infer<typeof foodEstimateResponseSchema>;

const foodIdSchema = z
  .string({ error: "required" })
  .check(z.regex(/^(fndds|sr28):[0-9A-Za-z]{1,12}$/, "unknownFood"));

/** A food from the database at an amount: what Describe and Add food save. */
export const newMealItemSchema = z.strictObject({
  id: z.optional(z.uuid({ error: "invalidType" })),
  food_id: foodIdSchema,
  grams: z
    .number({ error: "invalidAmount" })
    .check(z.positive("invalidAmount"), z.lte(MAX_ITEM_GRAMS, "amountTooLarge")),
  quantity: z
    .number({ error: "invalidAmount" })
    .check(z.positive("invalidAmount"), z.lte(1_000, "amountTooLarge")),
  unit_localized: z.string().check(z.trim(), z.minLength(1, "required"), z.maxLength(40, "invalidType")),
  local_name: z.string().check(z.trim(), z.minLength(1, "required"), z.maxLength(200, "invalidType")),
  confidence_score: z._default(z.nullable(z.number().check(z.gte(0), z.lte(1))), null),
});
export type NewMealItem = z.input<typeof newMealItemSchema>;

/** POST /api/v1/meals/{id}/items: answers the meal with its recomputed totals. */
export const addMealItemsRequestSchema = z.strictObject({
  items: z.array(newMealItemSchema).check(z.minLength(1, "required"), z.maxLength(30, "tooManyItems")),
});
export type AddMealItemsRequest = z.input<typeof addMealItemsRequestSchema>;

/** PUT /api/v1/mealItems/{id}/food: another food for the item; its grams stay, nutrients follow. */
export const replaceItemFoodRequestSchema = z.strictObject({
  food_id: foodIdSchema,
  /** The food's name in the user's words; the new food's own name when left out. */
  local_name: z.optional(
    z.string().check(z.trim(), z.minLength(1, "required"), z.maxLength(200, "invalidType")),
  ),
});
export type ReplaceItemFoodRequest = z.input<typeof replaceItemFoodRequestSchema>;
