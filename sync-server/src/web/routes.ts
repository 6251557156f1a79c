import { Hono, type Context } from "hono";
import { getCookie } from "hono/cookie";
import {
  fromBcp47,
  negotiateLocale,
  preferredLocaleCookie,
  PREFERRED_LOCALE_KEY,
} from "@nutrisnap/shared/locale";
import type { Locale } from "@nutrisnap/shared/constants";
import type { User } from "@nutrisnap/shared/api";
import {
  chooseEncoding,
  compressBody,
  decompressSync,
  varyOnEncoding,
  type ContentEncoding,
} from "../http/contentEncoding.ts";
import { browserLanguages, type AppEnv } from "../http/context.ts";
import { fillFirstFrame, firstFrameFile, FIRST_FRAME_ROUTES } from "./firstFrame.ts";
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
  ".wasm": "application/wasm",
};

/** Types the web build writes Brotli and gzip copies of (web/build/precompress.ts); wasm compresses like text. */
const TEXT_EXTENSIONS = new Set([
  ".html",
  ".js",
  ".mjs",
  ".css",
  ".json",
  ".webmanifest",
  ".svg",
  ".txt",
  ".wasm",
]);

/** The file name suffix of each precompressed copy. */
const SUFFIX: Record<ContentEncoding, string> = { br: ".br", gzip: ".gz" };

const extensionOf = (p: string): string => /\.[a-z0-9]+$/i.exec(p)?.[0].toLowerCase() ?? "";

interface Served {
  bytes: Uint8Array;
  encoding: ContentEncoding | null;
}

/**
 * A text file as the client accepts it: the build's Brotli copy, else its gzip copy, else the file
 * itself. Where only compressed copies exist (an asset store that keeps just those), a client that
 * accepts neither gets the file decompressed.
 */
function readText(assets: WebAssets, file: string, acceptEncoding: string | undefined): Served | null {
  const copies: Partial<Record<ContentEncoding, Uint8Array>> = {};
  for (const encoding of ["br", "gzip"] as const) {
    const copy = assets.read(`${file}${SUFFIX[encoding]}`);
    if (copy) copies[encoding] = copy;
  }
  const available = (Object.keys(copies) as ContentEncoding[]).filter((encoding) => copies[encoding]);
  const chosen = chooseEncoding(acceptEncoding, available);
  if (chosen) return { bytes: copies[chosen]!, encoding: chosen };
  const plain = assets.read(file);
  if (plain) return { bytes: plain, encoding: null };
  const fallback = available[0];
  return fallback ? { bytes: decompressSync(copies[fallback]!, fallback), encoding: null } : null;
}

/**
 * The language of the page a visitor opens, as the app will choose it (spec §9): the `lang` query,
 * the language the app saved (its `preferred_locale` cookie, written beside local storage), then
 * Accept-Language in the order of its weights.
 */
export function pageLocale(c: Context): Locale {
  return negotiateLocale({
    query: c.req.query("lang") ?? null,
    stored: getCookie(c, PREFERRED_LOCALE_KEY) ?? null,
    browserLanguages: browserLanguages(c),
  });
}

/** The landing page prerendered in each language (web/build/prerenderLanding.ts, decision 146). */
const landingFile = (locale: Locale): string => `/landing.${locale}.html`;

/**
 * Serves the built web app: hashed files under /assets/ cached for a year, the service worker and
 * the page itself never cached (so an update is seen), and the page for every other route so the
 * client router can take over (single-page fallback). Text files go precompressed (Brotli or gzip,
 * whichever the client accepts best) with `Vary: Accept-Encoding`.
 */
