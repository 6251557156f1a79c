// GET /meals: filters of spec §7, newest first, grouped by the user's local day (ARCHITECTURE).
import type { mealsListQuerySchema, MealsListResponse, MealStatsResponse } from "@nutrisnap/shared/api";
import type { z } from "zod";
import { MAX_PAGE_SIZE, MEAL_PAGE_SIZE, type Locale } from "@nutrisnap/shared/constants";
import { addDays, dayBounds, localDay, todayIn } from "@nutrisnap/shared/dates";
import { sql } from "kysely";
import type { Database } from "../db/database.ts";
import type { PhotoUrls } from "../photos/signedUrls.ts";
import { runReusable } from "../db/reusableQuery.ts";
import { loadMeals } from "./mealView.ts";
import { searchWords } from "@nutrisnap/shared/meals";

export async function userTimeZone(db: Database, userId: string): Promise<string> {
  const user = await db.selectFrom("users").select("time_zone").where("id", "=", userId).executeTakeFirst();
  return user?.time_zone ?? "UTC";
}

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** `timeZone` is the user's, when the caller has it already (the session read it); else it is read. */
export async function listMeals(
  db: Database,
  userId: string,
  timeZone: string | null,
  query: z.output<typeof mealsListQuerySchema>,
  locale: Locale,
  urls: PhotoUrls,
): Promise<MealsListResponse> {
  const zone = timeZone ?? (await userTimeZone(db, userId));
  const limit = Math.min(query.limit ?? MEAL_PAGE_SIZE, MAX_PAGE_SIZE);
  const page = query.page ?? 1;

  // The filters given (spec §7) decide the queries' shape; their values go in on every run.
  const values: Record<string, string | number> = { userId };
  if (query.start_date) values.start = dayBounds(query.start_date, zone).start.toISOString();
  if (query.end_date) values.end = dayBounds(query.end_date, zone).end.toISOString();
  if (query.type) values.type = query.type;
  if (query.status) values.status = query.status;
  // Each query word starts a word of the meal (shared/meals/search): the column holds " word word".
  const words = searchWords([query.search]);
  words.forEach((word, i) => (values[`word${i}`] = `% ${escapeLike(word)}%`));
  const shape = Object.keys(values).join(",");
  const filtered = (value: (name: string) => never) => {
    let meals = db.selectFrom("meals").where("user_id", "=", value("userId"));
    if (values.start !== undefined) meals = meals.where("created_at", ">=", value("start"));
    if (values.end !== undefined) meals = meals.where("created_at", "<", value("end"));
    if (values.type !== undefined) meals = meals.where("type", "=", value("type"));
    if (values.status !== undefined) meals = meals.where("analysis_status", "=", value("status"));
    for (let i = 0; i < words.length; i++)
      meals = meals.where(sql<boolean>`search_text like ${value(`word${i}`)} escape '\\'`);
    return meals;
  };

  const [[count], rows] = await Promise.all([
    runReusable(db, `meals.count:${shape}`, values, (value) =>
      filtered(value).select((eb) => eb.fn.countAll<number>().as("n")),
    ),
    runReusable(db, `meals.page:${shape}`, { ...values, limit, offset: (page - 1) * limit }, (value) =>
      filtered(value)
        .selectAll()
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .limit(value("limit"))
        .offset(value("offset")),
    ),
  ]);
  const meals = await loadMeals(db, rows, locale, urls);
  const groups: MealsListResponse["grouped_meals"] = [];
  for (const meal of meals) {
    const date = localDay(meal.created_at, zone);
    const last = groups.at(-1);
    if (last?.date === date) last.meals.push(meal);
    else groups.push({ date, meals: [meal] });
  }
  const total = Number(count?.n ?? 0);
  return { grouped_meals: groups, has_more: (page - 1) * limit + rows.length < total, total_count: total };
}

/** GET /meals/stats: daily totals of the last 7 or 30 local days, oldest first, empty days included. */
export async function mealStats(
  db: Database,
  userId: string,
  period: "week" | "month",
  now: Date = new Date(),
): Promise<MealStatsResponse> {
  const timeZone = await userTimeZone(db, userId);
  const days = period === "week" ? 7 : 30;
  const today = todayIn(timeZone, now);
  const first = addDays(today, 1 - days);
  const rows = await db
    .selectFrom("meals")
    .select(["created_at", "total_calories", "total_protein", "total_fat", "total_carbohydrates"])
    .where("user_id", "=", userId)
    .where("created_at", ">=", dayBounds(first, timeZone).start.toISOString())
    .where("created_at", "<", dayBounds(today, timeZone).end.toISOString())
    .execute();
  const result: MealStatsResponse["days"] = Array.from({ length: days }, (_, i) => ({
    date: addDays(first, i),
    meal_count: 0,
    total_calories: 0,
    total_protein: 0,
    total_fat: 0,
    total_carbohydrates: 0,
  }));
  const byDate = new Map(result.map((day) => [day.date, day]));
  for (const row of rows) {
    const day = byDate.get(localDay(row.created_at, timeZone));
    if (!day) continue;
    day.meal_count += 1;
    day.total_calories += row.total_calories;
    day.total_protein += row.total_protein;
    day.total_fat += row.total_fat;
    day.total_carbohydrates += row.total_carbohydrates;
  }
  const round = (n: number) => Math.round(n * 10) / 10;
  for (const day of result) {
    day.total_calories = Math.round(day.total_calories);
    day.total_protein = round(day.total_protein);
    day.total_fat = round(day.total_fat);
    day.total_carbohydrates = round(day.total_carbohydrates);
  }
  return { period, days: result };
}
