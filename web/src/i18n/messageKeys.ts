// The web's wording of the contract's message keys, for code outside React (the data layer).
// The one map of keys to Lingui messages is validationMessages.ts; this reads from it.
import { i18n } from "@lingui/core";
import type { MessageKey } from "@nutrisnap/shared/validation";
import { validationMessages } from "./validationMessages.ts";

/** The text of a message key in the active language, with `{name}` values filled in. */
export function messageKeyText(key: MessageKey, values: Record<string, string | number> = {}): string {
  const descriptor = validationMessages[key];
  return i18n._(descriptor.id, values, { message: descriptor.message });
}
