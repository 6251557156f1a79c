import { createHash } from "node:crypto";
import type { Context } from "hono";
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

/**
 * The CSP sources of the page's inline scripts, for the `script-src` of every answer. The page is
 * read again for each request that may be answered with it (a path without a file extension, or
 * an .html file), so a web build replaced under a running server is named correctly at once.
 */
export function pageScriptSources(assets: WebAssets | undefined): (c: Context) => string {
  let page: string | null = null;
  let sources = "";
  const refresh = () => {
    const now = assets ? readPage(assets) : null;
    if (now === page) return;
    page = now;
    sources = now ? inlineScriptHashes(now).join(" ") : "";
  };
  refresh();
  return (c) => {
    const path = c.req.path;
    if (!path.startsWith("/api/") && (!/\.[a-z0-9]+$/i.test(path) || path.endsWith(".html"))) refresh();
    return sources;
  };
}
