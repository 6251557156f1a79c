import type { DailySummary } from "@nutrisnap/shared/api";
import { dayBounds } from "@nutrisnap/shared/dates";
import type { Database } from "../db/database.ts";
import { findUserGoals } from "../goals/repository.ts";

/**
 * spec §3 Daily nutrition summary: the user's meals of one local calendar day (in the user's time
 * zone; created_at is an ISO UTC instant) with the goal figures, zero when no goals are set.
 */
export async function dailySummary(
  db: Database,
  userId: string,
  day: string,
  timeZone: string,
): Promise<DailySummary> {
  const { start, end } = dayBounds(day, timeZone);
  const totals = await db
    .selectFrom("meals")
    .select((eb) => [
      eb.fn.countAll<number>().as("meal_count"),
      eb.fn.coalesce(eb.fn.sum<number>("total_calories"), eb.lit(0)).as("total_calories"),
      eb.fn.coalesce(eb.fn.sum<number>("total_protein"), eb.lit(0)).as("total_protein"),
      eb.fn.coalesce(eb.fn.sum<number>("total_fat"), eb.lit(0)).as("total_fat"),
      eb.fn.coalesce(eb.fn.sum<number>("total_carbohydrates"), eb.lit(0)).as("total_carbohydrates"),
    ])
    .where("user_id", "=", userId)
    .where("created_at", ">=", start.toISOString())
    .where("created_at", "<", end.toISOString())
    .executeTakeFirstOrThrow();
  const goals = await findUserGoals(db, userId);
  return {
    date: day,
    meal_count: Number(totals.meal_count),
    total_calories: Number(totals.total_calories),
    total_protein: Number(totals.total_protein),
    total_fat: Number(totals.total_fat),
    total_carbohydrates: Number(totals.total_carbohydrates),
    calories_goal: goals?.daily_calories ?? 0,
    protein_goal: goals?.daily_protein ?? 0,
    fat_goal: goals?.daily_fat ?? 0,
    carbohydrates_goal: goals?.daily_carbohydrates ?? 0,
  };
}
