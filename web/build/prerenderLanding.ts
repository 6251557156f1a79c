// After `vite build`: writes the landing page prerendered in each language beside index.html
// (landing.en_US.html, landing.es_CL.html, with Brotli and gzip copies) for the server to send to a
// visitor opening "/" in that language (docs/decisions/146), and the signed-in dashboard's first
// frame in each language, address state and greeting (dashboard.en_US.unconfirmed.new.html, ...)
// for the server to fill in with the user and send for /dashboard (docs/decisions/153). The markup comes from the app's own
// routes and components, rendered through Vite's server-side module loader with the app's config.
import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Messages } from "@lingui/core";
import { createServer } from "vite";
import { LOCALES, type Locale } from "../../shared/src/constants.ts";
import { firstFrameFileName, type FirstFrameVariant } from "../../shared/src/firstFrame.ts";
import { landingDocument, landingFileName, stylesheetsOf } from "./landingDocument.ts";
import { precompressFile } from "./precompress.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const dist = path.join(root, "web/dist");

interface LandingModule {
  renderLandingPage(locale: Locale, messages: Messages): Promise<string>;
}
interface DashboardModule {
  renderDashboardFrame(
    locale: Locale,
    messages: Messages,
    user: Omit<FirstFrameVariant, "locale">,
  ): Promise<string>;
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
  // Loaded after the landing pages were rendered: it marks the module graph as prerendering.
  const dashboard = (await server.ssrLoadModule("/src/features/dashboard/prerender.tsx")) as DashboardModule;
  for (const locale of LOCALES) {
    const catalog = (await server.ssrLoadModule(
      path.join(root, `locales/${locale}/messages.po`),
    )) as CatalogModule;
    for (const confirmed of [false, true])
      for (const greeting of ["new", "returning"] as const) {
        const markup = await dashboard.renderDashboardFrame(locale, catalog.messages, {
          confirmed,
          greeting,
        });
        const file = path.join(dist, firstFrameFileName({ locale, confirmed, greeting }));
        // The server fills the user in per request and compresses the result itself.
        await fs.writeFile(file, landingDocument(page, { locale, markup, css, firstFrame: true }));
        console.log(`prerendered ${path.relative(root, file)}`);
      }
  }
} finally {
  await server.close();
}
