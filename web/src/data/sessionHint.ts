// Whether this device was signed in when the data layer last knew, kept in localStorage so the
// public pages (landing, sign-in) can route without opening IndexedDB or loading the data layer
// (docs/decisions/080). It is a hint for routing only and grants nothing: the private pages load
// the data layer and check the session for real, and the server decides what any request may see.
// This module imports nothing, so the public pages carry only these few lines of the data layer.

export type SessionHint = "signedIn" | "signedOut" | "unknown";

export const SESSION_HINT_KEY = "session_hint";

const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    // Storage can be refused (private mode, a blocked site): the pages then treat it as unknown.
    return null;
  }
}

export function readSessionHint(): SessionHint {
  try {
    const value = storage()?.getItem(SESSION_HINT_KEY);
    return value === "signedIn" || value === "signedOut" ? value : "unknown";
  } catch {
    return "unknown";
  }
}

/** Written by the data layer whenever it learns the session's state (signed in or out). */
export function writeSessionHint(hint: Exclude<SessionHint, "unknown">): void {
  if (readSessionHint() === hint) return;
  try {
    storage()?.setItem(SESSION_HINT_KEY, hint);
  } catch (error) {
    console.warn("Could not remember the session hint", error);
  }
  for (const listener of listeners) listener();
}

/** Calls `listener` when the hint changes here or in another tab of the app. */
export function subscribeSessionHint(listener: () => void): () => void {
  listeners.add(listener);
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key === SESSION_HINT_KEY || event.key === null) listener();
  };
  if (typeof window !== "undefined") window.addEventListener("storage", fromOtherTab);
  return () => {
    listeners.delete(listener);
    if (typeof window !== "undefined") window.removeEventListener("storage", fromOtherTab);
  };
}
