// The filters of the meals list (spec §2, §9): their defaults, whether any differs from them, and
// the local-day range each choice stands for.
import {
  DEFAULT_RANGE_DAYS,
  MEAL_PAGE_SIZE,
  THIS_WEEK_DAYS,
  type AnalysisStatus,
  type MealType,
} from "@nutrisnap/shared/constants";
import { addDays } from "@nutrisnap/shared/dates";
import type { MealsFilter } from "../../data/index.ts";

export const DATE_RANGES = ["today", "yesterday", "thisWeek", "thisMonth", "custom"] as const;
export type DateRange = (typeof DATE_RANGES)[number];

export type TypeFilter = "all" | MealType;
export type StatusFilter = "all" | AnalysisStatus;

export interface MealFilters {
  search: string;
  range: DateRange;
  /** Local days (YYYY-MM-DD) of the custom range; empty leaves that end open. */
  customStart: string;
  customEnd: string;
  type: TypeFilter;
  status: StatusFilter;
}

/** spec §9: the last 30 days including today by default, every type and status. */
export const DEFAULT_FILTERS: MealFilters = {
  search: "",
  range: "thisMonth",
  customStart: "",
  customEnd: "",
  type: "all",
  status: "all",
};

/** Whether 'clear filters' shows (and the empty state leaves out 'log your first meal'). */
export function filtersActive(filters: MealFilters): boolean {
  return (
    filters.search.trim() !== "" ||
    filters.range !== DEFAULT_FILTERS.range ||
    filters.type !== DEFAULT_FILTERS.type ||
    filters.status !== DEFAULT_FILTERS.status
  );
}

/** The first and last local day a range covers (both included), from today's local day. */
export function rangeDays(filters: MealFilters, today: string): { startDate?: string; endDate?: string } {
  switch (filters.range) {
    case "today":
      return { startDate: today, endDate: today };
    case "yesterday": {
      const yesterday = addDays(today, -1);
      return { startDate: yesterday, endDate: yesterday };
    }
    case "thisWeek":
      return { startDate: addDays(today, 1 - THIS_WEEK_DAYS), endDate: today };
    case "thisMonth":
      return { startDate: addDays(today, 1 - DEFAULT_RANGE_DAYS), endDate: today };
    case "custom":
      return {
        startDate: filters.customStart || undefined,
        endDate: filters.customEnd || undefined,
      };
  }
}

/** The data layer's filter for these choices and the number of pages shown. */
export function toMealsFilter(filters: MealFilters, today: string, pages: number): MealsFilter {
  return {
    search: filters.search.trim() || undefined,
    ...rangeDays(filters, today),
    type: filters.type === "all" ? undefined : filters.type,
    status: filters.status === "all" ? undefined : filters.status,
    limit: pages * MEAL_PAGE_SIZE,
  };
}
