import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { I18nProvider } from "@lingui/react";
import { RouterProvider } from "@tanstack/react-router";
import { router } from "./app/router.tsx";
import { watchSystemTheme } from "./app/theme.ts";
import { activateLocale, i18n, initialLocale } from "./i18n/i18n.ts";
import { registerServiceWorker } from "./pwa/registerServiceWorker.ts";
import "./styles.css";

async function boot(): Promise<void> {
  watchSystemTheme();
  // The page's route chunks load while the catalog does, not after it (one round trip less
  // before the first real paint on a slow network).
  void router.load().catch((error: unknown) => console.warn("Loading the page failed", error));
  await activateLocale(initialLocale());
  // The data layer (session check, sync, live channel) starts with the first private page
  // (app/guards.tsx); the public pages route by the session hint and load none of it (decision 080).
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </StrictMode>,
  );
  registerServiceWorker();
}

void boot();
