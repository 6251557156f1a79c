import { describe, expect, it } from "vitest";
import {
  ACTIVITY_MULTIPLIERS,
  ADDED_PROTEIN,
  ANALYSIS_DELAY_MS,
  CALORIE_LIMITS,
  CONFIRMATION_MS,
  DEFAULT_RANGE_DAYS,
  IMAGE_COMPRESSION,
  MAX_PHOTOS_PER_MEAL,
  MEAL_PAGE_SIZE,
  MOBILE_BREAKPOINT_PX,
  PORTION_FACTORS,
  PORTIONS_CONSUMED,
  RETRY,
  SIDEBAR_WIDTH_PX,
  THIS_WEEK_DAYS,
  TOAST_DURATION_MS,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
} from "./constants.ts";

describe("spec §9 business constants", () => {
  it.each([
    ["photos per meal", MAX_PHOTOS_PER_MEAL, 5],
    ["compression quality", IMAGE_COMPRESSION.quality, 0.8],
    ["compression max width", IMAGE_COMPRESSION.maxWidth, 1920],
    ["compression max height", IMAGE_COMPRESSION.maxHeight, 1920],
    ["conversion threshold in bytes", IMAGE_COMPRESSION.convertAboveBytes, 5_000_000],
    ["meal list page size", MEAL_PAGE_SIZE, 20],
    ["default range days", DEFAULT_RANGE_DAYS, 30],
    ["this week days", THIS_WEEK_DAYS, 7],
    ["weight-loss floor above 1500", CALORIE_LIMITS.lossFloorAboveThreshold, 1500],
    ["weight-loss floor otherwise", CALORIE_LIMITS.lossFloorOtherwise, 1200],
    ["largest deficit", CALORIE_LIMITS.maxDeficit, 600],
    ["largest surplus", CALORIE_LIMITS.maxSurplus, 500],
    ["very active multiplier", ACTIVITY_MULTIPLIERS.very_active, 1.75],
    ["confirmation ms", CONFIRMATION_MS, 3000],
    ["success toast ms", TOAST_DURATION_MS.success, 2000],
    ["error toast ms", TOAST_DURATION_MS.error, 4000],
    ["default toast ms", TOAST_DURATION_MS.default, 4000],
    ["toast removal delay ms", TOAST_REMOVE_DELAY_MS, 1000],
    ["toasts held", TOAST_LIMIT, 20],
    ["mobile breakpoint px", MOBILE_BREAKPOINT_PX, 1024],
    ["sidebar collapsed px", SIDEBAR_WIDTH_PX.collapsed, 64],
    ["sidebar expanded px", SIDEBAR_WIDTH_PX.expanded, 256],
    ["added protein max scoops", ADDED_PROTEIN.maxScoops, 3],
    ["added protein hold ms", ADDED_PROTEIN.holdMs, 1000],
    ["added protein sound volume", ADDED_PROTEIN.soundVolume, 0.8],
    ["wait before analysis ms", ANALYSIS_DELAY_MS, 500],
  ])("%s is %s", (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it("spec §8 retries three times from 1 s doubling up to 30 s", () => {
    expect(RETRY).toEqual({ initialDelayMs: 1000, maxDelayMs: 30_000, retries: 3 });
  });

  it("spec §3 every portion consumed has a factor, in order", () => {
    expect(PORTIONS_CONSUMED.map((portion) => PORTION_FACTORS[portion])).toEqual([0.25, 1 / 3, 0.5, 0.75, 1]);
  });
});
