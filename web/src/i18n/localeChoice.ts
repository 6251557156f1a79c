import { isLocale, negotiateLocale, type LocaleSources } from "@nutrisnap/shared/locale";
import type { Locale } from "@nutrisnap/shared/constants";

/**
 * spec §4 and §9: a signed-in user's stored locale wins over everything; signed out, the choice
 * order is the `lang` query, the remembered preferred_locale, the browser list, then en_US.
 */
export function chooseLocale(userLocale: string | null | undefined, sources: LocaleSources): Locale {
  if (isLocale(userLocale)) return userLocale;
  return negotiateLocale(sources);
}
