// spec §1 and §4 installable app: the install prompt (beforeinstallprompt, or the iOS
// add-to-home-screen card; nothing when already installed), the update-available prompt that
// reloads, and the online/offline status.
import { useStore } from "zustand";
import { createStore } from "zustand/vanilla";
import type { Workbox } from "workbox-window";
import { engineState, requestDrain, requestPull } from "./syncEngine.ts";

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

interface PwaState {
  installEvent: BeforeInstallPromptEvent | null;
  isStandalone: boolean;
  updateAvailable: boolean;
}

const pwaState = createStore<PwaState>(() => ({
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

/** Listens for install, connectivity and (in production) registers /sw.js (spec §1). Call once at load. */
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
  window.addEventListener("online", () => {
    engineState.setState({ online: true });
    void requestDrain();
    void requestPull();
  });
  window.addEventListener("offline", () => engineState.setState({ online: false }));
  if (!("serviceWorker" in navigator) || import.meta.env.DEV) return;
  // workbox-window loads after the app has started: nothing on screen waits for it.
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

export interface PwaView {
  canInstall: boolean;
  install(): Promise<void>;
  isIos: boolean;
  isStandalone: boolean;
  updateAvailable: boolean;
  applyUpdate(): void;
  online: boolean;
}

async function install(): Promise<void> {
  const event = pwaState.getState().installEvent;
  if (!event) return;
  await event.prompt();
  await event.userChoice.catch(() => undefined);
  pwaState.setState({ installEvent: null });
}

function applyUpdate(): void {
  if (workbox) workbox.messageSkipWaiting();
  else window.location.reload();
}

export function usePwa(): PwaView {
  const { installEvent, isStandalone, updateAvailable } = useStore(pwaState);
  const online = useStore(engineState, (state) => state.online);
  const isIos =
    typeof navigator !== "undefined" && isIosDevice(navigator.userAgent, navigator.maxTouchPoints ?? 0);
  return {
    canInstall: installEvent !== null && !isStandalone,
    install,
    isIos,
    isStandalone,
    updateAvailable,
    applyUpdate,
    online,
  };
}
