// When a meal may be logged for (issue 15 item 15): the time the user picks on the log-meal screen,
// checked the same way on the device and on the server, and the meal type that time suggests.
import type { MealType } from "../constants.ts";

/** A device clock a little ahead of the server's is no reason to refuse a meal logged "now". */
export const MEAL_TIME_FUTURE_SKEW_MS = 15 * 60_000;
/** A meal is logged for at most a year back; older times are typing mistakes (2025 for 2026). */
export const MEAL_TIME_MAX_AGE_DAYS = 366;

export type MealTimeProblem = "mealTimeInFuture" | "mealTimeTooOld";

/** Why the meal cannot be logged at `instant` (judged at `now`), or null when it can. */
export function mealTimeProblem(instant: Date, now: Date = new Date()): MealTimeProblem | null {
  const at = instant.getTime();
  if (at > now.getTime() + MEAL_TIME_FUTURE_SKEW_MS) return "mealTimeInFuture";
  if (at < now.getTime() - MEAL_TIME_MAX_AGE_DAYS * 86_400_000) return "mealTimeTooOld";
  return null;
}

/** The hour (0-23) of the instant on the wall clock of the time zone. */
export function hourIn(instant: Date, timeZone: string): number {
  const hour = new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", hourCycle: "h23" })
    .formatToParts(instant)
    .find((part) => part.type === "hour");
  return Number(hour?.value ?? 0) % 24;
}

/**
 * The meal type a time suggests in the user's zone: breakfast before 11, lunch before 16, snack
 * before 19, dinner from 19 on.
 */
export function mealTypeAt(instant: Date, timeZone: string): MealType {
  const hour = hourIn(instant, timeZone);
  if (hour < 11) return "breakfast";
  if (hour < 16) return "lunch";
  if (hour < 19) return "snack";
  return "dinner";
}
