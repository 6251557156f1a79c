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

/**
 * One open stream as the hub sees it: an object, so that a server holding thousands of streams
 * keeps no closures per stream for them.
 */
export interface LiveSubscriber {
  /** A change-log entry of the user. */
  receive(event: LiveEvent): void;
  /**
   * Some session of the user ended (sign-out, password change, account deletion): the stream
   * checks whether its own session is still valid.
   */
  sessionsEnded(): void;
  /** The server is stopping: the stream ends (its client reconnects to another server or later). */
  close(): void;
}

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
  /** `subscriber` hears the user's events until `unsubscribe`, which must be called when the stream closes. */
  subscribe(userId: string, subscriber: LiveSubscriber): void;
  unsubscribe(userId: string, subscriber: LiveSubscriber): void;
  /** Some of the user's sessions ended: their open streams must close (issue 12, finding 3). */
  sessionsEnded(userId: string): void;
  /**
   * The server is stopping: every open stream of this process ends. A stream owns its connection
   * (decision 171), so closing the HTTP server's connections does not end it.
   */
  closeStreams(): void;
  /** Open subscriptions of a user (for tests and the health of long-lived streams). */
  listenerCount(userId: string): number;
  /** Stops listening to the other nodes. */
  close(): Promise<void>;
}

export function createInProcessHub(): LiveHub {
  const subscribers = new Map<string, Set<LiveSubscriber>>();
  return {
    publish(userId, event) {
      for (const subscriber of subscribers.get(userId) ?? []) subscriber.receive(event);
    },
    subscribe(userId, subscriber) {
      let set = subscribers.get(userId);
      if (!set) {
        set = new Set();
        subscribers.set(userId, set);
      }
      set.add(subscriber);
    },
    unsubscribe(userId, subscriber) {
      const set = subscribers.get(userId);
      set?.delete(subscriber);
      if (set?.size === 0) subscribers.delete(userId);
    },
    sessionsEnded(userId) {
      for (const subscriber of [...(subscribers.get(userId) ?? [])]) subscriber.sessionsEnded();
    },
    closeStreams() {
      for (const set of [...subscribers.values()]) for (const subscriber of [...set]) subscriber.close();
    },
    listenerCount: (userId) => subscribers.get(userId)?.size ?? 0,
    announce: async () => {},
    close: async () => {},
  };
}
