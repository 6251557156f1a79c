import { describe, expect, it } from "vitest";
import { MEAL_TIME_FUTURE_SKEW_MS, mealTimeProblem, mealTypeAt } from "./mealTime.ts";

describe("meal time (issue 15 item 15)", () => {
  it.each([
    ["2026-11-22T06:00:00Z", "breakfast"], // 03:00 in Santiago
    ["2026-11-22T13:59:00Z", "breakfast"], // 10:59
    ["2026-11-22T14:00:00Z", "lunch"], // 11:00
    ["2026-11-22T18:59:00Z", "lunch"], // 15:59
    ["2026-11-22T19:00:00Z", "snack"], // 16:00
    ["2026-11-22T21:59:00Z", "snack"], // 18:59
    ["2026-11-22T22:00:00Z", "dinner"], // 19:00
    ["2026-11-23T02:30:00Z", "dinner"], // 23:30
  ])("suggests the type by the hour in the user's zone: %s", (instant, type) => {
    expect(mealTypeAt(new Date(instant), "America/Santiago")).toBe(type);
  });

  it("reads the hour in the zone, not in UTC", () => {
    const instant = new Date("2026-11-22T20:00:00Z");
    expect(mealTypeAt(instant, "UTC")).toBe("dinner");
    expect(mealTypeAt(instant, "America/Santiago")).toBe("snack");
    expect(mealTypeAt(instant, "Asia/Tokyo")).toBe("breakfast");
  });

  it("accepts now, a small skew ahead and a year back; refuses the future and older times", () => {
    const now = new Date("2026-11-22T12:00:00Z");
    expect(mealTimeProblem(now, now)).toBeNull();
    expect(mealTimeProblem(new Date(now.getTime() + MEAL_TIME_FUTURE_SKEW_MS), now)).toBeNull();
    expect(mealTimeProblem(new Date(now.getTime() + MEAL_TIME_FUTURE_SKEW_MS + 1000), now)).toBe(
      "mealTimeInFuture",
    );
    expect(mealTimeProblem(new Date("2025-11-22T12:00:00Z"), now)).toBeNull();
    expect(mealTimeProblem(new Date("2025-11-20T12:00:00Z"), now)).toBe("mealTimeTooOld");
  });
});
