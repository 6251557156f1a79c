import { describe, expect, it } from "vitest";
import { chooseLocale } from "./localeChoice.ts";

describe("spec §4/§9 locale choice", () => {
  it("lets a signed-in user's stored locale win over query, storage and browser", () => {
    expect(chooseLocale("es_CL", { query: "en_US", stored: "en_US", browserLanguages: ["en-US"] })).toBe(
      "es_CL",
    );
    expect(chooseLocale("en_US", { query: "es_CL", stored: "es_CL", browserLanguages: ["es"] })).toBe(
      "en_US",
    );
  });

  it.each([
    [{ query: "es_CL", stored: "en_US" }, "es_CL"],
    [{ query: "fr_FR", stored: "es_CL" }, "es_CL"],
    [{ stored: null, browserLanguages: ["es-MX", "en"] }, "es_CL"],
    [{ browserLanguages: ["de-DE", "en-GB"] }, "en_US"],
    [{ browserLanguages: ["de-DE"] }, "en_US"],
  ] as const)("signed out %j → %s", (sources, expected) => {
    expect(chooseLocale(null, sources)).toBe(expected);
  });
});
