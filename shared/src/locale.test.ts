import { describe, expect, it } from "vitest";
import {
  BROWSER_LANGUAGE_CODES,
  DEFAULT_LOCALE,
  LOCALE_NAMES,
  PREFERRED_LOCALE_KEY,
  fromBcp47,
  isLocale,
  negotiateLocale,
  toBcp47,
  type LocaleSources,
} from "./locale.ts";

describe("spec §9 locale choice order", () => {
  it.each<[string, LocaleSources, string]>([
    [
      "a supported lang query wins",
      { query: "es_CL", stored: "en_US", browserLanguages: ["en-US"] },
      "es_CL",
    ],
    ["the lang query is case-insensitive", { query: "ES-cl" }, "es_CL"],
    ["an unsupported lang query falls through", { query: "fr_FR", stored: "es_CL" }, "es_CL"],
    ["a bare language is not a supported query", { query: "es", browserLanguages: ["en-GB"] }, "en_US"],
    ["stored beats browser", { stored: "es_CL", browserLanguages: ["en-US"] }, "es_CL"],
    ["an unsupported stored value falls through", { stored: "de_DE", browserLanguages: ["es-MX"] }, "es_CL"],
    ["browser full code", { browserLanguages: ["es-AR"] }, "es_CL"],
    ["browser language part", { browserLanguages: ["es-419"] }, "es_CL"],
    ["browser language part for English", { browserLanguages: ["en-NZ"] }, "en_US"],
    ["an unsupported browser language gives the default", { browserLanguages: ["fr-FR"] }, "en_US"],
    ["later browser entries are tried", { browserLanguages: ["fr-FR", "de", "es-419"] }, "es_CL"],
    [
      "an earlier entry's language part beats a later full code",
      { browserLanguages: ["en-NZ", "es-CL"] },
      "en_US",
    ],
    ["browser codes are case-insensitive", { browserLanguages: ["ES-ar"] }, "es_CL"],
    ["nothing known gives the default", {}, "en_US"],
    ["empty values give the default", { query: "", stored: null, browserLanguages: null }, "en_US"],
  ])("%s", (_case, sources, expected) => {
    expect(negotiateLocale(sources)).toBe(expected);
  });

  const mappings = Object.entries(BROWSER_LANGUAGE_CODES).flatMap(([locale, codes]) =>
    codes.map((code) => [code, locale] as const),
  );
  it.each(mappings)("browser code %s maps to %s", (code, locale) => {
    expect(negotiateLocale({ browserLanguages: [code] })).toBe(locale);
    expect(negotiateLocale({ browserLanguages: [code.toUpperCase()] })).toBe(locale);
  });

  it("has exactly the 5 English and 12 Spanish codes of §9", () => {
    expect(BROWSER_LANGUAGE_CODES.en_US).toHaveLength(5);
    expect(BROWSER_LANGUAGE_CODES.es_CL).toHaveLength(12);
  });
});

describe("spec §9 locale codes and names", () => {
  it.each([
    ["es-CL", "es_CL"],
    ["en-US", "en_US"],
    ["en-us", "en_US"],
    ["es_CL", "es_CL"],
    ["es", undefined],
    ["fr-FR", undefined],
    ["", undefined],
  ])("fromBcp47(%s) → %s", (tag, expected) => {
    expect(fromBcp47(tag)).toBe(expected);
  });

  it.each([
    ["en_US", "en-US"],
    ["es_CL", "es-CL"],
  ] as const)("toBcp47(%s) → %s", (locale, expected) => {
    expect(toBcp47(locale)).toBe(expected);
  });

  it.each([
    ["en_US", true],
    ["es_CL", true],
    ["es-CL", false],
    ["EN_US", false],
    [undefined, false],
    [1, false],
  ])("isLocale(%s) → %s", (value, expected) => {
    expect(isLocale(value)).toBe(expected);
  });

  it("names, default and storage key", () => {
    expect(LOCALE_NAMES).toEqual({ en_US: "English (US)", es_CL: "Español (Chile)" });
    expect(DEFAULT_LOCALE).toBe("en_US");
    expect(PREFERRED_LOCALE_KEY).toBe("preferred_locale");
  });
});
