import { describe, expect, it } from "vitest";
import {
  goalTypeFromWeights,
  kilogramsToGo,
  onboardingWeeklyChange,
  targetWeightOrCurrent,
  weightDifference,
} from "./weight.ts";

describe("spec §4 goal type rule (1 kg threshold)", () => {
  it.each([
    [80, 60, "weight_loss"],
    [70, 68.9, "weight_loss"],
    [70, 69, "maintenance"], // exactly −1
    [70, 71, "maintenance"], // exactly +1
    [69.1, 70.1, "maintenance"], // +1 with float noise
    [70.1, 69.1, "maintenance"],
    [70, 71.1, "weight_gain"],
    [70, 70, "maintenance"],
    [70, undefined, "maintenance"],
    [70, null, "maintenance"],
  ] as const)("current %s, target %s → %s", (current, target, expected) => {
    expect(goalTypeFromWeights(current, target)).toBe(expected);
  });
});

describe("spec §9 onboarding weekly change (difference / 24)", () => {
  it.each([
    [80, 60, -0.5], // −0.83 floored at −0.5
    [80, 74, -0.25],
    [80, 78.5, -0.06],
    [63, 60, -0.13],
    [60, 63, 0.13],
    [60, 66, 0.25],
    [60, 70, 0.25], // +0.42 capped at +0.25
    [70, 71, 0],
    [70, 69, 0],
    [70, undefined, 0],
  ])("current %s, target %s → %s kg per week", (current, target, expected) => {
    expect(onboardingWeeklyChange(current, target)).toBe(expected);
  });
});

describe("spec §2 weight difference and kilograms to go", () => {
  it.each([
    [70, 65.5, -4.5, 4.5],
    [65.5, 70, 4.5, 4.5],
    [70.1, 69.1, -1, 1],
    [70, 70, 0, 0],
    [70, undefined, 0, 0],
    [70, null, 0, 0],
  ])("current %s, target %s → %s signed, %s to go", (current, target, difference, toGo) => {
    expect(weightDifference(current, target)).toBe(difference);
    expect(kilogramsToGo(current, target)).toBe(toGo);
  });

  it.each([
    [70, 65, 65],
    [70, null, 70],
    [70, undefined, 70],
  ])("dashboard target weight for %s / %s is %s", (current, target, expected) => {
    expect(targetWeightOrCurrent(current, target)).toBe(expected);
  });
});
