import type { LiveMessage } from "@nutrisnap/shared/api";
import type { Kysely } from "kysely";
import type { DB } from "../db/schema.ts";

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
 * Per-user fan-out of live events. In-process for one server; on PostgreSQL (postgresHub.ts) the
 * events of every node reach the streams of every other through LISTEN/NOTIFY.
 */
export interface LiveHub {
  /** Hands a committed change to this process's streams. */
  publish(userId: string, event: LiveEvent): void;
  /**
   * Announces a change to the other nodes inside the transaction that wrote it, so they hear of it
   * only if it commits, and in commit order. Nothing to do for one process.
   */
  announce(trx: Kysely<DB>, userId: string, event: LiveEvent): Promise<void>;
  /**
   * Answers the call that stops listening; it must be called when the stream closes.
   * `onSessionsEnded` is called when some session of the user ended (sign-out, password change,
   * account deletion): the stream checks whether its own session is still valid.
   */
  subscribe(userId: string, listener: LiveListener, onSessionsEnded?: () => void): () => void;
  /** Some of the user's sessions ended: their open streams must close (issue 12, finding 3). */
  sessionsEnded(userId: string): void;
  /** Open subscriptions of a user (for tests and the health of long-lived streams). */
  listenerCount(userId: string): number;
  /** Stops listening to the other nodes. */
  close(): Promise<void>;
}

export function createInProcessHub(): LiveHub {
  const listeners = new Map<string, Set<LiveListener>>();
  const sessionWatchers = new Map<string, Set<() => void>>();
  const add = <T>(map: Map<string, Set<T>>, userId: string, value: T): (() => void) => {
    let set = map.get(userId);
    if (!set) {
      set = new Set();
      map.set(userId, set);
    }
    set.add(value);
    return () => {
      const current = map.get(userId);
      current?.delete(value);
      if (current?.size === 0) map.delete(userId);
    };
  };
  return {
    publish(userId, event) {
      for (const listener of listeners.get(userId) ?? []) listener(event);
    },
    subscribe(userId, listener, onSessionsEnded) {
      const stopListening = add(listeners, userId, listener);
      const stopWatching = onSessionsEnded ? add(sessionWatchers, userId, onSessionsEnded) : () => {};
      return () => {
        stopListening();
        stopWatching();
      };
    },
    sessionsEnded(userId) {
      for (const watcher of [...(sessionWatchers.get(userId) ?? [])]) watcher();
    },
    listenerCount: (userId) => listeners.get(userId)?.size ?? 0,
    announce: async () => {},
    close: async () => {},
  };
}
