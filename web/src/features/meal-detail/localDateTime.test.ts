import { describe, expect, it } from "vitest";
import { fromLocalDateTime, toLocalDateTime } from "./localDateTime.ts";

describe("local date and time of a meal", () => {
  it("round-trips an instant through the inputs to the minute", () => {
    const instant = "2026-11-20T18:42:00.000Z";
    const { date, time } = toLocalDateTime(instant);
    expect(fromLocalDateTime(date, time)).toBe(instant);
  });

  it("refuses a missing or impossible date or time", () => {
    expect(fromLocalDateTime("", "12:00")).toBeNull();
    expect(fromLocalDateTime("2026-11-20", "")).toBeNull();
    expect(fromLocalDateTime("2026-02-30", "12:00")).toBeNull();
    expect(fromLocalDateTime("2026-11-20", "25:00")).toBeNull();
    expect(fromLocalDateTime("2026-11-20", "12:60")).toBeNull();
  });
});
