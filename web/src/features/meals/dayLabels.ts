// Local calendar days for the meal screens: today's day in the device's zone, and the heading of a
// day (spec §2: 'Today', 'Yesterday', else the long localised date).
import { addDays, todayIn } from "@nutrisnap/shared/dates";

export function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}

export function localToday(now: Date = new Date()): string {
  return todayIn(deviceTimeZone(), now);
}

export type DayName = "today" | "yesterday" | "other";

export function dayName(day: string, today: string): DayName {
  if (day === today) return "today";
  if (day === addDays(today, -1)) return "yesterday";
  return "other";
}

/** A YYYY-MM-DD day as a Date at local noon, for Intl formatting of the day itself. */
export function dayAsDate(day: string): Date {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(year, month - 1, date, 12);
}
