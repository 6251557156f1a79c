// GET /api/v1/events (spec §4 live channel): Server-Sent Events for the signed-in user.
// - a live message (spec §3) is a default event with `id:` = the user's change sequence;
// - any other change is `event: change` with the same id, so a client knows to pull the sync feed;
// - a reconnect with Last-Event-ID first gets what it missed (bounded), each message once;
// - a comment line every LIVE_HEARTBEAT_MS keeps proxies from closing the idle stream.
// A server holds thousands of these streams, so each is kept small (decisions 032, 112, 171): the
// route runs behind the same middleware as every other (session check included), then writes the
// stream itself, with no Response body, ReadableStream or reader loop; a stream is one object the
// hub calls, and one heartbeat timer serves all streams. The stream takes its connection from
// Node's HTTP server, as an upgrade does (decision 171): parser, request and response objects are
// freed, and the events go straight to the socket.
// A stream lives only as long as the session that opened it (issue 12, finding 3): it is checked
// when one of the user's sessions ends (events wait meanwhile) and, for all streams in one query,
// at each heartbeat (a session that expired or was removed without notice).
import type { IncomingMessage, ServerResponse } from "node:http";
import { Socket } from "node:net";
import type { Writable } from "node:stream";
import { RESPONSE_ALREADY_SENT } from "@hono/node-server/utils/response";
import { Hono } from "hono";
import { currentUserId } from "../auth/middleware.ts";
import type { Database } from "../db/database.ts";
import type { AppEnv } from "../http/context.ts";
import type { Logger } from "../logger.ts";
import { latestSeq } from "../sync/changeLog.ts";
import type { LiveEvent, LiveHub, LiveSubscriber } from "./hub.ts";

/** At most this many missed live messages are replayed; older ones are reflected by the sync feed. */
export const REPLAY_LIMIT = 200;
/**
 * Bytes a stream may hold unsent (its client stopped reading) before it is closed: the client
 * reconnects with Last-Event-ID and catches up from the log instead of the server buffering for it.
 */
export const MAX_UNREAD_BYTES = 64 * 1024;

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

interface StreamSetup {
  db: Database;
  hub: LiveHub;
  logger: Logger;
  beat: ReturnType<typeof heartbeats>;
}

/** Where a stream's bytes go: its own connection, or (decision 112) Node's response. */
type StreamOut = Writable & { [LIVE_STREAM]?: LiveStream };

/** Ends the stream whose connection closed (the client went away); one function for every stream. */
function closedByClient(this: StreamOut): void {
  this[LIVE_STREAM]?.end();
}

/** The client ended its side: end ours, so the connection closes. */
function endedByClient(this: Socket): void {
  this.end();
}

/** A connection error (a reset) is followed by `close`; without a listener it would throw. */
function ignoreError(): void {}

const LIVE_STREAM = Symbol("liveStream");

/**
 * A stream's headers. The security headers middleware sets its own on Hono's Response, which a
 * stream never sends: the one that matters for a stream of text is here.
 */
const STREAM_HEADERS = {
  "content-type": "text/event-stream",
  "cache-control": "no-cache",
  "x-content-type-options": "nosniff",
};

/** The head of a stream sent on its own connection: no length and `Connection: close`. */
const HEAD = Object.entries({ ...STREAM_HEADERS, connection: "close" }).reduce(
  (head, [name, value]) => `${head}${name}: ${value}\r\n`,
  "HTTP/1.1 200 OK\r\n",
);

/** The part of Node's HTTP parser (an internal object) a stream frees when it takes the connection. */
interface NodeHttpParser {
  _consumed?: boolean;
  unconsume(): void;
  remove?(): void;
  close(): void;
  socket: unknown;
  incoming: unknown;
  outgoing: unknown;
  onIncoming: unknown;
}

/**
 * The listeners Node's HTTP server puts on a connection (lib/_http_server.js, the same names from
 * Node 20 to 24); it removes the same ones when it hands a connection to an `upgrade` handler.
 */
const SERVER_LISTENERS = new Set([
  "bound socketOnData",
  "bound socketOnEnd",
  "bound socketOnClose",
  "bound socketOnDrain",
  "socketOnError",
  "socketOnTimeout",
  "onSocketResume",
  "onSocketPause",
]);
const SERVER_EVENTS = ["data", "end", "close", "drain", "error", "timeout", "resume", "pause"] as const;

/**
 * Takes the request's connection from Node's HTTP server once its head is known, the way the
 * server does for an upgrade: the response lets go of the socket, the server's listeners are
 * removed and its parser is freed, so the request, the response and the parser can be collected.
 * The connection is never reused for another request: the stream's head says `Connection: close`
 * and nothing more is read from it. Null when the connection is not as expected (not Node's HTTP
 * server, or one that changed): the stream is then written to the response as before.
 */
function takeConnection(incoming: IncomingMessage, outgoing: ServerResponse): Socket | null {
  const socket = incoming.socket as Socket & { parser?: NodeHttpParser | null };
  const parser = socket.parser;
  // (A HEAD request gets the head alone, from Node's response.)
  if (!parser || incoming.method !== "GET" || outgoing.socket !== socket || outgoing.headersSent) return null;
  if (!socket.writable) return null;
  const listeners = SERVER_EVENTS.flatMap((event) =>
    socket
      .listeners(event)
      .filter((listener) => SERVER_LISTENERS.has(listener.name))
      .map((listener) => [event, listener as (...args: unknown[]) => void] as const),
  );
  if (!listeners.some(([event]) => event === "data")) return null;
  outgoing.detachSocket(socket);
  for (const [event, listener] of listeners) socket.removeListener(event, listener);
  if (parser._consumed) parser.unconsume();
  parser._consumed = false;
  parser.remove?.(); // out of the server's list of connections to time out
  parser.socket = parser.incoming = parser.outgoing = parser.onIncoming = null;
  socket.parser = null;
  // As Node frees a parser: after the current call stack, which may be the parser's own.
  setImmediate(() => parser.close());
  // Not `delete`d: the server's wrappers of `on` put the prototype's back themselves once the
  // parser is gone, and deleting properties would turn each socket into a dictionary (1.5 KiB).
  return socket;
}

