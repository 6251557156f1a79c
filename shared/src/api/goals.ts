import { z } from "zod/mini";
import { ACTIVITY_LEVELS, GOAL_TYPES } from "../constants.ts";
import { instantSchema } from "./common.ts";

const amount = (max: number) =>
  z.number({ error: "invalidType" }).check(z.gte(0, "invalidType"), z.lte(max, "invalidType"));

/** POST and PUT /api/v1/usergoals (spec §7); weekly_weight_change keeps its sign. */
export const userGoalsRequestSchema = z.strictObject({
  goal_type: z.enum(GOAL_TYPES, { error: "invalidChoice" }),
  daily_calories: amount(20_000),
  daily_protein: amount(2_000),
  daily_fat: amount(2_000),
  daily_carbohydrates: amount(5_000),
  daily_fiber: amount(1_000),
  daily_sugar: z.nullish(amount(2_000)),
  daily_sodium: z.nullish(amount(100_000)),
  activity_level: z.nullish(z.enum(ACTIVITY_LEVELS, { error: "invalidChoice" })),
  weekly_weight_change: z.nullish(
    z.number({ error: "invalidType" }).check(z.gte(-2, "invalidType"), z.lte(2, "invalidType")),
  ),
});
export type UserGoalsRequest = z.input<typeof userGoalsRequestSchema>;

export const userGoalsSchema = z.object({
  goal_type: z.enum(GOAL_TYPES),
  daily_calories: z.number(),
  daily_protein: z.number(),
  daily_fat: z.number(),
  daily_carbohydrates: z.number(),
  daily_fiber: z.number(),
  daily_sugar: z.nullable(z.number()),
  daily_sodium: z.nullable(z.number()),
  activity_level: z.nullable(z.enum(ACTIVITY_LEVELS)),
  weekly_weight_change: z.nullable(z.number()),
  created_at: instantSchema,
  updated_at: instantSchema,
});
export type UserGoals = z.infer<typeof userGoalsSchema>;

/** spec §3 Daily nutrition summary (goal figures are zero when the user has no goals). */
export const dailySummarySchema = z.object({
  date: z.string(),
  meal_count: z.number(),
  total_calories: z.number(),
  total_protein: z.number(),
  total_fat: z.number(),
  total_carbohydrates: z.number(),
  calories_goal: z.number(),
  protein_goal: z.number(),
  fat_goal: z.number(),
  carbohydrates_goal: z.number(),
});
export type DailySummary = z.infer<typeof dailySummarySchema>;
