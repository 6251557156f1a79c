import { useLingui } from "@lingui/react";
import { isLocale, toBcp47 } from "@nutrisnap/shared/locale";
import type { Locale } from "@nutrisnap/shared/constants";

// spec §9: dates and numbers through Intl with en-US or es-CL.
const tagOf = (locale: string) => toBcp47(isLocale(locale) ? locale : "en_US");

const asDate = (value: Date | string | number) => (value instanceof Date ? value : new Date(value));

// Building an Intl formatter costs far more than formatting with it (it loads the locale's data):
// a list of 20 meal cards asked for 60 of them. Each locale and set of options is built once.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function cached<Format, Options>(
  formats: Map<string, Format>,
  build: new (tag: string, options: Options) => Format,
  tag: string,
  options: Options,
): Format {
  const key = `${tag} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new build(tag, options);
    formats.set(key, format);
  }
  return format;
}

/** The number format of a BCP-47 tag and options, built once. */
export const numberFormat = (tag: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat =>
  cached(numberFormats, Intl.NumberFormat, tag, options);

/** The date and time format of a BCP-47 tag and options, built once. */
export const dateTimeFormat = (tag: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat =>
  cached(dateTimeFormats, Intl.DateTimeFormat, tag, options);

export function formatDate(
  value: Date | string | number,
  locale: Locale,
  style: "long" | "medium" = "medium",
) {
  return dateTimeFormat(toBcp47(locale), { dateStyle: style }).format(asDate(value));
}

/** A long date with the weekday, e.g. "Saturday, November 21, 2026" / "sábado, 21 de noviembre de 2026". */
export function formatLongDate(value: Date | string | number, locale: Locale) {
  return dateTimeFormat(toBcp47(locale), { dateStyle: "full" }).format(asDate(value));
}

export function formatDateTime(value: Date | string | number, locale: Locale) {
  return dateTimeFormat(toBcp47(locale), { dateStyle: "medium", timeStyle: "short" }).format(asDate(value));
}

/** The time of day alone, e.g. 8:30 PM / 20:30. */
export function formatTime(value: Date | string | number, locale: Locale) {
  return dateTimeFormat(toBcp47(locale), { timeStyle: "short" }).format(asDate(value));
}

export function formatNumber(value: number, locale: Locale, maximumFractionDigits = 0) {
  return numberFormat(toBcp47(locale), { maximumFractionDigits }).format(value);
}

/** A number with one decimal always shown, e.g. BMI 22.9 / 22,9. */
export function formatDecimal(value: number, locale: Locale, digits = 1) {
  return numberFormat(toBcp47(locale), {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
}

/** spec §2: a difference shown with its sign, "+2.5" / "−3.0"; zero has no sign. */
export function formatSigned(value: number, locale: Locale, digits = 1) {
  return numberFormat(toBcp47(locale), {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    signDisplay: "exceptZero",
  }).format(value);
}

/** A size in bytes as people read it: "820 kB", "3.4 MB", "1.2 GB" (decimal units, as phones show). */
export function formatBytes(bytes: number, locale: Locale) {
  const [unit, size] =
    bytes >= 1e9
      ? (["gigabyte", bytes / 1e9] as const)
      : bytes >= 1e6
        ? (["megabyte", bytes / 1e6] as const)
        : (["kilobyte", bytes / 1e3] as const);
  return numberFormat(toBcp47(locale), {
    style: "unit",
    unit,
    maximumFractionDigits: size < 10 ? 1 : 0,
  }).format(size);
}

/** The formatters bound to the active locale; components re-render when the language changes. */
export function useFormat() {
  const { i18n } = useLingui();
  const locale: Locale = isLocale(i18n.locale) ? i18n.locale : "en_US";
  return {
    locale,
    tag: tagOf(locale),
    date: (value: Date | string | number, style?: "long" | "medium") => formatDate(value, locale, style),
    longDate: (value: Date | string | number) => formatLongDate(value, locale),
    dateTime: (value: Date | string | number) => formatDateTime(value, locale),
    time: (value: Date | string | number) => formatTime(value, locale),
    number: (value: number, maximumFractionDigits?: number) =>
      formatNumber(value, locale, maximumFractionDigits),
    decimal: (value: number, digits?: number) => formatDecimal(value, locale, digits),
    signed: (value: number, digits?: number) => formatSigned(value, locale, digits),
    bytes: (value: number) => formatBytes(value, locale),
  };
}
