import { startPwa } from "../data/pwa.ts";

/**
 * spec §1: a service worker is registered from /sw.js at load (Workbox waits for the load event),
 * and the install, update and connectivity listeners start now so no early event is missed.
 */
export function registerServiceWorker(): void {
  startPwa();
}
