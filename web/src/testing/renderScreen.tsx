// Component tests of the screens (spec §2 states): a screen rendered in a DOM with the real Lingui
// catalogs and a router of its own on a memory history, over the data layer the test set up
// (data/testing/scenario.ts: Dexie on fake-indexeddb, the real server in this process).
import { Blob as NodeBlob, File as NodeFile } from "node:buffer";
import type { ReactNode } from "react";
import { I18nProvider } from "@lingui/react";
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from "@tanstack/react-router";
import { configure, render } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import type { Locale } from "@nutrisnap/shared/constants";
import { AppToaster } from "../app/AppToaster.tsx";
import { startSync } from "../data/boot.ts";
import { activateLocale, i18n } from "../i18n/i18n.ts";
import "./jsdomParts.ts";

// The machine running the tests is shared: give what the screen waits for (IndexedDB, the
// in-process server) time, without any assertion on how long it took.
configure({ asyncUtilTimeout: 15_000 });

/**
 * The DOM's Blob, File and FormData are jsdom's, which neither the IndexedDB of the tests
 * (fake-indexeddb clones with Node's structuredClone) nor Node's fetch can carry: photos are the
 * platform's own, as in a browser, where there is one realm. Importing this module sets them.
 */
const platformForm = await new Response("a=b", {
  headers: { "content-type": "application/x-www-form-urlencoded" },
}).formData();
Object.assign(globalThis, { Blob: NodeBlob, File: NodeFile, FormData: platformForm.constructor });

export interface RenderedScreen {
  /** Where the screen's links and navigations went (the router's current path). */
  path(): string;
  user: ReturnType<typeof userEvent.setup>;
}

/**
 * Renders `ui` at `path` in `locale`, with the app's toasts. Every other path renders nothing, so a link or a navigation
 * away from the screen can be followed and checked with `path()`.
 */
export async function renderScreen(
  ui: ReactNode,
  { locale, path = "/" }: { locale: Locale; path?: string },
): Promise<RenderedScreen> {
  await activateLocale(locale);
  // The toasts sit beside the pages, as in the app's layout: one shown as the screen navigates away
  // stays.
  const root = createRootRoute({
    component: () => (
      <>
        <Outlet />
        <AppToaster />
      </>
    ),
  });
  const here = createRoute({ getParentRoute: () => root, path, component: () => ui });
  const elsewhere = createRoute({ getParentRoute: () => root, path: "$", component: () => null });
  const router = createRouter({
    routeTree: root.addChildren([here, elsewhere]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
  // A browser takes any file dropped or pasted, whatever the input's `accept` says: the screen checks.
  return { path: () => router.state.location.pathname, user: userEvent.setup({ applyAccept: false }) };
}

/**
 * The device loses its connection: requests fail as a network error does, and the window hears
 * `offline`, as the data layer follows it once started (the private pages start it).
 */
export function goOffline(backend: { offline: boolean }): void {
  startSync();
  backend.offline = true;
  Object.defineProperty(navigator, "onLine", { configurable: true, get: () => false });
  window.dispatchEvent(new Event("offline"));
}

/** The connection is back (see goOffline); nothing happens when it was not lost. */
export function goOnline(backend: { offline: boolean }): void {
  backend.offline = false;
  if (navigator.onLine) return;
  Object.defineProperty(navigator, "onLine", { configurable: true, get: () => true });
  window.dispatchEvent(new Event("online"));
}
