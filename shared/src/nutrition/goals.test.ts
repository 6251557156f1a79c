import { describe, expect, it } from "vitest";
import { goalsFromOnboarding, type OnboardingBody } from "./goals.ts";

describe("spec §7 / §9 goals created after onboarding", () => {
  it.each<[string, OnboardingBody, Record<string, unknown>]>([
    [
      "loss: −10 kg, −0.42 kg/week drives the deficit",
      {
        age: 30,
        gender: "male",
        height: 180,
        current_weight: 80,
        target_weight: 70,
        activity_level: "moderate",
      },
      {
        daily_calories: 2185,
        daily_protein: 164,
        daily_fat: 61,
        daily_carbohydrates: 246,
        daily_fiber: 31,
        goal_type: "weight_loss",
        activity_level: "moderate",
        weekly_weight_change: -0.42,
      },
    ],
    [
      "no target: maintenance, weekly change left out",
      { age: 25, gender: "female", height: 165, current_weight: 60, activity_level: "sedentary" },
      {
        daily_calories: 1614,
        daily_protein: 61,
        daily_fat: 54,
        daily_carbohydrates: 222,
        daily_fiber: 23,
        goal_type: "maintenance",
        activity_level: "sedentary",
      },
    ],
    [
      "gain: +10 kg capped at +0.25 kg/week",
      {
        age: 40,
        gender: "other",
        height: 160,
        current_weight: 50,
        target_weight: 60,
        activity_level: "light",
      },
      {
        daily_calories: 1773,
        daily_protein: 89,
        daily_fat: 59,
        daily_carbohydrates: 222,
        daily_fiber: 25,
        goal_type: "weight_gain",
        activity_level: "light",
        weekly_weight_change: 0.25,
      },
    ],
    [
      "loss under a low maintenance: the 1200 floor applies",
      {
        age: 70,
        gender: "female",
        height: 150,
        current_weight: 45,
        target_weight: 40,
        activity_level: "sedentary",
      },
      {
        daily_calories: 1200,
        daily_protein: 90,
        daily_fat: 33,
        daily_carbohydrates: 135,
        daily_fiber: 17,
        goal_type: "weight_loss",
        activity_level: "sedentary",
        weekly_weight_change: -0.21,
      },
    ],
  ])("%s", (_case, onboarding, expected) => {
    expect(goalsFromOnboarding(onboarding)).toStrictEqual(expected);
  });

  it("a target exactly 1 kg away is maintenance and sends no weekly change", () => {
    const goals = goalsFromOnboarding({
      age: 30,
      gender: "male",
      height: 180,
      current_weight: 80,
      target_weight: 81,
      activity_level: "moderate",
    });
    expect(goals.goal_type).toBe("maintenance");
    expect(goals.daily_calories).toBe(2581);
    expect(goals).not.toHaveProperty("weekly_weight_change");
  });
});
