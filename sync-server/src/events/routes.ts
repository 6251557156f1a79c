// GET /api/v1/events (spec §4 live channel): Server-Sent Events for the signed-in user.
// - a live message (spec §3) is a default event with `id:` = the user's change sequence;
// - any other change is `event: change` with the same id, so a client knows to pull the sync feed;
// - a reconnect with Last-Event-ID first gets what it missed (bounded), each message once;
// - a comment line every LIVE_HEARTBEAT_MS keeps proxies from closing the idle stream.
// A server holds thousands of these streams, so each is kept small: one ReadableStream written to
// directly from the hub's callback (no per-stream loop, promise or timer) and one heartbeat timer
// for all streams.
// A stream lives only as long as the session that opened it (issue 12, finding 3): it is checked
// when one of the user's sessions ends (events wait meanwhile) and, for all streams in one query,
// at each heartbeat (a session that expired or was removed without notice).
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

/** One open stream: where its bytes go, the session it lives by, and how to end it. */
interface OpenStream {
  readonly sessionId: string | undefined;
  push(bytes: Uint8Array): void;
  close(): void;
}

/** The ids among `sessionIds` that still name an unexpired session. */
async function liveSessions(db: Database, sessionIds: string[]): Promise<Set<string>> {
  const alive = new Set<string>();
  for (let start = 0; start < sessionIds.length; start += 500) {
    const rows = await db
      .selectFrom("sessions")
      .select("id")
      .where("id", "in", sessionIds.slice(start, start + 500))
      .where("expires_at", ">", Date.now())
      .execute();
    for (const row of rows) alive.add(row.id);
  }
  return alive;
}

/**
 * One timer for every open stream, running only while any is open: each `intervalMs` it closes
 * the streams whose session is gone (one query for all) and sends the others a comment line.
 */
function heartbeats(db: Database, intervalMs: number, logger: Logger) {
  const streams = new Set<OpenStream>();
  let timer: NodeJS.Timeout | null = null;
  let beating = false;
  async function beat(): Promise<void> {
    if (beating) return;
    beating = true;
    try {
      const open = [...streams];
      const ids = [...new Set(open.flatMap((stream) => (stream.sessionId ? [stream.sessionId] : [])))];
      const alive = await liveSessions(db, ids);
      for (const stream of open) {
        if (stream.sessionId && alive.has(stream.sessionId)) stream.push(HEARTBEAT);
        else stream.close();
      }
    } catch (error) {
      logger.warn("live event heartbeat failed", { error: String(error) });
    } finally {
      beating = false;
    }
  }
  return {
    add(stream: OpenStream) {
      streams.add(stream);
      if (!timer) {
        timer = setInterval(() => void beat(), intervalMs);
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
  const beat = heartbeats(db, heartbeatMs, logger);

  /** Opens a user's stream: replays what `lastEventId` missed, then forwards the hub's events. */
  function openStream(
    userId: string,
    sessionId: string | undefined,
    lastEventId: number,
  ): ReadableStream<Uint8Array> {
    let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
    let closed = false;
    // Events wait here while something holds the stream (the replay being read, a check of the
    // session); when the last hold is released they go out, and afterwards straight out.
    const waiting: LiveEvent[] = [];
    let holds = 1;
    let lastSent = 0;

    const stream: OpenStream = {
      sessionId,
      push(bytes) {
        if (closed || !controller) return;
        if ((controller.desiredSize ?? 0) < -MAX_UNREAD_CHUNKS) {
          stream.close();
          return;
        }
        controller.enqueue(bytes);
      },
      close() {
        if (closed) return;
        end();
        controller?.close();
      },
    };
    const send = (event: LiveEvent): void => {
      if (event.seq <= lastSent) return;
      stream.push(frame(event));
      lastSent = event.seq;
    };
    const release = (): void => {
      holds -= 1;
      if (holds > 0 || closed) return;
      for (const event of waiting.splice(0)) send(event);
    };
    // One of the user's sessions ended: hold events until this stream's own session is checked.
    const checkSession = (): void => {
      if (closed) return;
      holds += 1;
      void liveSessions(db, sessionId ? [sessionId] : [])
        .then((alive) => {
          if (sessionId && alive.has(sessionId)) release();
          else stream.close();
        })
        .catch((error: unknown) => {
          logger.warn("live event session check failed", { error: String(error) });
          stream.close();
        });
    };
    // Subscribe before reading the log, so nothing falls between the replay and the live feed.
    const unsubscribe = hub.subscribe(
      userId,
      (event) => {
        if (holds > 0) waiting.push(event);
        else send(event);
      },
      checkSession,
    );
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
              beat.add(stream);
              release();
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
    return c.body(openStream(userId, c.get("session")?.id, lastEventId), 200, {
      "content-type": "text/event-stream",
      "cache-control": "no-cache",
      connection: "keep-alive",
    });
  });
  return app;
}
