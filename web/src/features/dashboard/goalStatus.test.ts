import { describe, expect, it } from "vitest";
import { goalStatus } from "./goalStatus.ts";

describe("where a day stands against a goal", () => {
  it.each([
    [0, 150, "under"],
    [149.6, 150, "met"],
    [149.4, 150, "under"],
    [150, 150, "met"],
    [150.04, 150, "met"],
    [157, 150, "met"],
    [158, 150, "over"],
    [2_100, 2_000, "met"],
    [2_101, 2_000, "over"],
    [3.1, 3, "met"],
    [4, 3, "over"],
    [10, 0, "none"],
  ] as const)("%s of %s is %s", (consumed, goal, status) => {
    expect(goalStatus(consumed, goal)).toBe(status);
  });
});
