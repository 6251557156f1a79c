// The install manifests (decision 072): the Chilean Spanish one is the English one with its texts
// translated, so the two never drift apart in anything else (icons, share target, screenshots).
import fs from "node:fs";
import { describe, expect, it } from "vitest";

type Json = Record<string, unknown>;
const read = (name: string): Json =>
  JSON.parse(fs.readFileSync(new URL(`../public/${name}`, import.meta.url), "utf8")) as Json;

const TEXTS = new Set(["lang", "description", "name", "short_name", "label"]);

/** The manifest without its texts and without the `*_localized` members. */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shape);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value as Json)
      .filter(([key]) => !TEXTS.has(key) && !key.endsWith("_localized"))
      .map(([key, inner]) => [key, shape(inner)]),
  );
}

describe("the install manifests", () => {
  const en = read("manifest.webmanifest");
  const es = read("manifest.es-CL.webmanifest");

  it("differ only in their texts", () => {
    expect(shape(es)).toEqual(shape(en));
    expect([en.lang, es.lang]).toEqual(["en-US", "es-CL"]);
  });

  it("give the Spanish texts to browsers that apply *_localized members", () => {
    expect(en.description_localized).toEqual({ es: es.description });
    const shortcuts = (manifest: Json) => manifest.shortcuts as Json[];
    shortcuts(en).forEach((shortcut, index) => {
      expect(shortcut.name_localized).toEqual({ es: shortcuts(es)[index]!.name });
      expect(shortcut.short_name_localized).toEqual({ es: shortcuts(es)[index]!.short_name });
    });
  });
});