export function webRoutes(
  assets: WebAssets,
  options: {
    /** The user the request's session cookie belongs to, for a private page's first frame (decision 153). */
    signedInUser?: (c: Context<AppEnv>) => Promise<User | null>;
  } = {},
): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  // A page opened with a supported `lang` query remembers it as the app does once its scripts run
  // (spec §9): a link followed before they have run (a slow network) opens the next page in the
  // chosen language too (decision 221).
  app.use("*", async (c, next) => {
    await next();
    const chosen = fromBcp47(c.req.query("lang") ?? "");
    if (chosen && c.res.headers.get("content-type")?.startsWith("text/html"))
      c.header("set-cookie", preferredLocaleCookie(chosen), { append: true });
  });

  /**
   * A private page's first frame filled in for the signed-in user (decision 153), compressed as the
   * client accepts; null without a session, a frame for the route, or the user's variant.
   */
  const firstFrame = async (c: Context<AppEnv>, route: string): Promise<Response | null> => {
    if (!FIRST_FRAME_ROUTES.has(route) || !options.signedInUser) return null;
    const user = await options.signedInUser(c);
    // In the user's stored language, which the app shows a signed-in user (spec §4).
    const file = user ? firstFrameFile(user, user.locale) : null;
    const html = file ? readText(assets, file, undefined) : null;
    if (!user || !html) return null;
    const page = new TextEncoder().encode(fillFirstFrame(new TextDecoder().decode(html.bytes), user));
    const encoding = chooseEncoding(c.req.header("accept-encoding"));
    const headers: Record<string, string> = {
      "content-type": "text/html; charset=utf-8",
      // One user's page: no cache keeps it, and none may answer another cookie with it.
      "cache-control": "private, no-store",
      vary: varyOnEncoding("Cookie"),
    };
    if (encoding) headers["content-encoding"] = encoding;
    const body = encoding ? await compressBody(page, encoding) : page;
    return c.body(body as Uint8Array<ArrayBuffer>, 200, headers);
  };

  const serve = (file: string, acceptEncoding: string | undefined): Served | null => {
    if (TEXT_EXTENSIONS.has(extensionOf(file))) return readText(assets, file, acceptEncoding);
    const bytes = assets.read(file);
    return bytes ? { bytes, encoding: null } : null;
  };

  app.on(["GET", "HEAD"], "*", async (c) => {
    let requested: string;
    try {
      requested = decodeURIComponent(c.req.path);
    } catch {
      // Malformed percent-encoding names no file and no route (issue 12, finding 7).
      return c.text("Not found", 404);
    }
    const frame = await firstFrame(c, requested);
    if (frame) return frame;
    const ext = extensionOf(requested);
    const accept = c.req.header("accept-encoding");
    // Compressed copies are served for their originals, never asked for by name.
    const precompressedName = ext === ".br" || ext === ".gz";
    const found = requested === "/" || precompressedName ? null : serve(requested, accept);
    // A missing file with an extension is a real 404; a route without one is the app's page.
    const target = found ? requested : ext && ext !== ".html" ? null : "/index.html";
    // The landing page, where the build prerendered it, in the visitor's language (decision 146).
    const landing = requested === "/" ? serve(landingFile(pageLocale(c)), accept) : null;
    const served = found ?? landing ?? (target ? serve(target, accept) : null);
    if (!target || !served) return c.text("Not found", 404);
    const targetExt = extensionOf(target);
    const cache = target.startsWith("/assets/")
      ? "public, max-age=31536000, immutable"
      : target === "/sw.js" || targetExt === ".html" || targetExt === ".webmanifest"
        ? "no-cache"
        : "public, max-age=3600";
    const headers: Record<string, string> = {
      "content-type": contentTypes[targetExt] ?? "application/octet-stream",
      "cache-control": cache,
    };
    // Which language's landing page was sent depends on the visitor's language and saved choice too.
    if (TEXT_EXTENSIONS.has(targetExt))
      headers.vary = varyOnEncoding(landing ? "Accept-Language, Cookie" : null);
    if (served.encoding) headers["content-encoding"] = served.encoding;
    return c.body(served.bytes as Uint8Array<ArrayBuffer>, 200, headers);
  });
  return app;
}
