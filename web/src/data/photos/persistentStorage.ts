/**
 * Asks the browser not to evict this site's storage under pressure: unsent meals and their photos
 * live only here until they are uploaded. Answers whether storage is persistent.
 */
export async function requestPersistentStorage(): Promise<boolean> {
  try {
    if (typeof navigator === "undefined" || !navigator.storage?.persist) return false;
    if (await navigator.storage.persisted()) return true;
    return await navigator.storage.persist();
  } catch (error) {
    console.warn("Persistent storage request failed", error);
    return false;
  }
}
