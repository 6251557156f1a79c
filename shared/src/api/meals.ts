import { z } from "zod/mini";
import { ANALYSIS_STATUSES, MAX_ITEM_GRAMS, MEAL_TYPES, PORTIONS_CONSUMED } from "../constants.ts";
import { mealTimeProblem } from "../meals/mealTime.ts";
import { MEAL_TITLE_MAX } from "../meals/titles.ts";
import { daySchema, idSchema, instantSchema } from "./common.ts";

export const mealTypeSchema = z.enum(MEAL_TYPES, { error: "invalidChoice" });
export const analysisStatusSchema = z.enum(ANALYSIS_STATUSES, { error: "invalidChoice" });

/** spec §3 Analysis context; sent as an object, or null when nothing was chosen. */
export const analysisContextSchema = z.strictObject({
  multiple_angles: z._default(z.boolean(), false),
  portion_consumed: z._default(z.nullable(z.enum(PORTIONS_CONSUMED, { error: "invalidChoice" })), null),
  shared_meal: z._default(z.boolean(), false),
  leftovers: z._default(z.boolean(), false),
  sugar_free: z._default(z.boolean(), false),
  added_protein: z._default(
    z.number().check(z.int("invalidType"), z.gte(0, "invalidType"), z.lte(3, "invalidType")),
    0,
  ),
});
export type AnalysisContext = z.output<typeof analysisContextSchema>;

export const analyzeRequestSchema = z.nullable(analysisContextSchema);

/** Optional query of POST /meals/{id}/analyze (spec §7 helpers). */
export const analyzeQuerySchema = z.object({
  language: z.optional(z.string().check(z.maxLength(10))),
  region: z.optional(z.string().check(z.maxLength(10))),
  use_metric: z.optional(z.enum(["true", "false", "1", "0"])),
});

export const mealPhotoSchema = z.object({
  id: z.string(),
  meal_id: z.string(),
  image_url: z.string(),
  thumbnail_url: z.string(),
  temporary_url: z.nullable(z.string()),
  content_type: z.string(),
  width: z.number(),
  height: z.number(),
  created_at: instantSchema,
});
export type MealPhoto = z.infer<typeof mealPhotoSchema>;

export const nutrientsSchema = z.object({
  calories: z.number(),
  protein: z.number(),
  fat: z.number(),
  carbohydrates: z.number(),
  fiber: z.number(),
  sugar: z.number(),
  sodium: z.number(),
});
export type Nutrients = z.infer<typeof nutrientsSchema>;

/** spec §3 Meal item, plus the grounding record (source food and the model's own numbers). */
export const mealItemSchema = z.object({
  id: z.string(),
  meal_id: z.string(),
  name: z.string(),
  local_name: z.string(),
  quantity: z.number(),
  unit_localized: z.string(),
  grams: z.number(),
  ...nutrientsSchema.shape,
  confidence_score: z.nullable(z.number()),
  source: z.string(),
  model_estimate: z.nullable(nutrientsSchema),
});
export type MealItem = z.infer<typeof mealItemSchema>;

export const aiAnalysisSchema = z.object({
  confidence: z.nullable(z.number()),
  notes: z.nullable(z.string()),
});

/** spec §3 Meal with its photos, items and analysis. */
export const mealSchema = z.object({
  id: z.string(),
  title: z.string(),
  type: mealTypeSchema,
  analysis_status: analysisStatusSchema,
  note: z.nullable(z.string()),
  created_at: instantSchema,
  updated_at: instantSchema,
  photos: z.array(mealPhotoSchema),
  items: z.array(mealItemSchema),
  total_calories: z.number(),
  total_protein: z.number(),
  total_fat: z.number(),
  total_carbohydrates: z.number(),
  total_fiber: z.number(),
  total_sugar: z.number(),
  total_sodium: z.number(),
  ai_analysis: z.nullable(aiAnalysisSchema),
});
export type Meal = z.infer<typeof mealSchema>;

const noteSchema = z.string().check(z.trim(), z.maxLength(500, "noteTooLong"));

/** When the meal was eaten: a valid instant, not in the future nor over a year back (meals/mealTime). */
export const mealTimeSchema = instantSchema.check(
  z.superRefine((instant, ctx) => {
    const problem = mealTimeProblem(new Date(instant));
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  }),
);

/** POST /api/v1/meals: the client may send its own id and the time it logged the meal. */
const titleSchema = z
  .string()
  .check(z.trim(), z.minLength(1, "required"), z.maxLength(MEAL_TITLE_MAX, "titleTooLong"));

export const createMealRequestSchema = z.strictObject({
  id: z.optional(idSchema),
  type: mealTypeSchema,
  /** A title of the meal's own (a described meal's foods); the type's default title when left out. */
  title: z.optional(titleSchema),
  /** Checked against the meal-time rule by the meal service, which answers with the rule's message. */
  created_at: z.optional(instantSchema),
  note: z.nullish(noteSchema),
});
export type CreateMealRequest = z.input<typeof createMealRequestSchema>;

export const updateMealRequestSchema = z.strictObject({
  type: z.optional(mealTypeSchema),
  title: z.optional(titleSchema),
  note: z.nullish(noteSchema),
  /** When the meal was eaten (issue 15): its day and the day's totals follow. */
  created_at: z.optional(mealTimeSchema),
});
export type UpdateMealRequest = z.input<typeof updateMealRequestSchema>;

