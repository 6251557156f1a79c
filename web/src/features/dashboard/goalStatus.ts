// Where a day stands against one goal. Reaching the goal is a success: a few grams or calories
// past it (what an estimate from a photo cannot tell apart) is still "met", and only a meaningful
// excess is "over" and drawn in red.

export type GoalStatus = "none" | "under" | "met" | "over";

/** Past the goal by more than this share of it counts as over (5 %: 2,100 of 2,000 kcal is met). */
export const GOAL_MET_TOLERANCE = 0.05;

/**
 * "none" without a goal; "met" from what rounds to the goal (nothing left to show as remaining)
 * up to the tolerance past it; "over" beyond; "under" below.
 */
export function goalStatus(consumed: number, goal: number): GoalStatus {
  if (!Number.isFinite(goal) || goal <= 0) return "none";
  if (consumed > goal * (1 + GOAL_MET_TOLERANCE) && Math.round(consumed - goal) >= 1) return "over";
  if (Math.round(goal - consumed) <= 0) return "met";
  return "under";
}
