import { describe, expect, it } from "vitest";
import type { UserGoals } from "@nutrisnap/shared/api";
import { diaryGroups, extraNutrients } from "./diary.ts";

const meal = (type: "breakfast" | "lunch" | "dinner" | "snack", created_at: string, kcal: number) => ({
  id: `${type}-${created_at}`,
  type,
  created_at,
  total_calories: kcal,
  total_fiber: 4,
  total_sugar: 10,
  total_sodium: 300,
});

describe("the dashboard diary (issue 15 item 14)", () => {
  it("groups the day's meals by type in diary order, each in the order eaten, empty groups kept", () => {
    const groups = diaryGroups([
      meal("snack", "2026-11-22T20:00:00Z", 150),
      meal("breakfast", "2026-11-22T12:30:00Z", 300),
      meal("breakfast", "2026-11-22T11:00:00Z", 200),
      meal("dinner", "2026-11-22T23:30:00Z", 700),
    ]);
    expect(groups.map((group) => [group.type, group.meals.length, group.calories])).toEqual([
      ["breakfast", 2, 500],
      ["lunch", 0, 0],
      ["dinner", 1, 700],
      ["snack", 1, 150],
    ]);
    expect(groups[0]!.meals.map((each) => each.created_at)).toEqual([
      "2026-11-22T11:00:00Z",
      "2026-11-22T12:30:00Z",
    ]);
  });

  it("shows fiber, sugar and sodium only against goals that are set", () => {
    const meals = [meal("lunch", "2026-11-22T15:00:00Z", 500), meal("dinner", "2026-11-22T23:00:00Z", 600)];
    const goals = { daily_fiber: 25, daily_sugar: null, daily_sodium: 2300 } as UserGoals;
    expect(extraNutrients(meals, goals)).toEqual([
      { key: "fiber", consumed: 8, goal: 25, unit: "g" },
      { key: "sodium", consumed: 600, goal: 2300, unit: "mg" },
    ]);
    expect(extraNutrients(meals, { ...goals, daily_fiber: 0, daily_sodium: null })).toEqual([]);
    expect(extraNutrients(meals, null)).toEqual([]);
  });
});
