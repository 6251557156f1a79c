/// <reference lib="webworker" />
// The service worker stays thin (STYLE): precache, navigation fallback, a bounded photo cache and
// the sync wake-up. The outbox itself lives in Dexie and is drained by the same module the window uses.
import "./zodWithoutEval.ts";
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { CacheFirst } from "workbox-strategies";
import { ExpirationPlugin } from "workbox-expiration";
import { createDataContext } from "./data/context.ts";
import { drainOutbox } from "./data/drainOutbox.ts";
import { PHOTO_CACHE } from "./data/photoCache.ts";
import { OUTBOX_SYNC_TAG } from "./data/syncTag.ts";
import { isShareRequest, receiveShare } from "./data/sharedPhotos.ts";

declare const self: ServiceWorkerGlobalScope;

// Photos shared from another app (manifest share_target): stored, then the log-meal screen opens.
self.addEventListener("fetch", (event: FetchEvent) => {
  if (!isShareRequest(event.request, self.location.origin)) return;
  context ??= createDataContext();
  event.respondWith(receiveShare(context.db, event.request));
});

// The app shell, listed by the build (vite-plugin-pwa injects the manifest).
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every page of the app is the same shell; the API is never served from a cache.
registerRoute(new NavigationRoute(createHandlerBoundToURL("/index.html"), { denylist: [/^\/api\//] }));

// Meal photos are immutable: cache-first, at most 300 images for 30 days. Signed temporary URLs
// change their query every few minutes, so the cache key is the path alone.
registerRoute(
  ({ request, url }) =>
    request.method === "GET" &&
    url.origin === self.location.origin &&
    /\/photos\/[^/]+/.test(url.pathname) &&
    (request.destination === "image" || request.destination === ""),
  new CacheFirst({
    cacheName: PHOTO_CACHE,
    plugins: [
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
      { cacheKeyWillBeUsed: async ({ request }) => request.url.split("?")[0]! },
    ],
  }),
);

// One context for the worker's lifetime; the Web Lock keeps it from draining alongside a tab.
let context: ReturnType<typeof createDataContext> | null = null;
const drainFromWorker = async (): Promise<void> => {
  context ??= createDataContext();
  const outcome = await drainOutbox(context);
  // Throwing makes the browser fire the sync event again later, with its own backoff.
  if (outcome.status === "offline") throw new Error("Still offline; the outbox waits");
};

// Background Sync (Chromium): the window registers the tag when a drain fails for lack of network,
// and the browser wakes this worker when the connection returns, even with no tab open.
self.addEventListener("sync", (event: Event) => {
  const syncEvent = event as ExtendableEvent & { tag: string };
  if (syncEvent.tag === OUTBOX_SYNC_TAG) syncEvent.waitUntil(drainFromWorker());
});

self.addEventListener("message", (event) => {
  if ((event.data as { type?: string } | null)?.type === "SKIP_WAITING") void self.skipWaiting();
});
