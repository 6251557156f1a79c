import { createHash } from "node:crypto";

/**
 * The CSP source expressions ('sha256-...') of the page's inline <style> elements: index.html
 * carries the app frame's critical CSS inline (docs/decisions/033), so a Content-Security-Policy
 * without 'unsafe-inline' names these in `style-src`. The hash covers the element's text exactly
 * as served, so it is computed from the built page, never written by hand.
 */
export function inlineStyleHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/gi)) {
    hashes.push(`'sha256-${createHash("sha256").update(match[1]!, "utf8").digest("base64")}'`);
  }
  return hashes;
}