/**
 * POST /api/v1/meals/{id}/copy, "Log again" (issue 15): a new meal with the source's items and
 * photos, eaten at `created_at`. The client names the new meal and, optionally, the ids its
 * copies of the source's items and photos get, so later changes made offline find them.
 */
export const copyMealRequestSchema = z.strictObject({
  id: idSchema,
  created_at: mealTimeSchema,
  type: z.optional(mealTypeSchema),
  items: z._default(
    z.array(z.strictObject({ source_id: idSchema, id: idSchema })).check(z.maxLength(100, "invalidType")),
    [],
  ),
  photos: z._default(
    z.array(z.strictObject({ source_id: idSchema, id: idSchema })).check(z.maxLength(10, "invalidType")),
    [],
  ),
});
export type CopyMealRequest = z.input<typeof copyMealRequestSchema>;

/** PATCH /api/v1/mealItems/{id}: a corrected amount, in grams or as quantity and unit. */
export const correctItemAmountRequestSchema = z.union([
  z.strictObject({
    grams: z
      .number({ error: "invalidAmount" })
      .check(z.positive("invalidAmount"), z.lte(MAX_ITEM_GRAMS, "amountTooLarge")),
  }),
  z.strictObject({
    quantity: z
      .number({ error: "invalidAmount" })
      .check(z.positive("invalidAmount"), z.lte(1_000, "amountTooLarge")),
    unit: z.string().check(z.trim(), z.minLength(1, "required"), z.maxLength(40, "invalidType")),
  }),
]);
export type CorrectItemAmountRequest = z.input<typeof correctItemAmountRequestSchema>;

const optionalInt = (min: number, max: number) =>
  z.optional(z.coerce.number().check(z.int(), z.gte(min), z.lte(max)));

/** GET /api/v1/meals query (spec §7). */
export const mealsListQuerySchema = z.object({
  page: optionalInt(1, 100_000),
  limit: optionalInt(1, 100),
  start_date: z.optional(daySchema),
  end_date: z.optional(daySchema),
  search: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  type: z.optional(mealTypeSchema),
  status: z.optional(analysisStatusSchema),
});
export type MealsListQuery = z.input<typeof mealsListQuerySchema>;

export const mealsListResponseSchema = z.object({
  grouped_meals: z.array(z.object({ date: z.string(), meals: z.array(mealSchema) })),
  has_more: z.boolean(),
  total_count: z.number(),
});
export type MealsListResponse = z.infer<typeof mealsListResponseSchema>;

export const mealStatsQuerySchema = z.object({ period: z._default(z.enum(["week", "month"]), "week") });

export const mealStatsResponseSchema = z.object({
  period: z.enum(["week", "month"]),
  days: z.array(
    z.object({
      date: z.string(),
      meal_count: z.number(),
      total_calories: z.number(),
      total_protein: z.number(),
      total_fat: z.number(),
      total_carbohydrates: z.number(),
    }),
  ),
});
export type MealStatsResponse = z.infer<typeof mealStatsResponseSchema>;

export const uploadPhotosResponseSchema = z.object({ photos: z.array(mealPhotoSchema) });

export const foodSearchResultSchema = z.object({
  id: z.string(),
  description: z.string(),
  /** The food's name in the user's language: the Chilean word list's for es_CL, else `description`. */
  local_name: z.string(),
  category: z.nullable(z.string()),
  per_100g: nutrientsSchema,
  portions: z.array(z.object({ description: z.string(), grams: z.number() })),
});
export type FoodSearchResult = z.infer<typeof foodSearchResultSchema>;

// --- Additions of issue 4 (server meals, photos, analysis) ---

/**
 * POST /api/v1/meals/photos/multiple is multipart: `meal_id`, repeated `photos` files, and optional
 * repeated `photo_ids` (client UUIDs, one per file in the same order). A photo id already stored for
 * that meal is not stored again, so replaying an upload is harmless. POST /api/v1/meals/photos
 * takes `meal_id`, one `image` file and an optional `photo_id`, and answers one MealPhoto.
 * Both answer 201. Rejections: 404 (no such meal), 413 (file too large), 415 (not a readable
 * image), 422 (too many photos or pixels), each with `errors.photos`.
 */
export const PHOTO_UPLOAD_FIELDS = {
  mealId: "meal_id",
  photos: "photos",
  photoIds: "photo_ids",
  image: "image",
  photoId: "photo_id",
} as const;

/** GET /api/v1/meals/{id}/photos. */
export const mealPhotosResponseSchema = z.object({ photos: z.array(mealPhotoSchema) });

// Answers (mealSchema): POST /meals 201 with the Meal (200 with the existing one for a known client
// id); GET/PUT /meals/{id}, DELETE and PATCH /mealItems/{id} 200 with the (recomputed) Meal;
// POST /meals/{id}/analyze 202 with the Meal (status pending); DELETE /meals/{id} and
// DELETE /meals/photos/{id} 204. DELETE of a meal's last item is 409 with code "last_item".

/** GET /api/v1/foods/search?q=&limit= (manual correction of items). */
export const foodSearchQuerySchema = z.object({
  q: z.string().check(z.trim(), z.minLength(1, "required"), z.maxLength(100, "invalidType")),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(50)), 10),
});
export const foodSearchResponseSchema = z.object({ foods: z.array(foodSearchResultSchema) });
export type FoodSearchResponse = z.infer<typeof foodSearchResponseSchema>;
