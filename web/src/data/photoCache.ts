// The service worker's cache of meal photos (sw.ts). Signing out empties it with the rest of the
// user's local data (docs/decisions/009; issue 12, finding 11): the next person on this device
// must not be able to open the last user's photos from the cache.

export const PHOTO_CACHE = "meal-photos";

/** Deletes the cached photos; a browser without Cache Storage has nothing to delete. */
export async function clearCachedPhotos(): Promise<void> {
  if (typeof caches === "undefined") return;
  await caches.delete(PHOTO_CACHE);
}
