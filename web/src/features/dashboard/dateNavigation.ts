// spec §2 and §4 dashboard date: single-day steps, never past today; Left and Right move a day,
// Home goes to today, and the keys are ignored while typing in a text field.
import { addDays } from "@nutrisnap/shared/dates";

export function canGoNext(day: string, today: string): boolean {
  return day < today;
}

export function isToday(day: string, today: string): boolean {
  return day === today;
}

/** The day after stepping by `delta`, kept at or before today. */
export function stepDay(day: string, delta: number, today: string): string {
  const next = addDays(day, delta);
  return next > today ? today : next;
}

/** The day a key leads to, or null when the key means nothing here. */
export function dayForKey(key: string, day: string, today: string): string | null {
  if (key === "ArrowLeft") return stepDay(day, -1, today);
  if (key === "ArrowRight") return canGoNext(day, today) ? stepDay(day, 1, today) : null;
  if (key === "Home") return today;
  return null;
}

const NOT_TYPING_INPUTS = new Set([
  "checkbox",
  "radio",
  "button",
  "submit",
  "reset",
  "range",
  "color",
  "file",
  "image",
]);

export interface KeyTarget {
  tagName?: string;
  isContentEditable?: boolean;
  type?: string;
}

/** Whether a key press lands in a field where the arrows and Home move the caret. */
export function isTypingTarget(target: KeyTarget | null | undefined): boolean {
  if (!target) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName?.toUpperCase();
  if (tag === "TEXTAREA" || tag === "SELECT") return true;
  if (tag === "INPUT") return !NOT_TYPING_INPUTS.has((target.type ?? "text").toLowerCase());
  return false;
}
