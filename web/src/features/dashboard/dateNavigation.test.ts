import { describe, expect, it } from "vitest";
import { canGoNext, dayForKey, isToday, isTypingTarget, stepDay } from "./dateNavigation.ts";

const today = "2026-03-10";

describe("dashboard date navigation (spec §2, §4)", () => {
  it("moves by single days and never past today", () => {
    expect(stepDay("2026-03-09", 1, today)).toBe(today);
    expect(stepDay(today, 1, today)).toBe(today);
    expect(stepDay(today, -1, today)).toBe("2026-03-09");
    expect(stepDay("2026-03-01", -1, today)).toBe("2026-02-28");
  });

  it("disables next on today and Today on today", () => {
    expect(canGoNext(today, today)).toBe(false);
    expect(canGoNext("2026-03-09", today)).toBe(true);
    expect(isToday(today, today)).toBe(true);
    expect(isToday("2026-03-09", today)).toBe(false);
  });

  it.each([
    ["ArrowLeft", today, "2026-03-09"],
    ["ArrowRight", "2026-03-08", "2026-03-09"],
    ["ArrowRight", today, null],
    ["Home", "2026-01-01", today],
    ["ArrowUp", today, null],
    ["a", today, null],
  ] as const)("%s from %s gives %s", (key, day, expected) => {
    expect(dayForKey(key, day, today)).toBe(expected);
  });

  it("ignores the keys while typing in a text field", () => {
    expect(isTypingTarget({ tagName: "INPUT", type: "text" })).toBe(true);
    expect(isTypingTarget({ tagName: "input", type: "search" })).toBe(true);
    expect(isTypingTarget({ tagName: "INPUT", type: "number" })).toBe(true);
    expect(isTypingTarget({ tagName: "INPUT" })).toBe(true);
    expect(isTypingTarget({ tagName: "TEXTAREA" })).toBe(true);
    expect(isTypingTarget({ tagName: "SELECT" })).toBe(true);
    expect(isTypingTarget({ tagName: "DIV", isContentEditable: true })).toBe(true);
  });

  it("still reacts on buttons, checkboxes and the page itself", () => {
    expect(isTypingTarget({ tagName: "INPUT", type: "checkbox" })).toBe(false);
    expect(isTypingTarget({ tagName: "BUTTON" })).toBe(false);
    expect(isTypingTarget({ tagName: "BODY" })).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});
