import { describe, expect, it } from "vitest";
import { DEFAULT_FILTERS, filtersActive, rangeDays, toMealsFilter } from "./mealFilters.ts";
import { dayAsDate, dayName } from "./dayLabels.ts";

const today = "2026-03-10";

describe("meals list filters (spec §2, §9)", () => {
  it("defaults to the last 30 days including today, all types and statuses, no search", () => {
    expect(DEFAULT_FILTERS).toMatchObject({ range: "thisMonth", type: "all", status: "all", search: "" });
    expect(toMealsFilter(DEFAULT_FILTERS, today, 1)).toEqual({
      startDate: "2026-02-09",
      endDate: today,
      limit: 20,
      search: undefined,
      type: undefined,
      status: undefined,
    });
  });

  it.each([
    ["today", "2026-03-10", "2026-03-10"],
    ["yesterday", "2026-03-09", "2026-03-09"],
    ["thisWeek", "2026-03-04", "2026-03-10"],
    ["thisMonth", "2026-02-09", "2026-03-10"],
  ] as const)("%s covers %s to %s", (range, startDate, endDate) => {
    expect(rangeDays({ ...DEFAULT_FILTERS, range }, today)).toEqual({ startDate, endDate });
  });

  it("a custom range uses the two dates, an empty one leaves that end open", () => {
    const custom = { ...DEFAULT_FILTERS, range: "custom" as const, customStart: "2026-01-01", customEnd: "" };
    expect(rangeDays(custom, today)).toEqual({ startDate: "2026-01-01", endDate: undefined });
  });

  it("shows 'clear filters' only when something differs from the defaults", () => {
    expect(filtersActive(DEFAULT_FILTERS)).toBe(false);
    expect(filtersActive({ ...DEFAULT_FILTERS, search: "  " })).toBe(false);
    expect(filtersActive({ ...DEFAULT_FILTERS, search: "rice" })).toBe(true);
    expect(filtersActive({ ...DEFAULT_FILTERS, range: "today" })).toBe(true);
    expect(filtersActive({ ...DEFAULT_FILTERS, type: "lunch" })).toBe(true);
    expect(filtersActive({ ...DEFAULT_FILTERS, status: "not_started" })).toBe(true);
  });

  it("clearing gives the defaults back", () => {
    const cleared = { ...DEFAULT_FILTERS };
    expect(filtersActive(cleared)).toBe(false);
  });

  it("omits type and status when 'all' and grows the limit by pages of 20", () => {
    const filter = toMealsFilter(
      { ...DEFAULT_FILTERS, type: "snack", status: "pending", search: " rice " },
      today,
      3,
    );
    expect(filter).toMatchObject({ type: "snack", status: "pending", search: "rice", limit: 60 });
  });
});

describe("day headings (spec §2)", () => {
  it("names today and yesterday, other days get the long date", () => {
    expect(dayName("2026-03-10", today)).toBe("today");
    expect(dayName("2026-03-09", today)).toBe("yesterday");
    expect(dayName("2026-03-08", today)).toBe("other");
    expect(dayName("2026-03-11", today)).toBe("other");
  });

  it("crosses month and year ends", () => {
    expect(dayName("2025-12-31", "2026-01-01")).toBe("yesterday");
    expect(dayName("2024-02-29", "2024-03-01")).toBe("yesterday");
  });

  it("reads a day as that local calendar day", () => {
    const date = dayAsDate("2026-03-10");
    expect([date.getFullYear(), date.getMonth(), date.getDate()]).toEqual([2026, 2, 10]);
  });
});
