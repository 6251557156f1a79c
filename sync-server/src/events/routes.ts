// GET /api/v1/events (spec §4 live channel): Server-Sent Events for the signed-in user.
// - a live message (spec §3) is a default event with `id:` = the user's change sequence;
// - any other change is `event: change` with the same id, so a client knows to pull the sync feed;
// - a reconnect with Last-Event-ID first gets what it missed (bounded), each message once;
// - a comment line every LIVE_HEARTBEAT_MS keeps proxies from closing the idle stream.
import { Hono } from "hono";
import { streamSSE, type SSEStreamingApi } from "hono/streaming";
import { currentUserId } from "../auth/middleware.ts";
import type { Database } from "../db/database.ts";
import type { AppEnv } from "../http/context.ts";
import type { Logger } from "../logger.ts";
import { latestSeq } from "../sync/changeLog.ts";
import type { LiveEvent, LiveHub } from "./hub.ts";

/** At most this many missed live messages are replayed; older ones are reflected by the sync feed. */
export const REPLAY_LIMIT = 200;

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

async function send(stream: SSEStreamingApi, event: LiveEvent): Promise<void> {
  if (event.message) await stream.writeSSE({ id: String(event.seq), data: JSON.stringify(event.message) });
  else
    await stream.writeSSE({
      id: String(event.seq),
      event: "change",
      data: JSON.stringify({ seq: event.seq }),
    });
}

/** Whether the session that opened a stream is still there and unexpired. */
async function sessionAlive(db: Database, sessionId: string | undefined): Promise<boolean> {
  if (!sessionId) return false;
  const row = await db
    .selectFrom("sessions")
    .select("id")
    .where("id", "=", sessionId)
    .where("expires_at", ">", Date.now())
    .executeTakeFirst();
  return row !== undefined;
}

export function eventsRoutes(db: Database, hub: LiveHub, heartbeatMs: number, logger: Logger): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get("/events", (c) => {
    const userId = currentUserId(c);
    const sessionId = c.get("session")?.id;
    const lastEventId = Number.parseInt(c.req.header("last-event-id") ?? "", 10);
    return streamSSE(
      c,
      async (stream) => {
        const queue: LiveEvent[] = [];
        let wake: (() => void) | null = null;
        // A stream lives only as long as its session (issue 12, finding 3): checked when one of
        // the user's sessions ends, before each event and at each heartbeat.
        let checkSession = false;
        // Subscribe before reading the log, so nothing falls between the replay and the live feed.
        const unsubscribe = hub.subscribe(
          userId,
          (event) => {
            queue.push(event);
            wake?.();
          },
          () => {
            checkSession = true;
            wake?.();
          },
        );
        stream.onAbort(() => {
          unsubscribe();
          wake?.();
        });
        try {
          let lastSent: number;
          if (Number.isInteger(lastEventId) && lastEventId >= 0) {
            const latest = await latestSeq(db, userId);
            // An id from the future (a restored database) counts from the current end.
            lastSent = Math.min(lastEventId, latest);
            for (const event of await missedEvents(db, userId, lastSent)) {
              await send(stream, event);
              lastSent = event.seq;
            }
            // Missed changes without a message collapse into one hint to pull.
            if (latest > lastSent) {
              await send(stream, { seq: latest, message: null });
              lastSent = latest;
            }
          } else {
            lastSent = await latestSeq(db, userId);
            await stream.write(": connected\n\n");
          }
          while (!stream.aborted) {
            if ((checkSession || queue.length > 0) && !(await sessionAlive(db, sessionId))) break;
            checkSession = false;
            const next = queue.shift();
            if (next) {
              if (next.seq > lastSent) {
                await send(stream, next);
                lastSent = next.seq;
              }
              continue;
            }
            let timer: NodeJS.Timeout | undefined;
            const woken = await new Promise<boolean>((resolve) => {
              wake = () => resolve(true);
              timer = setTimeout(() => resolve(false), heartbeatMs);
            });
            wake = null;
            clearTimeout(timer);
            if (!woken && !stream.aborted) {
              if (!(await sessionAlive(db, sessionId))) break;
              await stream.write(": heartbeat\n\n");
            }
          }
        } finally {
          unsubscribe();
        }
      },
      async (error) => {
        logger.warn("live event stream ended with an error", { error: error.message });
      },
    );
  });
  return app;
}
