import { z } from "zod";
import { ACTIVITY_LEVELS, GOAL_TYPES } from "../constants.ts";
import { instantSchema } from "./common.ts";

const amount = (max: number) =>
  z.number({ error: "invalidType" }).min(0, "invalidType").max(max, "invalidType");

/** POST and PUT /api/v1/usergoals (spec §7); weekly_weight_change keeps its sign. */
export const userGoalsRequestSchema = z.strictObject({
  goal_type: z.enum(GOAL_TYPES, { error: "invalidChoice" }),
  daily_calories: amount(20_000),
  daily_protein: amount(2_000),
  daily_fat: amount(2_000),
  daily_carbohydrates: amount(5_000),
  daily_fiber: amount(1_000),
  daily_sugar: amount(2_000).nullish(),
  daily_sodium: amount(100_000).nullish(),
  activity_level: z.enum(ACTIVITY_LEVELS, { error: "invalidChoice" }).nullish(),
  weekly_weight_change: z
    .number({ error: "invalidType" })
    .min(-2, "invalidType")
    .max(2, "invalidType")
    .nullish(),
});
export type UserGoalsRequest = z.input<typeof userGoalsRequestSchema>;

export const userGoalsSchema = z.object({
  goal_type: z.enum(GOAL_TYPES),
  daily_calories: z.number(),
  daily_protein: z.number(),
  daily_fat: z.number(),
  daily_carbohydrates: z.number(),
  daily_fiber: z.number(),
  daily_sugar: z.number().nullable(),
  daily_sodium: z.number().nullable(),
  activity_level: z.enum(ACTIVITY_LEVELS).nullable(),
  weekly_weight_change: z.number().nullable(),
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
