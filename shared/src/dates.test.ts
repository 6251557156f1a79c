import { describe, expect, it } from "vitest";
import { addDays, dayBounds, isValidDay, lastNDaysRange, localDay, todayIn, yesterdayIn } from "./dates.ts";

const iso = (date: Date) => date.toISOString();
const HOUR = 3_600_000;

describe("local calendar day of an instant", () => {
  it.each([
    ["2026-01-01T14:59:59Z", "Asia/Tokyo", "2026-01-01"],
    ["2026-01-01T15:00:00Z", "Asia/Tokyo", "2026-01-02"],
    ["2026-01-01T02:00:00Z", "America/Santiago", "2025-12-31"],
    ["2026-03-08T04:59:59Z", "America/New_York", "2026-03-07"],
    ["2026-03-08T05:00:00Z", "America/New_York", "2026-03-08"],
    ["2026-06-15T18:30:00Z", "Asia/Kolkata", "2026-06-16"],
    ["2026-06-15T23:59:59Z", "UTC", "2026-06-15"],
  ])("%s in %s is %s", (instant, timeZone, day) => {
    expect(localDay(instant, timeZone)).toBe(day);
    expect(localDay(new Date(instant), timeZone)).toBe(day);
  });

  it("agrees with Intl's own parts across two years of DST changes and in a three-digit year", () => {
    const start = Date.UTC(2025, 0, 1);
    const instants = Array.from({ length: 2 * 366 * 4 }, (_, i) => start + i * 6 * HOUR + i * 60_001);
    instants.push(Date.UTC(812, 5, 1, 12));
    for (const timeZone of ["Europe/Madrid", "America/Santiago", "Asia/Kathmandu", "Australia/Lord_Howe"]) {
      const format = new Intl.DateTimeFormat("en-US", {
        timeZone,
        calendar: "gregory",
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
      });
      for (const ms of instants) {
        const parts = format.formatToParts(ms);
        const field = (type: string) => parts.find((part) => part.type === type)!.value;
        const day = `${field("year").padStart(4, "0")}-${field("month")}-${field("day")}`;
        expect(localDay(new Date(ms), timeZone)).toBe(day);
      }
    }
  });

  it("agrees with Intl minute by minute around offset changes, whichever instant is read first", () => {
    // One formatter a zone: building one for each of the 7,200 minutes took 6 s on a loaded machine.
    const formats = new Map<string, Intl.DateTimeFormat>();
    const dayOf = (ms: number, timeZone: string) => {
      let format = formats.get(timeZone);
      if (!format) {
        format = new Intl.DateTimeFormat("en-US", {
          timeZone,
          year: "numeric",
          month: "2-digit",
          day: "2-digit",
        });
        formats.set(timeZone, format);
      }
      const parts = format.formatToParts(ms);
      const field = (type: string) => parts.find((part) => part.type === type)!.value;
      return `${field("year")}-${field("month")}-${field("day")}`;
    };
    const changes: [string, string][] = [
      ["America/Santiago", "2026-04-05T03:00:00Z"],
      ["America/Santiago", "2026-09-06T04:00:00Z"],
      ["Europe/London", "2026-03-29T01:00:00Z"],
      ["Australia/Lord_Howe", "2026-04-04T15:00:00Z"],
      // Samoa skipped 30 December 2011 (from UTC-10 to UTC+14).
      ["Pacific/Apia", "2011-12-30T10:00:00Z"],
    ];
    for (const [timeZone, at] of changes) {
      const minutes = Array.from(
        { length: 24 * 60 },
        (_, i) => Date.parse(at) + (i - 12 * 60) * 60_000 + 59_999,
      );
      for (const ms of [...minutes.slice(720).reverse(), ...minutes.slice(0, 720)])
        expect(localDay(new Date(ms), timeZone), `${new Date(ms).toISOString()} in ${timeZone}`).toBe(
          dayOf(ms, timeZone),
        );
    }
  });

  it("rejects a malformed instant", () => {
    expect(() => localDay("yesterday", "UTC")).toThrow(RangeError);
  });
});

