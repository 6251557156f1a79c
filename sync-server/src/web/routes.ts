import { Hono } from "hono";
import type { AppEnv } from "../http/context.ts";
import type { WebAssets } from "./webAssets.ts";

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".mp3": "audio/mpeg",
  ".map": "application/json",
  ".txt": "text/plain; charset=utf-8",
};

const extensionOf = (p: string): string => /\.[a-z0-9]+$/i.exec(p)?.[0].toLowerCase() ?? "";

/**
 * Serves the built web app: hashed files under /assets/ cached for a year, the service worker and
 * the page itself never cached (so an update is seen), and the page for every other route so the
 * client router can take over (single-page fallback).
 */
export function webRoutes(assets: WebAssets): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const page = (): Uint8Array | null => assets.read("index.html");

  app.on(["GET", "HEAD"], "*", (c) => {
    let requested: string;
    try {
      requested = decodeURIComponent(c.req.path);
    } catch {
      // Malformed percent-encoding names no file and no route (issue 12, finding 7).
      return c.text("Not found", 404);
    }
    const ext = extensionOf(requested);
    const file = requested === "/" ? null : assets.read(requested);
    if (file) {
      const cache = requested.startsWith("/assets/")
        ? "public, max-age=31536000, immutable"
        : requested === "/sw.js" || ext === ".html" || ext === ".webmanifest"
          ? "no-cache"
          : "public, max-age=3600";
      return c.body(file as Uint8Array<ArrayBuffer>, 200, {
        "content-type": contentTypes[ext] ?? "application/octet-stream",
        "cache-control": cache,
      });
    }
    // A missing file with an extension is a real 404; a route without one is the app's page.
    const html = ext && ext !== ".html" ? null : page();
    if (!html) return c.text("Not found", 404);
    return c.body(html as Uint8Array<ArrayBuffer>, 200, {
      "content-type": contentTypes[".html"]!,
      "cache-control": "no-cache",
    });
  });
  return app;
}
