import { useLingui } from "@lingui/react/macro";
import { LOCALE_NAMES, isLocale } from "@nutrisnap/shared/locale";
import { LOCALES } from "@nutrisnap/shared/constants";
import { activateLocale, preferredLocaleStorage } from "../../i18n/i18n.ts";

/** spec §4: a language change applies at once and is remembered while signed out. */
export function LanguageSelect() {
  const { i18n, t } = useLingui();
  return (
    <label className="inline-flex items-center gap-2 text-sm">
      <span className="sr-only">{t`Language`}</span>
      <select
        className="rounded-md border border-slate-300 bg-white px-2 py-1 dark:border-slate-700 dark:bg-slate-900"
        value={i18n.locale}
        onChange={(event) => {
          const locale = event.target.value;
          if (!isLocale(locale)) return;
          preferredLocaleStorage.save(locale);
          void activateLocale(locale);
        }}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </label>
  );
}