describe("day bounds across DST changes", () => {
  it.each([
    ["America/New_York", "2026-03-08", "2026-03-08T05:00:00.000Z", "2026-03-09T04:00:00.000Z", 23],
    ["America/New_York", "2026-11-01", "2026-11-01T04:00:00.000Z", "2026-11-02T05:00:00.000Z", 25],
    ["America/Santiago", "2026-04-04", "2026-04-04T03:00:00.000Z", "2026-04-05T04:00:00.000Z", 25],
    // Clocks jump from 00:00 to 01:00, so the day starts at 01:00 local time.
    ["America/Santiago", "2026-09-06", "2026-09-06T04:00:00.000Z", "2026-09-07T03:00:00.000Z", 23],
    ["America/Santiago", "2026-09-05", "2026-09-05T04:00:00.000Z", "2026-09-06T04:00:00.000Z", 24],
    ["Europe/London", "2026-03-29", "2026-03-29T00:00:00.000Z", "2026-03-29T23:00:00.000Z", 23],
    ["Asia/Kolkata", "2026-06-15", "2026-06-14T18:30:00.000Z", "2026-06-15T18:30:00.000Z", 24],
    ["UTC", "2026-06-15", "2026-06-15T00:00:00.000Z", "2026-06-16T00:00:00.000Z", 24],
  ])("%s %s runs %s to %s (%s h)", (timeZone, day, start, end, hours) => {
    const bounds = dayBounds(day, timeZone);
    expect([iso(bounds.start), iso(bounds.end)]).toEqual([start, end]);
    expect((bounds.end.getTime() - bounds.start.getTime()) / HOUR).toBe(hours);
  });

  it.each([
    "America/Santiago",
    "America/New_York",
    "America/Havana", // midnight repeats when DST ends
    "Asia/Beirut",
    "Australia/Lord_Howe", // 30-minute DST
    "Pacific/Chatham",
  ])("every day of 2026 in %s tiles the timeline", (timeZone) => {
    for (let day = "2026-01-01"; day !== "2027-01-01"; day = addDays(day, 1)) {
      const { start, end } = dayBounds(day, timeZone);
      expect(localDay(start, timeZone)).toBe(day);
      expect(localDay(new Date(start.getTime() - 1), timeZone)).toBe(addDays(day, -1));
      expect(localDay(new Date(end.getTime() - 1), timeZone)).toBe(day);
      expect(localDay(end, timeZone)).toBe(addDays(day, 1));
    }
  });
});

describe("calendar day strings", () => {
  it.each([
    ["2026-02-28", true],
    ["2028-02-29", true],
    ["2000-02-29", true],
    ["2026-02-29", false],
    ["1900-02-29", false],
    ["2026-02-30", false],
    ["2026-04-31", false],
    ["2026-13-01", false],
    ["2026-00-10", false],
    ["2026-01-00", false],
    ["2026-1-5", false],
    ["20260105", false],
    ["2026-01-05T00:00", false],
    [" 2026-01-05", false],
    ["", false],
    [20260105, false],
    [undefined, false],
  ])("isValidDay(%s) → %s", (value, expected) => {
    expect(isValidDay(value)).toBe(expected);
  });

  it.each([
    ["2026-02-28", 1, "2026-03-01"],
    ["2028-02-28", 1, "2028-02-29"],
    ["2026-01-01", -1, "2025-12-31"],
    ["2026-01-31", 30, "2026-03-02"],
    ["2026-03-08", 0, "2026-03-08"],
  ])("addDays(%s, %s) → %s", (day, days, expected) => {
    expect(addDays(day, days)).toBe(expected);
  });

  it.each(["2026-02-30", "2026-2-1", "tomorrow"])("addDays rejects %s", (day) => {
    expect(() => addDays(day, 1)).toThrow(RangeError);
    expect(() => dayBounds(day, "UTC")).toThrow(RangeError);
  });
});

describe("spec §9 date ranges include today", () => {
  // 02:00 UTC on 1 March is still 28 February, 23:00, in Santiago (UTC−3).
  const now = new Date("2026-03-01T02:00:00Z");

  it("today and yesterday follow the time zone", () => {
    expect(todayIn("America/Santiago", now)).toBe("2026-02-28");
    expect(todayIn("UTC", now)).toBe("2026-03-01");
    expect(yesterdayIn("America/Santiago", now)).toBe("2026-02-27");
  });

  it.each([
    [30, "2026-01-30", "2026-02-28"], // default range: today and the 29 days before
    [7, "2026-02-22", "2026-02-28"], // this week
    [1, "2026-02-28", "2026-02-28"],
  ])("last %s days → %s to %s", (days, start_date, end_date) => {
    expect(lastNDaysRange(days, "America/Santiago", now)).toEqual({ start_date, end_date });
  });

  it.each([0, -1, 2.5])("rejects %s days", (days) => {
    expect(() => lastNDaysRange(days, "UTC", now)).toThrow(RangeError);
  });
});
