import { describe, expect, it } from "vitest";
import {
  activityMultiplier,
  bmr,
  calorieTarget,
  dailyAdjustment,
  maintenanceCalories,
  recommendedWeeklyChange,
} from "./energy.ts";

describe("spec §9 BMR (Mifflin-St Jeor)", () => {
  it.each([
    [{ weight: 80, height: 180, age: 30, gender: "male" }, 1780],
    [{ weight: 60, height: 165, age: 25, gender: "female" }, 1345.25],
    [{ weight: 60, height: 165, age: 25, gender: "other" }, 1345.25],
  ] as const)("%o gives %s kcal", (body, expected) => {
    expect(bmr(body)).toBe(expected);
  });

  it("maintenance is BMR times the activity multiplier", () => {
    expect(maintenanceCalories({ weight: 80, height: 180, age: 30, gender: "male" }, "moderate")).toBeCloseTo(
      2581,
    );
  });
});

describe("spec §9 activity multipliers", () => {
  it.each([
    ["sedentary", 1.2],
    ["light", 1.35],
    ["moderate", 1.45],
    ["active", 1.6],
    ["very_active", 1.75],
    ["extreme", 1.2],
    ["toString", 1.2],
    ["", 1.2],
    [null, 1.2],
    [undefined, 1.2],
  ])("%s → %s (unknown 1.2)", (level, expected) => {
    expect(activityMultiplier(level)).toBe(expected);
  });
});

describe("spec §9 recommended weekly change and daily adjustment", () => {
  it.each([
    ["weight_loss", -0.5],
    ["weight_gain", 0.25],
    ["muscle_gain", 0.25],
    ["maintenance", 0],
  ] as const)("%s → %s kg per week", (goalType, expected) => {
    expect(recommendedWeeklyChange(goalType)).toBe(expected);
  });

  it.each([
    [-0.5, -471.43],
    [0.25, 235.71],
    [0.7, 660],
    [0, 0],
  ])("%s kg per week → %s kcal per day (× 6600 / 7)", (weekly, expected) => {
    expect(dailyAdjustment(weekly)).toBeCloseTo(expected, 2);
  });
});

describe("spec §9 calorie target", () => {
  it.each([
    ["loss from 2581 with the recommended −0.5", 2581, "weight_loss", undefined, 2110],
    ["loss: maintenance exactly 1500 is not above 1500, floor 1200", 1500, "weight_loss", undefined, 1200],
    ["loss: maintenance just above 1500, floor 1500", 1500.4, "weight_loss", undefined, 1500],
    ["loss: 1700 − 471 is under the 1500 floor", 1700, "weight_loss", undefined, 1500],
    ["loss: the floor wins even above a low maintenance", 1100, "weight_loss", undefined, 1200],
    ["loss: never below maintenance − 600", 3000, "weight_loss", -1, 2400],
    ["loss: a gentle onboarding change", 2000, "weight_loss", -0.06, 1943],
    ["gain from 2581 with the recommended +0.25", 2581, "weight_gain", undefined, 2817],
    ["gain: capped at maintenance + 500", 2000, "weight_gain", 1, 2500],
    ["muscle gain follows the gain rule", 2000, "muscle_gain", undefined, 2236],
    ["muscle gain: capped at maintenance + 500", 2000, "muscle_gain", 2, 2500],
    ["maintenance is rounded maintenance", 1614.3, "maintenance", undefined, 1614],
    ["maintenance ignores a weekly change", 2000.5, "maintenance", 0.25, 2001],
  ] as const)("%s", (_case, maintenance, goalType, weekly, expected) => {
    expect(calorieTarget(maintenance, goalType, weekly)).toBe(expected);
  });
});
