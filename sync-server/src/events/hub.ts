import type { LiveMessage } from "@nutrisnap/shared/api";

/**
 * What a user's open event streams receive: every change-log entry, by its sequence number, with
 * the live message (spec §3) it announces, if any.
 */
export interface LiveEvent {
  seq: number;
  message: LiveMessage | null;
}

export type LiveListener = (event: LiveEvent) => void;

/**
 * Per-user fan-out of live events. In-process for one server; a multi-node version (PostgreSQL
 * LISTEN/NOTIFY) implements the same two calls (ARCHITECTURE, Scale-out).
 */
export interface LiveHub {
  publish(userId: string, event: LiveEvent): void;
  /** Answers the call that stops listening; it must be called when the stream closes. */
  subscribe(userId: string, listener: LiveListener): () => void;
  /** Open subscriptions of a user (for tests and the health of long-lived streams). */
  listenerCount(userId: string): number;
}

export function createInProcessHub(): LiveHub {
  const listeners = new Map<string, Set<LiveListener>>();
  return {
    publish(userId, event) {
      for (const listener of listeners.get(userId) ?? []) listener(event);
    },
    subscribe(userId, listener) {
      let set = listeners.get(userId);
      if (!set) {
        set = new Set();
        listeners.set(userId, set);
      }
      set.add(listener);
      return () => {
        const current = listeners.get(userId);
        current?.delete(listener);
        if (current?.size === 0) listeners.delete(userId);
      };
    },
    listenerCount: (userId) => listeners.get(userId)?.size ?? 0,
  };
}
