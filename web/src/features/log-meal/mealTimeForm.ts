// The date and time fields of the log-meal screen (issue 15 item 15): they hold the wall clock of
// the device's zone, as <input type="date"> and <input type="time"> read and write it.
import { MEAL_TIME_MAX_AGE_DAYS, mealTypeAt } from "@nutrisnap/shared/meals";
import type { MealType } from "@nutrisnap/shared/constants";

export interface MealTimeDraft {
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM */
  time: string;
}

const pad = (value: number) => String(value).padStart(2, "0");

/** The wall clock of `now` in the device's zone. */
export function draftOf(now: Date = new Date()): MealTimeDraft {
  return {
    date: `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`,
    time: `${pad(now.getHours())}:${pad(now.getMinutes())}`,
  };
}

/** The instant of the drafted wall clock in the device's zone; null when a field is not filled in. */
export function instantOf(draft: MealTimeDraft): Date | null {
  const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(draft.date);
  const time = /^(\d{2}):(\d{2})/.exec(draft.time);
  if (!date || !time) return null;
  const [, year, month, day] = date.map(Number) as [number, number, number, number];
  const [, hour, minute] = time.map(Number) as [number, number, number];
  const instant = new Date(year, month - 1, day, hour, minute);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/** The meal type the drafted time suggests (breakfast before 11, lunch before 16, snack before 19). */
export function suggestedType(draft: MealTimeDraft, timeZone: string): MealType | null {
  const instant = instantOf(draft);
  return instant ? mealTypeAt(instant, timeZone) : null;
}

/** The earliest and latest days the date field offers. */
export function dayLimits(now: Date = new Date()): { min: string; max: string } {
  return {
    min: draftOf(new Date(now.getTime() - (MEAL_TIME_MAX_AGE_DAYS - 1) * 86_400_000)).date,
    max: draftOf(now).date,
  };
}

/** The usual time of each meal, for a meal added to a past day's diary. */
const USUAL_TIME: Record<MealType, string> = {
  breakfast: "08:00",
  lunch: "13:00",
  snack: "17:00",
  dinner: "20:00",
};

/**
 * Where the time fields start: now (null), or for a past day asked for by the diary, that day at
 * the usual time of the meal type (dinner 20:00) or at noon.
 */
export function startingTime(
  day: string | undefined,
  type: MealType | undefined,
  now: Date = new Date(),
): MealTimeDraft | null {
  if (!day || day >= draftOf(now).date) return null;
  return { date: day, time: type ? USUAL_TIME[type] : "12:00" };
}
