import { describe, expect, it } from "vitest";
import { dayLimits, draftOf, instantOf, startingTime, suggestedType } from "./mealTimeForm.ts";

describe("the log-meal date and time (issue 15 item 15)", () => {
  it("starts at now and reads back the same minute", () => {
    const now = new Date(2026, 10, 22, 20, 45, 30);
    const draft = draftOf(now);
    expect(draft).toEqual({ date: "2026-11-22", time: "20:45" });
    expect(instantOf(draft)?.getTime()).toBe(new Date(2026, 10, 22, 20, 45).getTime());
  });

  it("suggests the meal type of the picked hour, not always breakfast", () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(suggestedType({ date: "2026-11-21", time: "08:00" }, zone)).toBe("breakfast");
    expect(suggestedType({ date: "2026-11-21", time: "13:15" }, zone)).toBe("lunch");
    expect(suggestedType({ date: "2026-11-21", time: "17:30" }, zone)).toBe("snack");
    expect(suggestedType({ date: "2026-11-21", time: "20:30" }, zone)).toBe("dinner");
    expect(suggestedType({ date: "", time: "20:30" }, zone)).toBeNull();
  });

  it("offers days from a year back to today", () => {
    expect(dayLimits(new Date(2026, 10, 22, 12))).toEqual({ min: "2025-11-22", max: "2026-11-22" });
  });

  it("starts at now, or for a past day from the diary at the meal's usual time", () => {
    const now = new Date(2026, 10, 22, 9, 0);
    expect(startingTime(undefined, "dinner", now)).toBeNull();
    expect(startingTime("2026-11-22", "dinner", now)).toBeNull();
    expect(startingTime("2026-11-21", "dinner", now)).toEqual({ date: "2026-11-21", time: "20:00" });
    expect(startingTime("2026-11-20", undefined, now)).toEqual({ date: "2026-11-20", time: "12:00" });
  });
});
