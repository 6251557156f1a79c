import { v7 as uuidv7 } from "uuid";
import type { Database } from "../db/database.ts";

export interface TestMeal {
  created_at: string;
  total_calories?: number;
  total_protein?: number;
  total_fat?: number;
  total_carbohydrates?: number;
  analysis_status?: "completed" | "pending" | "failed" | "not_started";
}

/** Inserts a meal row directly, for tests of what reads meals (daily summary, authorization). */
export async function insertMeal(db: Database, userId: string, meal: TestMeal): Promise<string> {
  const id = uuidv7();
  await db
    .insertInto("meals")
    .values({
      id,
      user_id: userId,
      type: "lunch",
      title: "Test meal",
      analysis_status: meal.analysis_status ?? "completed",
      created_at: meal.created_at,
      updated_at: meal.created_at,
      total_calories: meal.total_calories ?? 0,
      total_protein: meal.total_protein ?? 0,
      total_fat: meal.total_fat ?? 0,
      total_carbohydrates: meal.total_carbohydrates ?? 0,
    })
    .execute();
  return id;
}
