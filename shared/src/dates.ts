// Local calendar days ("YYYY-MM-DD") in an IANA time zone, with Intl only. A day's bounds come from
// the zone's real offsets, so days of 23 or 25 hours and days that start at 01:00 come out right.

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

function wallClockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      calendar: "gregory",
      numberingSystem: "latn",
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    wallClockFormats.set(timeZone, format);
  }
  return format;
}

/** en-US with the options above: "11/23/2026, 13:05:09" (month/day/year, 24-hour time). */
const WALL_CLOCK_TEXT = /^(\d{2})\/(\d{2})\/(\d{4}), (\d{2}):(\d{2}):(\d{2})$/;

/**
 * The fields of the wall-clock reading. `format` and a pattern cost a quarter of `formatToParts`
 * (the meals list reads a day for every meal it answers); any other text (a year of more or fewer
 * than four digits, an era, another engine's punctuation) is read through `formatToParts`.
 */
function wallClockFields(instantMs: number, timeZone: string): Record<string, number> {
  const format = wallClockFormat(timeZone);
  const match = WALL_CLOCK_TEXT.exec(format.format(instantMs));
  if (match) {
    const [, month, day, year, hour, minute, second] = match.map(Number) as number[];
    return { year: year!, month: month!, day: day!, hour: hour!, minute: minute!, second: second! };
  }
  const parts: Record<string, number> = {};
  for (const { type, value } of format.formatToParts(instantMs)) parts[type] = Number(value);
  return parts;
}

/** The wall-clock reading of an instant in the zone, expressed as if it were UTC (ms). */
function wallClockAsUtc(instantMs: number, timeZone: string): number {
  const {
    year = 0,
    month = 1,
    day = 1,
    hour = 0,
    minute = 0,
    second = 0,
  } = wallClockFields(instantMs, timeZone);
  const date = new Date(Date.UTC(2000, 0, 1, hour % 24, minute, second));
  date.setUTCFullYear(year, month - 1, day);
  return date.getTime();
}

function offsetMs(instantMs: number, timeZone: string): number {
  const wholeSeconds = Math.floor(instantMs / 1000) * 1000;
  return wallClockAsUtc(wholeSeconds, timeZone) - wholeSeconds;
}

function parseDay(day: string): Date {
  const match = DAY_PATTERN.exec(day);
  if (match) {
    const [, year, month, date] = match.map(Number) as [number, number, number, number];
    const parsed = new Date(0);
    parsed.setUTCFullYear(year, month - 1, date);
    if (
      parsed.getUTCFullYear() === year &&
      parsed.getUTCMonth() === month - 1 &&
      parsed.getUTCDate() === date
    ) {
      return parsed;
    }
  }
  throw new RangeError(`Not a calendar day (YYYY-MM-DD): ${day}`);
}

function formatDay(utcMidnight: Date): string {
  return utcMidnight.toISOString().slice(0, 10);
}

/**
 * The years the product deals in. Days and instants outside them are refused as input: day
 * arithmetic and time zones near year 0 or 9999 leave the four-digit calendar (issue 12).
 */
export const YEAR_RANGE = { min: 1900, max: 2999 } as const;

/** True when an ISO day or instant string starts with a year inside YEAR_RANGE. */
export const inYearRange = (value: string): boolean => {
  const year = Number(value.slice(0, 4));
  return /^\d{4}-/.test(value) && year >= YEAR_RANGE.min && year <= YEAR_RANGE.max;
};

/** True for a well-formed, existing date: "2026-02-28" yes, "2026-02-30" and "2026-2-3" no. */
export function isValidDay(value: unknown): value is string {
  if (typeof value !== "string" || !inYearRange(value)) return false;
  try {
    parseDay(value);
    return true;
  } catch {
    return false;
  }
}

export function addDays(day: string, days: number): string {
  const date = parseDay(day);
  date.setUTCDate(date.getUTCDate() + days);
  return formatDay(date);
}

