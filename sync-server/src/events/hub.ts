import type { LiveMessage } from "@nutrisnap/shared/api";

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
}

/**
 * Per-user fan-out of live events. In-process for one server; a multi-node version (PostgreSQL
 * LISTEN/NOTIFY) implements the same calls (ARCHITECTURE, Scale-out).
 */
export interface LiveHub {
  publish(userId: string, event: LiveEvent): void;
  /** `subscriber` hears the user's events until `unsubscribe`, which must be called when the stream closes. */
  subscribe(userId: string, subscriber: LiveSubscriber): void;
  unsubscribe(userId: string, subscriber: LiveSubscriber): void;
  /** Some of the user's sessions ended: their open streams must close (issue 12, finding 3). */
  sessionsEnded(userId: string): void;
  /** Open subscriptions of a user (for tests and the health of long-lived streams). */
  listenerCount(userId: string): number;
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
    listenerCount: (userId) => subscribers.get(userId)?.size ?? 0,
  };
}
