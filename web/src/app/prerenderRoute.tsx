import { prerender } from "react-dom/static";
import { setupI18n, type Messages } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { createMemoryHistory, createRouter, RouterProvider } from "@tanstack/react-router";
import { toBcp47 } from "@nutrisnap/shared/locale";
import type { Locale } from "@nutrisnap/shared/constants";
import { routeTree } from "../routeTree.gen.ts";

/**
 * One route's markup in one language, rendered at build time by the app's own routes and
 * components (web/build/prerenderLanding.ts): what the page shows before any script has run.
 */
export async function prerenderRoute(path: string, locale: Locale, messages: Messages): Promise<string> {
  const i18n = setupI18n();
  i18n.load(locale, messages);
  i18n.activate(locale, [toBcp47(locale)]);
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [path] }) });
  await router.load();
  const { prelude } = await prerender(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
  return new Response(prelude).text();
}