/**
 * One open stream, written to its connection. Events wait in `waiting` while something holds the
 * stream (the replay being read, a check of the session); when the last hold is released they go
 * out, and afterwards straight out, each once.
 */
class LiveStream implements LiveSubscriber, OpenStream {
  private closed = false;
  private holds = 1;
  private lastSent = 0;
  private waiting: LiveEvent[] | null = null;
  private out: StreamOut;

  constructor(
    private readonly setup: StreamSetup,
    incoming: IncomingMessage,
    outgoing: ServerResponse,
    private readonly userId: string,
    readonly sessionId: string | undefined,
  ) {
    const socket = takeConnection(incoming, outgoing);
    if (socket) {
      socket.write(`${HEAD}date: ${new Date().toUTCString()}\r\n\r\n`);
      socket.on("end", endedByClient);
      socket.on("error", ignoreError);
      socket.resume(); // reads only to see the client go; what it sends is dropped
      this.out = socket;
    } else {
      outgoing.writeHead(200, { ...STREAM_HEADERS, connection: "keep-alive" });
      outgoing.flushHeaders();
      this.out = outgoing;
    }
    this.out[LIVE_STREAM] = this;
    this.out.on("close", closedByClient);
  }

  /** Subscribes, then replays what `lastEventId` missed. */
  open(lastEventId: number): void {
    const { out } = this;
    // Subscribe before reading the log, so nothing falls between the replay and the live feed.
    this.setup.hub.subscribe(this.userId, this);
    replay(this.setup.db, this.userId, lastEventId)
      .then(({ events, latest }) => {
        if (this.closed) return;
        if (events === null) {
          this.lastSent = latest;
          this.push(CONNECTED);
        } else {
          this.lastSent = Math.min(lastEventId, latest);
          for (const event of events) this.send(event);
          // Missed changes without a message collapse into one hint to pull.
          if (latest > this.lastSent) this.send({ seq: latest, message: null });
        }
        this.setup.beat.add(this);
        this.release();
      })
      .catch((error: unknown) => {
        this.setup.logger.warn("live event stream ended with an error", { error: String(error) });
        this.end();
        out.destroy();
      });
  }

  push(bytes: Uint8Array): void {
    if (this.closed) return;
    if (this.out.writableLength > MAX_UNREAD_BYTES) {
      this.close();
      return;
    }
    this.out.write(bytes);
  }

  /** Ends the stream after what was written is sent. */
  close(): void {
    if (this.closed) return;
    this.end();
    // A connection of its own is destroyed once what was written is sent, as Node's server does
    // after a `Connection: close` response, without waiting for the client's side to close.
    if (this.out instanceof Socket) this.out.destroySoon();
    else this.out.end();
  }

  /** Stops listening (the stream is closing, or the client went away). */
  end(): void {
    if (this.closed) return;
    this.closed = true;
    this.waiting = null;
    this.setup.hub.unsubscribe(this.userId, this);
    this.setup.beat.remove(this);
  }

  receive(event: LiveEvent): void {
    if (this.holds === 0) this.send(event);
    else (this.waiting ??= []).push(event);
  }

  /** One of the user's sessions ended: hold events until this stream's own session is checked. */
  sessionsEnded(): void {
    if (this.closed) return;
    this.holds += 1;
    const { sessionId } = this;
    liveSessions(this.setup.db, sessionId ? [sessionId] : [])
      .then((alive) => {
        if (sessionId && alive.has(sessionId)) this.release();
        else this.close();
      })
      .catch((error: unknown) => {
        this.setup.logger.warn("live event session check failed", { error: String(error) });
        this.close();
      });
  }

  private send(event: LiveEvent): void {
    if (event.seq <= this.lastSent) return;
    this.push(frame(event));
    this.lastSent = event.seq;
  }

  private release(): void {
    this.holds -= 1;
    if (this.holds > 0 || this.closed) return;
    const waiting = this.waiting;
    this.waiting = null;
    for (const event of waiting ?? []) this.send(event);
  }
}

/** What a (re)connecting stream must send first: missed messages, or null for a fresh stream. */
async function replay(
  db: Database,
  userId: string,
  lastEventId: number,
): Promise<{ events: LiveEvent[] | null; latest: number }> {
  const latest = await latestSeq(db, userId);
  if (!(Number.isInteger(lastEventId) && lastEventId >= 0)) return { events: null, latest };
  // An id from the future (a restored database) counts from the current end.
  return { events: await missedEvents(db, userId, Math.min(lastEventId, latest)), latest };
}

export function eventsRoutes(db: Database, hub: LiveHub, heartbeatMs: number, logger: Logger): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const setup: StreamSetup = { db, hub, logger, beat: heartbeats(db, heartbeatMs, logger) };

  app.get("/events", (c) => {
    const out = c.env?.outgoing;
    // The stream takes Node's connection (or writes to Node's response): it needs Node's HTTP server.
    const incoming = c.env?.incoming;
    if (!out || !incoming) throw new Error("live events are served only through Node's HTTP server");
    const lastEventId = Number.parseInt(c.req.header("last-event-id") ?? "", 10);
    new LiveStream(setup, incoming, out, currentUserId(c), c.get("session")?.id).open(lastEventId);
    return RESPONSE_ALREADY_SENT;
  });
  return app;
}
