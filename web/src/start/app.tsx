// The last stage of the app's start (docs/decisions/176): the app's own modules (its route tree,
// the i18n set-up, the theme) and what it does once they have run.
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { I18nProvider } from "@lingui/react";
import { RouterProvider } from "@tanstack/react-router";
import { makeRouter } from "../app/router.tsx";
import { watchSystemTheme } from "../app/theme.ts";
import { activateLocale, i18n, initialLocale } from "../i18n/i18n.ts";
import { registerServiceWorker } from "../pwa/registerServiceWorker.ts";

/** Resolves in a task of its own, after the browser has had a turn. */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * The start, after the app's modules have been evaluated (main.tsx), in tasks of a phone's few tens
 * of milliseconds each (docs/decisions/164, 176): the router is built in one, its first load (the
 * page's route chunks, the private pages' data layer) starts in the next, the catalog loads beside
 * it, and the first render comes once it is in.
 */
export async function startApp(): Promise<void> {
  watchSystemTheme();
  const router = makeRouter();
  await nextTask();
  // The page's route chunks load while the catalog does, not after it (one round trip less
  // before the first real paint on a slow network).
  void router.load().catch((error: unknown) => console.warn("Loading the page failed", error));
  await nextTask();
  await activateLocale(initialLocale());
  await nextTask();
  // The data layer (session check, sync, live channel) starts with the first private page
  // (app/guards.tsx); the public pages route by the session hint and load none of it (decision 080).
  // The first render is a transition: React renders it in slices of a few milliseconds with the
  // browser free between them, where a default render of the whole tree is one long task
  // (docs/decisions/164).
  const root = createRoot(document.getElementById("root")!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nProvider>
      </StrictMode>,
    ),
  );
  registerServiceWorker();
}
