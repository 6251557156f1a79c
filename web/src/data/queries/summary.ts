// The dashboard's numbers, computed from local meals so they work offline: a day's summary
// (spec §3 Daily nutrition summary) and calories per day for the weekly chart.
import { useLiveQuery } from "dexie-react-hooks";
import type { DailySummary } from "@nutrisnap/shared/api";
import { addDays, todayIn } from "@nutrisnap/shared/dates";
import { roundTo } from "@nutrisnap/shared/nutrition/round";
import { dataContext } from "../context.ts";
import type { NutriSnapDb } from "../db.ts";
import { deviceTimeZone } from "../timeZone.ts";

export async function dailySummary(db: NutriSnapDb, day: string): Promise<DailySummary> {
  const [meals, goals] = await Promise.all([
    db.meals.where("day").equals(day).toArray(),
    db.goals.get("current"),
  ]);
  const sum = (pick: (meal: (typeof meals)[number]) => number) =>
    roundTo(
      meals.reduce((total, meal) => total + pick(meal), 0),
      1,
    );
  const goal = goals?.data;
  return {
    date: day,
    meal_count: meals.length,
    total_calories: sum((meal) => meal.total_calories),
    total_protein: sum((meal) => meal.total_protein),
    total_fat: sum((meal) => meal.total_fat),
    total_carbohydrates: sum((meal) => meal.total_carbohydrates),
    calories_goal: goal?.daily_calories ?? 0,
    protein_goal: goal?.daily_protein ?? 0,
    fat_goal: goal?.daily_fat ?? 0,
    carbohydrates_goal: goal?.daily_carbohydrates ?? 0,
  };
}

/** A local day's summary (YYYY-MM-DD); undefined while loading. */
export function useDailySummary(day: string): DailySummary | undefined {
  const { db } = dataContext();
  return useLiveQuery(() => dailySummary(db, day), [db, day]);
}

export interface DayCalories {
  date: string;
  calories: number;
  meal_count: number;
}

/** Calories of each of the last `days` local days, oldest first, today last (zero-filled). */
export async function recentDailyCalories(
  db: NutriSnapDb,
  days: number,
  today = todayIn(deviceTimeZone()),
): Promise<DayCalories[]> {
  const first = addDays(today, 1 - days);
  const meals = await db.meals.where("day").between(first, today, true, true).toArray();
  return Array.from({ length: days }, (_, index) => {
    const date = addDays(first, index);
    const ofDay = meals.filter((meal) => meal.day === date);
    return {
      date,
      calories: roundTo(
        ofDay.reduce((total, meal) => total + meal.total_calories, 0),
        1,
      ),
      meal_count: ofDay.length,
    };
  });
}

export function useRecentDailyCalories(days: number): DayCalories[] | undefined {
  const { db } = dataContext();
  return useLiveQuery(() => recentDailyCalories(db, days), [db, days]);
}
