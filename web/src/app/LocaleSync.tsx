import { useEffect } from "react";
import { useLingui } from "@lingui/react";
import { useSession } from "../data/boot.ts";
import { activateLocale, preferredLocaleStorage } from "../i18n/i18n.ts";

/**
 * spec §4: a signed-in user's stored locale is applied on load and overrides the visitor's
 * choice; it is also remembered in preferred_locale so the same language stays after sign-out.
 */
export function LocaleSync() {
  const { user } = useSession();
  const { i18n } = useLingui();
  const userLocale = user?.locale;
  useEffect(() => {
    if (!userLocale || userLocale === i18n.locale) return;
    preferredLocaleStorage.save(userLocale);
    void activateLocale(userLocale);
  }, [userLocale, i18n.locale]);
  return null;
}
