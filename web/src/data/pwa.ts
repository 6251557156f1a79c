// spec §1 and §4 installable app: the install prompt (beforeinstallprompt, or the iOS
// add-to-home-screen card; nothing when already installed), the update-available prompt that
// reloads, and the online/offline status.
// It starts with every page, so it imports nothing of the data layer: the connectivity listeners
// that drain and pull start with the sync (startSync.ts), and usePwa lives in usePwa.ts.
import { createStore } from "zustand/vanilla";
import type { Workbox } from "workbox-window";

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

interface PwaState {
  installEvent: BeforeInstallPromptEvent | null;
  isStandalone: boolean;
  updateAvailable: boolean;
}

export const pwaState = createStore<PwaState>(() => ({
  installEvent: null,
  isStandalone: false,
  updateAvailable: false,
}));
let workbox: Workbox | null = null;
let started = false;

function standalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia?.("(display-mode: standalone)").matches === true;
}

/** iPhone, iPad and iPads that present themselves as Macs (touch points give them away). */
export function isIosDevice(userAgent: string, maxTouchPoints: number): boolean {
  return /iphone|ipad|ipod/i.test(userAgent) || (/macintosh/i.test(userAgent) && maxTouchPoints > 1);
}

/** Listens for install and (in production) registers /sw.js (spec §1). Call once at load. */
export function startPwa(): void {
  if (started || typeof window === "undefined") return;
  started = true;
  pwaState.setState({ isStandalone: standalone() });
  window.addEventListener("beforeinstallprompt", (event) => {
    event.preventDefault();
    pwaState.setState({ installEvent: event as BeforeInstallPromptEvent });
  });
  window.addEventListener("appinstalled", () =>
    pwaState.setState({ installEvent: null, isStandalone: true }),
  );
  if (!("serviceWorker" in navigator) || import.meta.env.DEV) return;
  // workbox-window loads once the page has loaded (Workbox would wait for that event to register
  // anyway): on a slow network it no longer shares the line with the page's own chunks.
  if (document.readyState === "complete") registerWorker();
  else window.addEventListener("load", registerWorker, { once: true });
}

function registerWorker(): void {
  void import("workbox-window")
    .then(({ Workbox }) => {
      const registration = new Workbox("/sw.js", { scope: "/" });
      workbox = registration;
      // A new version waits until the user agrees (applyUpdate), then takes over and the page reloads.
      registration.addEventListener("waiting", () => pwaState.setState({ updateAvailable: true }));
      registration.addEventListener("controlling", (event) => {
        if (event.isUpdate) window.location.reload();
      });
      return registration.register();
    })
    .catch((error: unknown) => console.warn("Service worker registration failed", error));
}

export async function install(): Promise<void> {
  const event = pwaState.getState().installEvent;
  if (!event) return;
  await event.prompt();
  await event.userChoice.catch(() => undefined);
  pwaState.setState({ installEvent: null });
}

export function applyUpdate(): void {
  if (workbox) workbox.messageSkipWaiting();
  else window.location.reload();
}
