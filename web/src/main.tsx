import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { I18nProvider } from "@lingui/react";
import { RouterProvider } from "@tanstack/react-router";
import { router } from "./app/router.tsx";
import { watchSystemTheme } from "./app/theme.ts";
import { activateLocale, i18n, initialLocale } from "./i18n/i18n.ts";
import { registerServiceWorker } from "./pwa/registerServiceWorker.ts";
import "./styles.css";

/** Resolves in a task of its own, after the browser has had a turn. */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

async function boot(): Promise<void> {
  // The language is chosen and saved (spec §9) while the entry runs, before the page's load event:
  // a page left as soon as it has loaded has saved a `lang` query's choice for the next one
  // (docs/decisions/211). It only reads the address and the stored choice.
  const locale = initialLocale();
  // The entry's evaluation (React, the router and its route tree) is one task; the start below
  // runs in tasks after it rather than in the same long one (docs/decisions/164).
  await nextTask();
  watchSystemTheme();
  // The page's route chunks load while the catalog does, not after it (one round trip less
  // before the first real paint on a slow network).
  void router.load().catch((error: unknown) => console.warn("Loading the page failed", error));
  await activateLocale(locale);
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

void boot();
