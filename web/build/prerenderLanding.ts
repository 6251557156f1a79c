// After `vite build`: writes the landing page prerendered in each language beside index.html
// (landing.en_US.html, landing.es_CL.html, with Brotli and gzip copies) for the server to send to a
// visitor opening "/" in that language (docs/decisions/146). The markup comes from the app's own
// routes and components, rendered through Vite's server-side module loader with the app's config.
import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Messages } from "@lingui/core";
import { createServer } from "vite";
import { LOCALES, type Locale } from "../../shared/src/constants.ts";
import { landingDocument, landingFileName, stylesheetsOf } from "./landingDocument.ts";
import { precompressFile } from "./precompress.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const dist = path.join(root, "web/dist");

interface LandingModule {
  renderLandingPage(locale: Locale, messages: Messages): Promise<string>;
}
interface CatalogModule {
  messages: Messages;
}

const page = await fs.readFile(path.join(dist, "index.html"), "utf8");
const css = (
  await Promise.all(stylesheetsOf(page).map((href) => fs.readFile(path.join(dist, href), "utf8")))
).join("\n");
const server = await createServer({
  configFile: path.join(root, "vite.config.ts"),
  server: { middlewareMode: true, hmr: false, watch: null },
  appType: "custom",
  logLevel: "warn",
});
try {
  const landing = (await server.ssrLoadModule("/src/features/landing/prerender.tsx")) as LandingModule;
  for (const locale of LOCALES) {
    const catalog = (await server.ssrLoadModule(
      path.join(root, `locales/${locale}/messages.po`),
    )) as CatalogModule;
    const markup = await landing.renderLandingPage(locale, catalog.messages);
    const file = path.join(dist, landingFileName(locale));
    await fs.writeFile(file, landingDocument(page, { locale, markup, css }));
    const sizes = await precompressFile(file);
    console.log(`prerendered ${path.relative(root, file)} (${sizes.br ?? "?"} bytes Brotli)`);
  }
} finally {
  await server.close();
}
