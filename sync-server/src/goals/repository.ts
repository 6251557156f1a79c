import type { UserGoals, userGoalsRequestSchema } from "@nutrisnap/shared/api";
import type { z } from "zod";
import type { Database } from "../db/database.ts";
import type { UserGoalsRow } from "../db/schema.ts";

type UserGoalsInput = z.output<typeof userGoalsRequestSchema>;

export function toUserGoals(row: UserGoalsRow): UserGoals {
  return {
    goal_type: row.goal_type as UserGoals["goal_type"],
    daily_calories: row.daily_calories,
    daily_protein: row.daily_protein,
    daily_fat: row.daily_fat,
    daily_carbohydrates: row.daily_carbohydrates,
    daily_fiber: row.daily_fiber,
    daily_sugar: row.daily_sugar,
    daily_sodium: row.daily_sodium,
    activity_level: row.activity_level as UserGoals["activity_level"],
    weekly_weight_change: row.weekly_weight_change,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export async function findUserGoals(db: Database, userId: string): Promise<UserGoals | undefined> {
  const row = await db.selectFrom("user_goals").selectAll().where("user_id", "=", userId).executeTakeFirst();
  return row ? toUserGoals(row) : undefined;
}

/** Creates or replaces the user's goals (docs/decisions/007). Answers whether they were new. */
export async function saveUserGoals(
  db: Database,
  userId: string,
  input: UserGoalsInput,
  now = new Date(),
): Promise<{ created: boolean }> {
  const at = now.toISOString();
  const existed = await findUserGoals(db, userId);
  const values = {
    goal_type: input.goal_type,
    daily_calories: input.daily_calories,
    daily_protein: input.daily_protein,
    daily_fat: input.daily_fat,
    daily_carbohydrates: input.daily_carbohydrates,
    daily_fiber: input.daily_fiber,
    daily_sugar: input.daily_sugar ?? null,
    daily_sodium: input.daily_sodium ?? null,
    activity_level: input.activity_level ?? null,
    // Kept with its sign: -0.5 is losing half a kilo a week (spec §3).
    weekly_weight_change: input.weekly_weight_change ?? null,
    updated_at: at,
  };
  await db
    .insertInto("user_goals")
    .values({ user_id: userId, created_at: at, ...values })
    .onConflict((oc) => oc.column("user_id").doUpdateSet(values))
    .execute();
  return { created: existed === undefined };
}
