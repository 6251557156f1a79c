// GET /api/v1/events (spec §4 live channel): Server-Sent Events for the signed-in user.
// - a live message (spec §3) is a default event with `id:` = the user's change sequence;
// - any other change is `event: change` with the same id, so a client knows to pull the sync feed;
// - a reconnect with Last-Event-ID first gets what it missed (bounded), each message once;
// - a comment line every LIVE_HEARTBEAT_MS keeps proxies from closing the idle stream.
// A server holds thousands of these streams, so each is kept small: one ReadableStream written to
// directly from the hub's callback (no per-stream loop, promise or timer) and one heartbeat timer
// for all streams.
import { Hono } from "hono";
import { currentUserId } from "../auth/middleware.ts";
import type { Database } from "../db/database.ts";
import type { AppEnv } from "../http/context.ts";
import type { Logger } from "../logger.ts";
import { latestSeq } from "../sync/changeLog.ts";
import type { LiveEvent, LiveHub } from "./hub.ts";

/** At most this many missed live messages are replayed; older ones are reflected by the sync feed. */
export const REPLAY_LIMIT = 200;
/**
 * Chunks a stream may hold unread before it is closed: a client that stopped reading reconnects
 * with Last-Event-ID and catches up from the log instead of the server buffering for it.
 */
export const MAX_UNREAD_CHUNKS = 1_000;

async function missedEvents(db: Database, userId: string, after: number): Promise<LiveEvent[]> {
  const rows = await db
    .selectFrom("change_log")
    .select(["seq", "message"])
    .where("user_id", "=", userId)
    .where("seq", ">", after)
    .where("message", "is not", null)
    .orderBy("seq", "desc")
    .limit(REPLAY_LIMIT)
    .execute();
  return rows.reverse().map((row) => ({ seq: row.seq, message: JSON.parse(row.message ?? "null") }));
}

const utf8 = new TextEncoder();

function frame(event: LiveEvent): Uint8Array {
  const text = event.message
    ? `id: ${event.seq}\ndata: ${JSON.stringify(event.message)}\n\n`
    : `id: ${event.seq}\nevent: change\ndata: ${JSON.stringify({ seq: event.seq })}\n\n`;
  return utf8.encode(text);
}

const CONNECTED = utf8.encode(": connected\n\n");
const HEARTBEAT = utf8.encode(": heartbeat\n\n");

/** One open stream: where its bytes go and how to end it. */
interface OpenStream {
  push(bytes: Uint8Array): void;
}

/** One timer for every open stream: a comment line each `intervalMs`, running only while any is open. */
function heartbeats(intervalMs: number) {
  const streams = new Set<OpenStream>();
  let timer: NodeJS.Timeout | null = null;
  return {
    add(stream: OpenStream) {
      streams.add(stream);
      if (!timer) {
        timer = setInterval(() => {
          for (const open of streams) open.push(HEARTBEAT);
        }, intervalMs);
        timer.unref();
      }
    },
    remove(stream: OpenStream) {
      streams.delete(stream);
      if (streams.size === 0 && timer) {
        clearInterval(timer);
        timer = null;
      }
    },
  };
}

export function eventsRoutes(db: Database, hub: LiveHub, heartbeatMs: number, logger: Logger): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const beat = heartbeats(heartbeatMs);

  /** Opens a user's stream: replays what `lastEventId` missed, then forwards the hub's events. */
  function openStream(userId: string, lastEventId: number): ReadableStream<Uint8Array> {
    let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
    let closed = false;
    // Events that arrive while the replay is read wait here; afterwards they go straight out.
    let waiting: LiveEvent[] | null = [];
    let lastSent = 0;

    const stream: OpenStream = {
      push(bytes) {
        if (closed || !controller) return;
        if ((controller.desiredSize ?? 0) < -MAX_UNREAD_CHUNKS) {
          end();
          controller.close();
          return;
        }
        controller.enqueue(bytes);
      },
    };
    const send = (event: LiveEvent): void => {
      if (event.seq <= lastSent) return;
      stream.push(frame(event));
      lastSent = event.seq;
    };
    // Subscribe before reading the log, so nothing falls between the replay and the live feed.
    const unsubscribe = hub.subscribe(userId, (event) => {
      if (waiting) waiting.push(event);
      else send(event);
    });
    function end(): void {
      closed = true;
      unsubscribe();
      beat.remove(stream);
    }

    return new ReadableStream<Uint8Array>(
      {
        start(started) {
          controller = started;
          void replay(userId, lastEventId)
            .then(({ events, latest }) => {
              if (closed) return;
              if (events === null) {
                lastSent = latest;
                stream.push(CONNECTED);
              } else {
                lastSent = Math.min(lastEventId, latest);
                for (const event of events) send(event);
                // Missed changes without a message collapse into one hint to pull.
                if (latest > lastSent) send({ seq: latest, message: null });
              }
              const queued = waiting ?? [];
              waiting = null;
              for (const event of queued) send(event);
              beat.add(stream);
            })
            .catch((error: unknown) => {
              logger.warn("live event stream ended with an error", { error: String(error) });
              end();
              started.error(error);
            });
        },
        cancel() {
          end();
        },
      },
      { highWaterMark: 0 },
    );
  }

  /** What a (re)connecting stream must send first: missed messages, or null for a fresh stream. */
  async function replay(
    userId: string,
    lastEventId: number,
  ): Promise<{ events: LiveEvent[] | null; latest: number }> {
    const latest = await latestSeq(db, userId);
    if (!(Number.isInteger(lastEventId) && lastEventId >= 0)) return { events: null, latest };
    // An id from the future (a restored database) counts from the current end.
    return { events: await missedEvents(db, userId, Math.min(lastEventId, latest)), latest };
  }

  app.get("/events", (c) => {
    const userId = currentUserId(c);
    const lastEventId = Number.parseInt(c.req.header("last-event-id") ?? "", 10);
    return c.body(openStream(userId, lastEventId), 200, {
      "content-type": "text/event-stream",
      "cache-control": "no-cache",
      connection: "keep-alive",
    });
  });
  return app;
}
