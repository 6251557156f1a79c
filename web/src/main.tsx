import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { I18nProvider } from "@lingui/react";
import { RouterProvider } from "@tanstack/react-router";
import { router } from "./app/router.tsx";
import { watchSystemTheme } from "./app/theme.ts";
import { AuthProvider, startSync } from "./data/boot.ts";
import { activateLocale, i18n, initialLocale } from "./i18n/i18n.ts";
import { registerServiceWorker } from "./pwa/registerServiceWorker.ts";
import "./styles.css";

async function boot(): Promise<void> {
  watchSystemTheme();
  // The data layer checks the session here (keeping the cached user offline), then drains, pulls
  // and opens the live channel once signed in.
  startSync();
  await activateLocale(initialLocale());
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <AuthProvider>
          <RouterProvider router={router} />
        </AuthProvider>
      </I18nProvider>
    </StrictMode>,
  );
  registerServiceWorker();
}

void boot();
