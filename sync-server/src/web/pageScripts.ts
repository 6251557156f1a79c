import { createHash } from "node:crypto";
import { decompressSync } from "../http/contentEncoding.ts";
import type { WebAssets } from "./webAssets.ts";

// A classic <script> with a body and no src: what `script-src` must name by hash to let it run.
const INLINE_SCRIPT =
  /<script\b(?![^>]*\bsrc\s*=)(?![^>]*\btype\s*=\s*["']?(?:module|application\/json))[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * The Content-Security-Policy sources (`'sha256-…'`) of the page's inline scripts, computed from the
 * page as built (docs/decisions/117): exactly those scripts may run, and no other inline script.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .map((match) => match[1] ?? "")
    .filter((body) => body.trim() !== "")
    .map((body) => `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
}

/** The app's page from the web assets, as stored or from its compressed copy; null without one. */
function readPage(assets: WebAssets): string | null {
  const plain = assets.read("/index.html");
  if (plain) return new TextDecoder().decode(plain);
  for (const [suffix, encoding] of [
    [".br", "br"],
    [".gz", "gzip"],
  ] as const) {
    const copy = assets.read(`/index.html${suffix}`);
    if (copy) return new TextDecoder().decode(decompressSync(copy, encoding));
  }
  return null;
}

export function pageScriptHashes(assets: WebAssets | undefined): string[] {
  const page = assets ? readPage(assets) : null;
  return page ? inlineScriptHashes(page) : [];
}
