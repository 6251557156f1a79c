import { describe, expect, it } from "vitest";
import { bmi, bmiCategory } from "./bmi.ts";

describe("spec §9 BMI", () => {
  it.each([
    [70, 175, 22.9],
    [50, 165, 18.4],
    [74, 200, 18.5],
    [73.9, 200, 18.5], // 18.475 rounds up to one decimal
    [100, 200, 25],
    [120, 200, 30],
    [300, 100, 300],
  ])("%s kg at %s cm is %s", (weight, height, expected) => {
    expect(bmi(weight, height)).toBe(expected);
  });

  it.each([
    [18.4, "underweight"],
    [18.5, "normal"],
    [24.9, "normal"],
    [25, "overweight"],
    [29.9, "overweight"],
    [30, "obese"],
    [42, "obese"],
  ] as const)("a BMI of %s is %s (each bound exclusive)", (value, category) => {
    expect(bmiCategory(value)).toBe(category);
  });
});
