import type { IndexHtmlTransformContext, Plugin } from "vite";
import { BROWSER_LANGUAGE_CODES, DEFAULT_LOCALE } from "../../shared/src/locale.ts";
import { LOCALES } from "../../shared/src/constants.ts";

/**
 * The modules each page a visitor lands on needs before it can render, besides the entry: the
 * route's screens (split by the router plugin), the start of the data layer and the contracts that
 * parse the session check (private pages). Matched against the bundle's modules by path.
 */
export const LANDING_PAGES: Record<string, RegExp[]> = {
  "/": [/\/routes\/_public\.tsx\?tsr-split/, /\/routes\/_public\/index\.tsx\?tsr-split/],
  "/login": [/\/routes\/_public\.tsx\?tsr-split/, /\/features\/auth\/accountPages\.tsx$/],
  "/register": [/\/routes\/_public\.tsx\?tsr-split/, /\/routes\/_public\/register\.tsx\?tsr-split/],
  "/forgot-password": [/\/routes\/_public\.tsx\?tsr-split/, /\/features\/auth\/accountPages\.tsx$/],
  "/dashboard": [
    /\/routes\/_private\.tsx\?tsr-split/,
    /\/routes\/_private\/dashboard\.tsx\?tsr-split/,
    /\/data\/boot\.ts$/,
    /\/shared\/src\/api\/index\.ts$/,
  ],
  "/meals": [
    /\/routes\/_private\.tsx\?tsr-split/,
    /\/routes\/_private\/meals\/index\.tsx\?tsr-split/,
    /\/data\/boot\.ts$/,
    /\/shared\/src\/api\/index\.ts$/,
  ],
};

const PRIVATE_PAGES = ["/dashboard", "/meals"];

const CATALOG = /\/locales\/(\w+)\/messages\.po$/;

/** What the page's start-up script reads (web/index.html): files to preload for a path and a locale. */
export interface RoutePreloads {
  /** Path → files (under /assets/) to preload, beyond what the page names itself. */
  pages: Record<string, string[]>;
  /** The signed-in pages among them, whose session check starts with the page. */
  private: string[];
  /** Locale → its catalog's file. */
  catalogs: Record<string, string>;
  /** Browser language code (lower case) → locale, as spec §9 maps them. */
  languages: Record<string, string>;
  defaultLocale: string;
}

interface BundleChunk {
  type: "chunk";
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: string[];
  imports: string[];
}

type Bundle = NonNullable<IndexHtmlTransformContext["bundle"]>;

const chunksOf = (bundle: Bundle): BundleChunk[] =>
  Object.values(bundle).filter(
    (output): output is BundleChunk & (typeof bundle)[string] => output.type === "chunk",
  );

/** A chunk's file and every file it imports statically, transitively. */
function withImports(chunk: BundleChunk, byFile: Map<string, BundleChunk>, into: Set<string>): Set<string> {
  if (into.has(chunk.fileName)) return into;
  into.add(chunk.fileName);
  for (const file of chunk.imports) {
    const imported = byFile.get(file);
    if (imported) withImports(imported, byFile, into);
  }
  return into;
}

const normalisePath = (id: string) => id.replaceAll("\\", "/");

export function routePreloadsOf(chunks: BundleChunk[], base = "/"): RoutePreloads {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry);
  const loadedByEntry = entry ? withImports(entry, byFile, new Set()) : new Set<string>();
  const holding = (pattern: RegExp) =>
    chunks.find((chunk) => {
      const facade = chunk.facadeModuleId ? normalisePath(chunk.facadeModuleId) : null;
      return (
        (facade && pattern.test(facade)) || chunk.moduleIds.some((id) => pattern.test(normalisePath(id)))
      );
    });
  const pages: Record<string, string[]> = {};
  for (const [page, patterns] of Object.entries(LANDING_PAGES)) {
    const files = new Set<string>();
    for (const pattern of patterns) {
      const chunk = holding(pattern);
      if (!chunk) throw new Error(`Route preloads: no chunk holds ${pattern} (for ${page})`);
      withImports(chunk, byFile, files);
    }
    pages[page] = [...files].filter((file) => !loadedByEntry.has(file)).map((file) => `${base}${file}`);
  }
  const catalogs: Record<string, string> = {};
  for (const chunk of chunks) {
    const locale = chunk.facadeModuleId ? CATALOG.exec(normalisePath(chunk.facadeModuleId))?.[1] : undefined;
    if (locale) catalogs[locale] = `${base}${chunk.fileName}`;
  }
  for (const locale of LOCALES)
    if (!catalogs[locale]) throw new Error(`Route preloads: no catalog chunk for ${locale}`);
  const languages: Record<string, string> = {};
  for (const locale of LOCALES)
    for (const code of BROWSER_LANGUAGE_CODES[locale]) languages[code.toLowerCase()] = locale;
  return { pages, private: PRIVATE_PAGES, catalogs, languages, defaultLocale: DEFAULT_LOCALE };
}

/**
 * Writes, into index.html, the modules each landing page needs, for the page's start-up script to
 * preload at once (docs/decisions/118): they download beside the entry instead of after it has
 * run and asked for them. A JSON data block, which the Content-Security-Policy has no say over.
 */
export function routePreloads(): Plugin {
  return {
    name: "nutrisnap-route-preloads",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, context) {
        if (!context.bundle) return html;
        const preloads = routePreloadsOf(chunksOf(context.bundle));
        // "<" never appears raw, so the data cannot end its own element.
        const json = JSON.stringify(preloads).replaceAll("<", "\\u003c");
        const block = `<script type="application/json" id="route-preloads">${json}</script>`;
        if (!html.includes("<!-- route-preloads -->"))
          throw new Error("index.html lost its route-preloads mark");
        return html.replace("<!-- route-preloads -->", block);
      },
    },
  };
}
