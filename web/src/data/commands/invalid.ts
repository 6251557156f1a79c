import type { FieldErrors } from "@nutrisnap/shared/validation";
import { messageKeyText } from "../../i18n/messageKeys.ts";
import { genericMessage, type CommandResult } from "../api.ts";

/** A command refused before anything was stored: the rule's messages per field (spec §5). */
export function invalid(errors: FieldErrors): CommandResult<never> {
  const fieldErrors = Object.fromEntries(
    Object.entries(errors).map(([field, keys]) => [field, keys.map((key) => messageKeyText(key))]),
  );
  return { ok: false, message: genericMessage("input"), fieldErrors, code: "invalid_input" };
}
