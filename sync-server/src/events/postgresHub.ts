// Live events across nodes (docs/decisions/093): each node keeps its own streams in an in-process
// hub, and a change written on one node is announced with PostgreSQL's NOTIFY inside the
// transaction that wrote it; every node LISTENs and hands what other nodes announce to its
// streams. PostgreSQL delivers notifications only on commit and in commit order, and a user's
// changes commit in sequence order (sync/changeLog.ts), so a stream sees them in order. A node
// ignores its own announcements: its streams already had the change from `publish`.
import { createHash, randomUUID } from "node:crypto";
import type { LiveMessage } from "@nutrisnap/shared/api";
import { sql } from "kysely";
import type { Client, Notification } from "pg";
import { loadPostgresDriver, type OpenedDatabase } from "../db/database.ts";
import type { Logger } from "../logger.ts";
import { createInProcessHub, type LiveEvent, type LiveHub } from "./hub.ts";

/** NOTIFY payloads must stay under 8000 bytes: a bigger message is read from the change log. */
const MAX_INLINE_MESSAGE = 7_000;
const RECONNECT_MS = 1_000;

type Announcement =
  | { node: string; kind: "change"; user: string; seq: number; message?: LiveMessage | null }
  | { node: string; kind: "sessions"; user: string };

/**
 * One channel per schema, so deployments (or test servers) sharing a database stay apart; named by
 * a digest, since a channel name is at most 63 bytes and a schema name may be as long.
 */
const channelOf = (schema: string): string =>
  `nutrisnap_live_${createHash("sha256").update(schema).digest("hex").slice(0, 24)}`;
const quoteIdentifier = (name: string): string => `"${name.replaceAll('"', '""')}"`;

export async function createPostgresHub(database: OpenedDatabase, logger: Logger): Promise<LiveHub> {
  const { db, url } = database;
  if (!url) throw new Error("the PostgreSQL hub needs a PostgreSQL database");
  const pg = await loadPostgresDriver();
  const local = createInProcessHub();
  const node = randomUUID();
  const schema = (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]
    ?.schema;
  if (!schema) throw new Error("PostgreSQL answered no current schema");
  const channel = channelOf(schema);

  // Notifications are handled one after another: one that must read its message from the change
  // log must not be overtaken by the next.
  let handling: Promise<void> = Promise.resolve();
  const receive = async (announcement: Announcement): Promise<void> => {
    if (announcement.node === node) return;
    if (announcement.kind === "sessions") {
      local.sessionsEnded(announcement.user);
      return;
    }
    let message = announcement.message;
    if (message === undefined) {
      const row = await db
        .selectFrom("change_log")
        .select("message")
        .where("user_id", "=", announcement.user)
        .where("seq", "=", announcement.seq)
        .executeTakeFirst();
      message = row?.message ? (JSON.parse(row.message) as LiveMessage) : null;
    }
    local.publish(announcement.user, { seq: announcement.seq, message });
  };
  const onNotification = (notification: Notification): void => {
    if (notification.channel !== channel || !notification.payload) return;
    const announcement = JSON.parse(notification.payload) as Announcement;
    handling = handling
      .then(() => receive(announcement))
      .catch((error: unknown) => logger.warn("live event from another node lost", { error: String(error) }));
  };

  let client: Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;
  const listen = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on("notification", onNotification);
    next.on("error", (error) => {
      logger.warn("live event listener lost its connection", { error: String(error) });
      void next.end().catch(() => {});
      if (client === next) client = null;
      scheduleReconnect();
    });
    await next.connect();
    await next.query(`listen ${quoteIdentifier(channel)}`);
    if (closed) await next.end();
    else client = next;
  };
  const scheduleReconnect = (): void => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      listen().catch((error: unknown) => {
        logger.warn("live event listener could not reconnect", { error: String(error) });
        scheduleReconnect();
      });
    }, RECONNECT_MS);
    retry.unref();
  };
  await listen();

  const notify = (payload: Announcement) => sql`select pg_notify(${channel}, ${JSON.stringify(payload)})`;

  return {
    publish: (userId, event) => local.publish(userId, event),
    async announce(trx, userId, event: LiveEvent) {
      const inline = event.message === null || JSON.stringify(event.message).length <= MAX_INLINE_MESSAGE;
      await notify({
        node,
        kind: "change",
        user: userId,
        seq: event.seq,
        ...(inline ? { message: event.message } : {}),
      }).execute(trx);
    },
    subscribe: (userId, subscriber) => local.subscribe(userId, subscriber),
    unsubscribe: (userId, subscriber) => local.unsubscribe(userId, subscriber),
    sessionsEnded(userId) {
      local.sessionsEnded(userId);
      notify({ node, kind: "sessions", user: userId })
        .execute(db)
        .catch((error: unknown) =>
          logger.warn("ended sessions not announced to other nodes", { error: String(error) }),
        );
    },
    closeStreams: () => local.closeStreams(),
    listenerCount: (userId) => local.listenerCount(userId),
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      await handling;
      await client?.end().catch(() => {});
      client = null;
    },
  };
}
