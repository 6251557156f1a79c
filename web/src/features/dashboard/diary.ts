// The dashboard's food diary (issue 15 item 14): the day's meals by meal type, and the nutrients
// beyond the macros that have a goal.
import type { UserGoals } from "@nutrisnap/shared/api";
import { MEAL_TYPES, type MealType } from "@nutrisnap/shared/constants";

interface DiaryMeal {
  type: MealType;
  created_at: string;
  total_calories: number;
  total_fiber: number;
  total_sugar: number;
  total_sodium: number;
}

export interface DiaryGroup<M> {
  type: MealType;
  /** In the order they were eaten. */
  meals: M[];
  calories: number;
}

/** Breakfast, lunch, dinner and snack, each with its meals (possibly none) and their calories. */
export function diaryGroups<M extends DiaryMeal>(meals: readonly M[]): DiaryGroup<M>[] {
  return MEAL_TYPES.map((type) => {
    const ofType = meals
      .filter((meal) => meal.type === type)
      .sort((a, b) => (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : 0));
    return { type, meals: ofType, calories: ofType.reduce((sum, meal) => sum + meal.total_calories, 0) };
  });
}

export interface ExtraNutrient {
  key: "fiber" | "sugar" | "sodium";
  consumed: number;
  goal: number;
  unit: "g" | "mg";
}

/** Fiber, sugar and sodium eaten against their goals, only those with a goal set (above zero). */
export function extraNutrients(
  meals: readonly DiaryMeal[],
  goals: UserGoals | null | undefined,
): ExtraNutrient[] {
  if (!goals) return [];
  const sum = (pick: (meal: DiaryMeal) => number) => meals.reduce((total, meal) => total + pick(meal), 0);
  const rows: ExtraNutrient[] = [
    { key: "fiber", consumed: sum((meal) => meal.total_fiber), goal: goals.daily_fiber, unit: "g" },
    { key: "sugar", consumed: sum((meal) => meal.total_sugar), goal: goals.daily_sugar ?? 0, unit: "g" },
    { key: "sodium", consumed: sum((meal) => meal.total_sodium), goal: goals.daily_sodium ?? 0, unit: "mg" },
  ];
  return rows.filter((row) => row.goal > 0);
}
