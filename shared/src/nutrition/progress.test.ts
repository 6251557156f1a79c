import { describe, expect, it } from "vitest";
import {
  confidenceColour,
  excessOverGoal,
  isOverGoal,
  progressColour,
  progressPercent,
  remainingToGoal,
} from "./progress.ts";

describe("spec §9 progress bar", () => {
  it.each([
    [50, 100, 50, false, 50, 0],
    [30, 40, 75, false, 10, 0],
    [100, 100, 100, false, 0, 0],
    [150, 100, 100, true, 0, 50],
    [0, 100, 0, false, 100, 0],
    [-5, 100, 0, false, 105, 0],
    [10, 0, 0, false, 0, 0], // goal 0
  ])(
    "consumed %s of %s → %s%%, over %s, remaining %s, excess %s",
    (consumed, goal, percent, over, remaining, excess) => {
      expect(progressPercent(consumed, goal)).toBe(percent);
      expect(isOverGoal(consumed, goal)).toBe(over);
      expect(remainingToGoal(consumed, goal)).toBe(remaining);
      expect(excessOverGoal(consumed, goal)).toBe(excess);
    },
  );
});

describe("spec §9 progress colour", () => {
  it.each([
    [150, "green"],
    [100, "green"],
    [99.9, "yellow"],
    [75, "yellow"],
    [74.9, "blue"],
    [50, "blue"],
    [49.9, "grey"],
    [0, "grey"],
  ] as const)("%s%% → %s", (percent, colour) => {
    expect(progressColour(percent)).toBe(colour);
  });
});

describe("spec §9 confidence colour", () => {
  it.each([
    [1, "green"],
    [0.8, "green"],
    [0.79, "yellow"],
    [0.6, "yellow"],
    [0.59, "red"],
    [0, "red"],
    [undefined, "grey"],
    [null, "grey"],
    [Number.NaN, "grey"],
  ] as const)("%s → %s", (score, colour) => {
    expect(confidenceColour(score)).toBe(colour);
  });
});
