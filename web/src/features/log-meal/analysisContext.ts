// The context hints of the log-meal form (spec §2, §3 Analysis context): blank at first and after
// 'skip context'; sent as null when nothing was chosen (spec §7).
import type { AnalysisContext } from "@nutrisnap/shared/api";

export const BLANK_CONTEXT: AnalysisContext = {
  multiple_angles: false,
  portion_consumed: null,
  shared_meal: false,
  leftovers: false,
  sugar_free: false,
  added_protein: 0,
};

export function isBlankContext(context: AnalysisContext): boolean {
  return (Object.keys(BLANK_CONTEXT) as (keyof AnalysisContext)[]).every(
    (key) => context[key] === BLANK_CONTEXT[key],
  );
}

/** What logMeal gets: the chosen hints, or null when none was chosen. */
export function contextToSend(context: AnalysisContext): AnalysisContext | null {
  return isBlankContext(context) ? null : context;
}
