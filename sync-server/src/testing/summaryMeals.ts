import { sql } from "kysely";
import { v7 as uuidv7 } from "uuid";
import type { Database } from "../db/database.ts";

/**
 * The meals table as issue 4 defines its columns, created only when missing so these tests run
 * before and after the meals migration lands. Rows are inserted directly.
 */
export async function ensureMealsTable(db: Database): Promise<void> {
  await sql`create table if not exists meals (
    id text primary key,
    user_id text not null references users(id) on delete cascade,
    type text not null,
    title text,
    analysis_status text not null,
    created_at text not null,
    updated_at text not null,
    total_calories real,
    total_protein real,
    total_fat real,
    total_carbohydrates real,
    total_fiber real,
    total_sugar real,
    total_sodium real
  )`.execute(db);
}

export interface TestMeal {
  created_at: string;
  total_calories?: number | null;
  total_protein?: number | null;
  total_fat?: number | null;
  total_carbohydrates?: number | null;
  analysis_status?: string;
}

export async function insertMeal(db: Database, userId: string, meal: TestMeal): Promise<string> {
  const id = uuidv7();
  await sql`insert into meals (id, user_id, type, title, analysis_status, created_at, updated_at,
      total_calories, total_protein, total_fat, total_carbohydrates)
    values (${id}, ${userId}, 'lunch', 'Test meal', ${meal.analysis_status ?? "completed"}, ${meal.created_at}, ${meal.created_at},
      ${meal.total_calories ?? 0}, ${meal.total_protein ?? 0}, ${meal.total_fat ?? 0},
      ${meal.total_carbohydrates ?? 0})`.execute(db);
  return id;
}
