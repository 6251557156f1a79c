// @vitest-environment jsdom
// The app's language at start-up (spec §9), and on a signed-in page that came with its first frame
// (decision 153): the frame's language, the user's stored one, so the app does not re-render the
// frame in the browser's language first and switch afterwards.
import { afterEach, describe, expect, it } from "vitest";
import { initialLocale } from "./i18n.ts";

const browserLanguages = (languages: string[]) =>
  Object.defineProperty(navigator, "languages", { configurable: true, get: () => languages });

afterEach(() => {
  document.body.innerHTML = "";
  document.documentElement.lang = "en";
  localStorage.clear();
  document.cookie = "preferred_locale=; Path=/; Max-Age=0";
});

describe("initialLocale", () => {
  it("follows the browser's languages on a page without a frame", () => {
    browserLanguages(["en-US", "en"]);
    document.documentElement.lang = "es-CL";
    expect(initialLocale()).toBe("en_US");
  });

  it("starts in the first frame's language, and remembers it", () => {
    browserLanguages(["en-US", "en"]);
    document.body.innerHTML = '<div id="first-frame"></div><div id="root" hidden></div>';
    document.documentElement.lang = "es-CL";
    expect(initialLocale()).toBe("es_CL");
    expect(localStorage.getItem("preferred_locale")).toBe("es_CL");
  });

  // The server writes the cookie from a page's `lang` query (decision 221): a visitor who followed a
  // link on the Spanish landing before its scripts ran arrives with it, and an older choice stored
  // here must not win over it.
  it("takes the choice the server remembered in the cookie over an older one stored here", () => {
    browserLanguages(["en-US", "en"]);
    localStorage.setItem("preferred_locale", "en_US");
    document.cookie = "preferred_locale=es_CL; Path=/";
    expect(initialLocale()).toBe("es_CL");
    expect(localStorage.getItem("preferred_locale")).toBe("es_CL");
  });

  it("falls back to the choice stored here when there is no cookie", () => {
    browserLanguages(["en-US", "en"]);
    localStorage.setItem("preferred_locale", "es_CL");
    expect(initialLocale()).toBe("es_CL");
    expect(document.cookie).toContain("preferred_locale=es_CL");
  });
});
