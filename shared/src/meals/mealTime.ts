// When a meal was eaten: one rule for the device and the server, at creation and on edit.

/** A device clock may run ahead of the server's; a meal this far ahead is still "now". */
export const MEAL_TIME_CLOCK_SKEW_MS = 15 * 60_000;

/**
 * A meal is eaten now or in the past: an instant later than now (beyond the clock skew) is
 * refused. The instant is already a valid ISO date-time (instantSchema).
 */
export function mealTimeIsAllowed(instant: string, now: number = Date.now()): boolean {
  return Date.parse(instant) <= now + MEAL_TIME_CLOCK_SKEW_MS;
}
