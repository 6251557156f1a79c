import {
  CONFIDENCE_COLOUR_THRESHOLDS,
  PROGRESS_COLOUR_THRESHOLDS,
  PROGRESS_MAX_PERCENT,
} from "../constants.ts";

export type ProgressColour = "green" | "yellow" | "blue" | "grey";
export type ConfidenceColour = "green" | "yellow" | "red" | "grey";

function hasGoal(goal: number): boolean {
  return Number.isFinite(goal) && goal > 0;
}

/** Width of a progress bar, 0–100 (spec §9: capped at 100). Unrounded; a zero goal gives 0. */
export function progressPercent(consumed: number, goal: number): number {
  if (!hasGoal(goal)) return 0;
  return Math.min(Math.max((consumed / goal) * 100, 0), PROGRESS_MAX_PERCENT);
}

/** spec §9: the bar turns red over the goal. Reaching the goal exactly is not over it. */
export function isOverGoal(consumed: number, goal: number): boolean {
  return hasGoal(goal) && consumed > goal;
}

export function remainingToGoal(consumed: number, goal: number): number {
  return Math.max(goal - consumed, 0);
}

export function excessOverGoal(consumed: number, goal: number): number {
  return hasGoal(goal) ? Math.max(consumed - goal, 0) : 0;
}

/** spec §9 progress colour helper. */
export function progressColour(percent: number): ProgressColour {
  if (percent >= PROGRESS_COLOUR_THRESHOLDS.green) return "green";
  if (percent >= PROGRESS_COLOUR_THRESHOLDS.yellow) return "yellow";
  if (percent >= PROGRESS_COLOUR_THRESHOLDS.blue) return "blue";
  return "grey";
}

/** spec §9 confidence colour; score is 0–1 and may be missing. */
export function confidenceColour(score?: number | null): ConfidenceColour {
  if (typeof score !== "number" || Number.isNaN(score)) return "grey";
  if (score >= CONFIDENCE_COLOUR_THRESHOLDS.green) return "green";
  if (score >= CONFIDENCE_COLOUR_THRESHOLDS.yellow) return "yellow";
  return "red";
}
