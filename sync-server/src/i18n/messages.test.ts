import fs from "node:fs";
import path from "node:path";
import { formatter } from "@lingui/format-po";
import { describe, expect, it } from "vitest";
import { MESSAGE_KEYS, translate } from "./messages.ts";

// The server answers in its own catalogue; the web app says many of the same things from the PO
// catalogs under locales/. Where both hold a text, a user must read the same words from either.

const LOCALES_DIR = path.resolve(import.meta.dirname, "../../../locales");

/** The web catalog's source texts and their es_CL translations. */
async function webCatalog(): Promise<{ english: string; spanish: string }[]> {
  const po = formatter({ lineNumbers: false });
  const catalog = await po.parse(fs.readFileSync(path.join(LOCALES_DIR, "es_CL/messages.po"), "utf8"), {
    locale: "es_CL",
    sourceLocale: "en_US",
    filename: "messages.po",
  });
  return Object.values(catalog ?? {})
    .filter((entry) => !entry.obsolete && entry.message)
    .map((entry) => ({ english: entry.message ?? "", spanish: entry.translation ?? "" }));
}

/** Case, spacing and final punctuation aside: the same sentence. */
const sameSentence = (text: string): string =>
  text
    .toLowerCase()
    .replace(/\s+/g, " ")
    .replace(/[.!]+$/, "")
    .trim();

describe("the server's messages", () => {
  it("say what the web catalogs say wherever both hold the same text", async () => {
    const web = await webCatalog();
    const disagreements: string[] = [];
    for (const key of MESSAGE_KEYS) {
      const english = translate(key, "en_US");
      const spanish = translate(key, "es_CL");
      for (const entry of web.filter(
        (candidate) => sameSentence(candidate.english) === sameSentence(english),
      )) {
        if (entry.english !== english)
          disagreements.push(`${key}: en_US server "${english}" vs web "${entry.english}"`);
        if (entry.spanish !== spanish)
          disagreements.push(`${key}: es_CL server "${spanish}" vs web "${entry.spanish}"`);
      }
    }
    expect(disagreements).toEqual([]);
  });

  it("fill every placeholder the same way in both languages", () => {
    for (const key of MESSAGE_KEYS) {
      const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(names(translate(key, "es_CL")), key).toEqual(names(translate(key, "en_US")));
    }
  });
});
