import { z } from "zod";
import { ANALYSIS_STATUSES, MEAL_TYPES, PORTIONS_CONSUMED } from "../constants.ts";
import { mealTimeProblem } from "../meals/mealTime.ts";
import { MEAL_TITLE_MAX } from "../meals/titles.ts";
import { daySchema, idSchema, instantSchema } from "./common.ts";

export const mealTypeSchema = z.enum(MEAL_TYPES, { error: "invalidChoice" });
export const analysisStatusSchema = z.enum(ANALYSIS_STATUSES, { error: "invalidChoice" });

/** spec §3 Analysis context; sent as an object, or null when nothing was chosen. */
export const analysisContextSchema = z.strictObject({
  multiple_angles: z.boolean().default(false),
  portion_consumed: z.enum(PORTIONS_CONSUMED, { error: "invalidChoice" }).nullable().default(null),
  shared_meal: z.boolean().default(false),
  leftovers: z.boolean().default(false),
  sugar_free: z.boolean().default(false),
  added_protein: z.number().int("invalidType").min(0, "invalidType").max(3, "invalidType").default(0),
});
export type AnalysisContext = z.output<typeof analysisContextSchema>;

export const analyzeRequestSchema = analysisContextSchema.nullable();

/** Optional query of POST /meals/{id}/analyze (spec §7 helpers). */
export const analyzeQuerySchema = z.object({
  language: z.string().max(10).optional(),
  region: z.string().max(10).optional(),
  use_metric: z.enum(["true", "false", "1", "0"]).optional(),
});

export const mealPhotoSchema = z.object({
  id: z.string(),
  meal_id: z.string(),
  image_url: z.string(),
  thumbnail_url: z.string(),
  temporary_url: z.string().nullable(),
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
  confidence_score: z.number().nullable(),
  source: z.string(),
  model_estimate: nutrientsSchema.nullable(),
});
export type MealItem = z.infer<typeof mealItemSchema>;

export const aiAnalysisSchema = z.object({ confidence: z.number().nullable(), notes: z.string().nullable() });

/** spec §3 Meal with its photos, items and analysis. */
export const mealSchema = z.object({
  id: z.string(),
  title: z.string(),
  type: mealTypeSchema,
  analysis_status: analysisStatusSchema,
  note: z.string().nullable(),
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
  ai_analysis: aiAnalysisSchema.nullable(),
});
export type Meal = z.infer<typeof mealSchema>;

const noteSchema = z.string().trim().max(500, "noteTooLong");

/** When the meal was eaten: a valid instant, not in the future nor over a year back (meals/mealTime). */
export const mealTimeSchema = instantSchema.superRefine((instant, ctx) => {
  const problem = mealTimeProblem(new Date(instant));
  if (problem) ctx.addIssue({ code: "custom", message: problem });
});

/** POST /api/v1/meals: the client may send its own id and the time it logged the meal. */
export const createMealRequestSchema = z.strictObject({
  id: idSchema.optional(),
  type: mealTypeSchema,
  /** Checked against the meal-time rule by the meal service, which answers with the rule's message. */
  created_at: instantSchema.optional(),
  note: noteSchema.nullish(),
});
export type CreateMealRequest = z.input<typeof createMealRequestSchema>;

export const updateMealRequestSchema = z.strictObject({
  type: mealTypeSchema.optional(),
  title: z.string().trim().min(1, "required").max(MEAL_TITLE_MAX, "titleTooLong").optional(),
  note: noteSchema.nullish(),
  /** When the meal was eaten (issue 15): its day and the day's totals follow. */
  created_at: mealTimeSchema.optional(),
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
  type: mealTypeSchema.optional(),
  items: z
    .array(z.strictObject({ source_id: idSchema, id: idSchema }))
    .max(100, "invalidType")
    .default([]),
  photos: z
    .array(z.strictObject({ source_id: idSchema, id: idSchema }))
    .max(10, "invalidType")
    .default([]),
});
export type CopyMealRequest = z.input<typeof copyMealRequestSchema>;

/** PATCH /api/v1/mealItems/{id}: a corrected amount, in grams or as quantity and unit. */
export const correctItemAmountRequestSchema = z.union([
  z.strictObject({
    grams: z.number({ error: "invalidAmount" }).positive("invalidAmount").max(10_000, "invalidAmount"),
  }),
  z.strictObject({
    quantity: z.number({ error: "invalidAmount" }).positive("invalidAmount").max(1_000, "invalidAmount"),
    unit: z.string().trim().min(1, "required").max(40, "invalidType"),
  }),
]);
export type CorrectItemAmountRequest = z.input<typeof correctItemAmountRequestSchema>;

const optionalInt = (min: number, max: number) => z.coerce.number().int().min(min).max(max).optional();

/** GET /api/v1/meals query (spec §7). */
export const mealsListQuerySchema = z.object({
  page: optionalInt(1, 100_000),
  limit: optionalInt(1, 100),
  start_date: daySchema.optional(),
  end_date: daySchema.optional(),
  search: z.string().trim().max(100).optional(),
  type: mealTypeSchema.optional(),
  status: analysisStatusSchema.optional(),
});
export type MealsListQuery = z.input<typeof mealsListQuerySchema>;

export const mealsListResponseSchema = z.object({
  grouped_meals: z.array(z.object({ date: z.string(), meals: z.array(mealSchema) })),
  has_more: z.boolean(),
  total_count: z.number(),
});
export type MealsListResponse = z.infer<typeof mealsListResponseSchema>;

export const mealStatsQuerySchema = z.object({ period: z.enum(["week", "month"]).default("week") });

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
  category: z.string().nullable(),
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
  q: z.string().trim().min(1, "required").max(100, "invalidType"),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export const foodSearchResponseSchema = z.object({ foods: z.array(foodSearchResultSchema) });
export type FoodSearchResponse = z.infer<typeof foodSearchResponseSchema>;
