import { i18n, type Messages } from "@lingui/core";
import {
  isLocale,
  negotiateLocale,
  preferredLocaleCookie,
  preferredLocaleFromCookies,
  PREFERRED_LOCALE_KEY,
  toBcp47,
} from "@nutrisnap/shared/locale";
import type { Locale } from "@nutrisnap/shared/constants";
import { setRequestLanguage } from "../data/requestLanguage.ts";

// The PO catalogs are compiled by the Lingui Vite plugin when imported.
const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en_US: () => import("../../../locales/en_US/messages.po"),
  es_CL: () => import("../../../locales/es_CL/messages.po"),
};

/**
 * The install manifest in the page's language (decision 072): Chromium and Safari do not apply the
 * manifest's `*_localized` members yet, but they read the manifest the page links when installing.
 */
const manifests: Record<Locale, string> = {
  en_US: "/manifest.webmanifest",
  es_CL: "/manifest.es-CL.webmanifest",
};

function linkManifest(locale: Locale): void {
  const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (link && link.getAttribute("href") !== manifests[locale]) link.setAttribute("href", manifests[locale]);
}

/** Loads and activates a locale. Lingui needs the BCP-47 code for plurals and numbers (STACK-NOTES). */
export async function activateLocale(locale: Locale): Promise<void> {
  const { messages } = await catalogs[locale]();
  i18n.load(locale, messages);
  i18n.activate(locale, [toBcp47(locale)]);
  document.documentElement.lang = toBcp47(locale);
  linkManifest(locale);
  setRequestLanguage(toBcp47(locale));
}

/**
 * Reads and writes the visitor's choice; spec §9 says failures only log a warning. The cookie is
 * read first: the server also writes it, from the `lang` query of a page whose scripts had not run
 * yet, so it can be newer than local storage (decision 221); the app always writes both.
 */
export const preferredLocaleStorage = {
  read(): string | null {
    const remembered = preferredLocaleFromCookies(document.cookie);
    if (isLocale(remembered)) return remembered;
    try {
      return localStorage.getItem(PREFERRED_LOCALE_KEY);
    } catch (error) {
      console.warn("Could not read the preferred locale", error);
      return null;
    }
  },
  save(locale: Locale): void {
    try {
      localStorage.setItem(PREFERRED_LOCALE_KEY, locale);
    } catch (error) {
      console.warn("Could not save the preferred locale", error);
    }
    // The same choice as a cookie, for the server to send the landing page already in this
    // language (decision 146).
    document.cookie = preferredLocaleCookie(locale);
  },
};

/** spec §9 choice order at start-up: `lang` query, stored choice, browser languages, default. */
export function initialLocale(): Locale {
  // A signed-in page that came with its first frame (decision 153) is in the user's stored
  // language, which the app switches to as soon as it knows the user (LocaleSync): it starts in it,
  // so the frame it takes over is not re-rendered in another language.
  const framed = document.getElementById("first-frame") ? document.documentElement.lang : null;
  const locale = negotiateLocale({
    query: new URLSearchParams(window.location.search).get("lang"),
    stored: framed || preferredLocaleStorage.read(),
    browserLanguages: navigator.languages,
  });
  preferredLocaleStorage.save(locale);
  return locale;
}

export { i18n };
