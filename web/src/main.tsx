import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { I18nProvider } from "@lingui/react";
import { RouterProvider } from "@tanstack/react-router";
import { router } from "./app/router.tsx";
import { activateLocale, i18n, initialLocale } from "./i18n/i18n.ts";
import { registerServiceWorker } from "./pwa/registerServiceWorker.ts";
import "./styles.css";

async function boot(): Promise<void> {
  await activateLocale(initialLocale());
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