/**
 * Offsets are read for six-hour spans of UTC time: a span whose first and last second have the same
 * offset has it throughout (no zone changes its offset and back within six hours), so every instant
 * in it takes its day from one cached number instead of a wall-clock format of its own (the meals
 * list reads a day for every meal it answers, and a user's meals share a few spans). A span holding
 * a transition is remembered as such and its instants are read one by one.
 */
const OFFSET_SPAN_MS = 6 * 3_600_000;
/** Per zone; a server's zones are few, and a zone's map starts again when it holds this many. */
const OFFSET_SPANS_KEPT = 4096;
const offsetSpans = new Map<string, Map<number, number | null>>();

function offsetOfSpan(span: number, timeZone: string): number | null {
  let spans = offsetSpans.get(timeZone);
  if (!spans) {
    spans = new Map();
    offsetSpans.set(timeZone, spans);
  }
  let offset = spans.get(span);
  if (offset === undefined) {
    const start = span * OFFSET_SPAN_MS;
    const first = offsetMs(start, timeZone);
    offset = offsetMs(start + OFFSET_SPAN_MS - 1000, timeZone) === first ? first : null;
    if (spans.size >= OFFSET_SPANS_KEPT) spans.clear();
    spans.set(span, offset);
  }
  return offset;
}

/** The local calendar day of an instant in the time zone. */
export function localDay(instant: Date | string, timeZone: string): string {
  const ms = new Date(instant).getTime();
  if (Number.isNaN(ms)) throw new RangeError(`Not an instant: ${String(instant)}`);
  const offset = offsetOfSpan(Math.floor(ms / OFFSET_SPAN_MS), timeZone);
  return formatDay(new Date(offset === null ? wallClockAsUtc(ms, timeZone) : ms + offset));
}

/** The first instant of the local day: local midnight, or the end of a DST gap that swallows it. */
function startOfDay(day: string, timeZone: string): number {
  const midnightAsUtc = parseDay(day).getTime();
  // Offsets a day either side bracket any transition near this midnight.
  const before = offsetMs(midnightAsUtc - MS_PER_DAY, timeZone);
  const after = offsetMs(midnightAsUtc + MS_PER_DAY, timeZone);
  const candidates = [midnightAsUtc - before, midnightAsUtc - after].filter(
    (instant) => wallClockAsUtc(instant, timeZone) === midnightAsUtc,
  );
  if (candidates.length > 0) return Math.min(...candidates);
  // Midnight falls in a gap: find the first instant whose local day is `day`.
  let low = midnightAsUtc - after; // still the previous day
  let high = midnightAsUtc - before; // already `day`
  while (high - low > 1000) {
    const middle = Math.floor((low + high) / 2000) * 1000;
    if (localDay(new Date(middle), timeZone) === day) high = middle;
    else low = middle;
  }
  return high;
}

/** UTC instants of the day's local start and the next day's local start (end exclusive). */
export function dayBounds(day: string, timeZone: string): { start: Date; end: Date } {
  return {
    start: new Date(startOfDay(day, timeZone)),
    end: new Date(startOfDay(addDays(day, 1), timeZone)),
  };
}

export function todayIn(timeZone: string, now: Date = new Date()): string {
  return localDay(now, timeZone);
}

/** spec §9: yesterday is one day back. */
export function yesterdayIn(timeZone: string, now: Date = new Date()): string {
  return addDays(todayIn(timeZone, now), -1);
}

export interface DayRange {
  start_date: string;
  end_date: string;
}

/**
 * The last `days` days including today, as sent to GET /api/v1/meals (spec §7, §9): 30 is the
 * default range (today and the 29 before), 7 is "this week".
 */
export function lastNDaysRange(days: number, timeZone: string, now: Date = new Date()): DayRange {
  if (!Number.isInteger(days) || days < 1)
    throw new RangeError(`Range needs a whole number of days ≥ 1: ${days}`);
  const today = todayIn(timeZone, now);
  return { start_date: addDays(today, 1 - days), end_date: today };
}
