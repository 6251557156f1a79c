/** The Background Sync tag that wakes the service worker to drain the outbox. */
export const OUTBOX_SYNC_TAG = "nutrisnap-outbox";
