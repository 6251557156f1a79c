import { LOCALE_BCP47 } from "../../shared/src/locale.ts";
import type { Locale } from "../../shared/src/constants.ts";

/** The file of the landing page prerendered in a language, beside index.html (docs/decisions/146). */
export const landingFileName = (locale: Locale): string => `landing.${locale}.html`;

/** The install manifest each language links (web/src/i18n/i18n.ts links the same at start-up). */
const MANIFESTS: Record<Locale, string> = {
  en_US: "/manifest.webmanifest",
  es_CL: "/manifest.es-CL.webmanifest",
};

const STYLESHEET = /\s*<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g;
const ROOT = '<div id="root">';
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*>/g;
const ROUTE_PRELOADS = /\s*<script type="application\/json" id="route-preloads">[\s\S]*?<\/script>/;
const ENTRY_SCRIPT = /\s*<script type="module"[^>]*\ssrc="[^"]+"[^>]*><\/script>/g;

/** The stylesheets the page links, by their href, in order. */
export function stylesheetsOf(page: string): string[] {
  return [...page.matchAll(STYLESHEET)].map((match) => match[1]!);
}

/**
 * The built index.html with the landing page's real markup in its root instead of the frame, in
 * the page's language, and the app's stylesheet inline in the head instead of linked after the
 * root: the largest text paints from the HTML alone, before any script or other request; its fields
 * are read-only until the app replaces them; its scripts load after that paint (no preloads, the
 * entry at the end of the body). The
 * start-up script is left byte for byte as built, so the Content-Security-Policy's hash of it
 * (docs/decisions/117) names it in every copy.
 */
export function landingDocument(
  page: string,
  options: { locale: Locale; markup: string; css: string; firstFrame?: boolean },
): string {
  const { locale, markup, css, firstFrame = false } = options;
  const start = page.indexOf(ROOT);
  const end = page.lastIndexOf("</body>");
  if (start < 0 || end < start) throw new Error("index.html has no root element to prerender into");
  if (!page.includes("</head>")) throw new Error("index.html has no head");
  // "</style" never appears in the stylesheet as built; refuse rather than end the element early.
  if (/<\/style/i.test(css)) throw new Error("The stylesheet cannot be inlined: it contains </style");
  // The app replaces this markup when it starts: a field typed into before then would lose what was
  // typed, so the fields take typing only once they are the app's own.
  const readonlyMarkup = markup.replace(/<(input|textarea)\b/g, "<$1 readonly");
  // A private page's first frame (decision 153) stays beside the app's root, which is hidden until
  // the app knows what to show and drops the frame (web/src/app/firstFrame.ts).
  const body = firstFrame
    ? `<div id="first-frame">${readonlyMarkup}</div>\n    <div id="root" hidden></div>\n  `
    : `${ROOT}${readonlyMarkup}</div>\n  `;
  // The page's scripts start once the HTML has painted: their downloads no longer share the first
  // moments with it, and the entry asks for its own imports when it runs.
  const entries = page.slice(0, start).match(ENTRY_SCRIPT) ?? [];
  const head = page
    .slice(0, start)
    .replace(STYLESHEET, "")
    .replace(MODULE_PRELOAD, "")
    .replace(ROUTE_PRELOADS, "")
    .replace(ENTRY_SCRIPT, "");
  return (head + body + entries.map((script) => `${script.trim()}\n  `).join("") + page.slice(end))
    .replace(/<html lang="[^"]*"/, `<html lang="${LOCALE_BCP47[locale]}"`)
    .replace(/(<link rel="manifest" href=")[^"]*(")/, `$1${MANIFESTS[locale]}$2`)
    .replace("</head>", `  <style>${css}</style>\n  </head>`);
}
