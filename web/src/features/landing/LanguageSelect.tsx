import { useLingui } from "@lingui/react/macro";
import { LOCALE_NAMES, isLocale } from "@nutrisnap/shared/locale";
import { LOCALES } from "@nutrisnap/shared/constants";
import { activateLocale, preferredLocaleStorage } from "../../i18n/i18n.ts";
import { cn, focusRing } from "../../ui/index.ts";

/** spec §4: a language change applies at once and is remembered while signed out. */
export function LanguageSelect({ className }: { className?: string }) {
  const { i18n, t } = useLingui();
  return (
    <label className={cn("inline-flex items-center gap-2 text-sm", className)}>
      <span className="sr-only">{t`Language`}</span>
      <select
        className={cn(
          "h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-800 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100",
          focusRing,
        )}
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
