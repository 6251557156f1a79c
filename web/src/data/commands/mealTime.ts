import { mealTimeProblem } from "@nutrisnap/shared/meals";
import { messageKeyText } from "../../i18n/messageKeys.ts";
import type { CommandResult } from "../api.ts";

/**
 * The refusal of a meal time in the future or more than a year back (the rule the server applies
 * too), with its own message rather than the generic one; null when the time is fine.
 */
export function refuseMealTime(createdAt: string, now: Date = new Date()): CommandResult<never> | null {
  const problem = mealTimeProblem(new Date(createdAt), now);
  if (!problem) return null;
  const message = messageKeyText(problem);
  return { ok: false, message, fieldErrors: { created_at: [message] }, code: "invalid_input" };
}
