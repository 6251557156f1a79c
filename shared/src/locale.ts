import { LOCALES, type Locale } from "./constants.ts";

export const DEFAULT_LOCALE: Locale = "en_US";
/** Local-storage key of a signed-out visitor's choice, and the user field it mirrors (spec §3, §9). */
export const PREFERRED_LOCALE_KEY = "preferred_locale";

/**
 * The same choice as a cookie, written by the app beside local storage and by the server from a
 * page's `lang` query (decision 221), so the server sends the landing in it (decision 146) and a page
 * whose scripts had not run still passes it on. A year, the whole site, same-site only; not secret.
 */
export function preferredLocaleCookie(locale: Locale): string {
  return `${PREFERRED_LOCALE_KEY}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/** The locale a `Cookie` header (or `document.cookie`) remembers, if any. */
export function preferredLocaleFromCookies(cookies: string | null | undefined): string | null {
  for (const pair of (cookies ?? "").split(";")) {
    const [name, value] = pair.split("=", 2).map((part) => part.trim());
    if (name === PREFERRED_LOCALE_KEY && value) return value;
  }
  return null;
}

export const LOCALE_NAMES = {
  en_US: "English (US)",
  es_CL: "Español (Chile)",
} as const satisfies Record<Locale, string>;

/** spec §9: dates are formatted with these BCP 47 tags. */
export const LOCALE_BCP47 = { en_US: "en-US", es_CL: "es-CL" } as const satisfies Record<Locale, string>;
export type Bcp47Tag = (typeof LOCALE_BCP47)[Locale];

/** spec §9: browser language codes and the locale each maps to. */
export const BROWSER_LANGUAGE_CODES = {
  en_US: ["en", "en-US", "en-GB", "en-CA", "en-AU"],
  es_CL: [
    "es",
    "es-ES",
    "es-CL",
    "es-AR",
    "es-MX",
    "es-CO",
    "es-PE",
    "es-VE",
    "es-UY",
    "es-PY",
    "es-BO",
    "es-EC",
  ],
} as const satisfies Record<Locale, readonly string[]>;

const localeByBrowserCode = new Map<string, Locale>(
  LOCALES.flatMap((locale) =>
    BROWSER_LANGUAGE_CODES[locale].map((code) => [code.toLowerCase(), locale] as const),
  ),
);

/** Lower case with "-" as separator, so "es_cl", "ES-CL" and "es-CL" compare equal. */
function normaliseTag(tag: string): string {
  return tag.trim().replaceAll("_", "-").toLowerCase();
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

export function toBcp47(locale: Locale): Bcp47Tag {
  return LOCALE_BCP47[locale];
}

/** "es-CL" → "es_CL"; any casing or separator; undefined for a tag that is not a supported locale. */
export function fromBcp47(tag: string): Locale | undefined {
  const wanted = normaliseTag(tag);
  return LOCALES.find((locale) => normaliseTag(locale) === wanted);
}

/** A browser language: its full code, then its language part ("es-419" → "es"), per spec §9. */
function localeForBrowserLanguage(language: string): Locale | undefined {
  const code = normaliseTag(language);
  const languagePart = code.split("-")[0] ?? "";
  return localeByBrowserCode.get(code) ?? localeByBrowserCode.get(languagePart);
}

export interface LocaleSources {
  /** The `lang` query parameter. */
  query?: string | null;
  /** The stored preferred_locale (the signed-in user's locale, or local storage). */
  stored?: string | null;
  /** navigator.languages, most preferred first. */
  browserLanguages?: readonly string[] | null;
}

/**
 * spec §9 choice order: a supported `lang` query, then a supported stored preferred_locale, then the
 * browser list (each entry by full code, then language part), else en_US. The query and the stored
 * value must name a locale itself ("es_CL" or "es-CL"); only browser codes go through the mapping.
 */
export function negotiateLocale({ query, stored, browserLanguages }: LocaleSources): Locale {
  for (const explicit of [query, stored]) {
    const locale = explicit ? fromBcp47(explicit) : undefined;
    if (locale) return locale;
  }
  for (const language of browserLanguages ?? []) {
    const locale = localeForBrowserLanguage(language);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}
