// One EventSource per app on GET /api/v1/events (spec §4 live channel), opened with credentials.
// Every message makes the client pull; subscribers (toasts, screens) get the parsed message. A
// malformed message is logged and ignored.
import { useEffect, useRef } from "react";
import type { LiveMessage } from "@nutrisnap/shared/api";
import { dataContext, type DataContext } from "./context.ts";
import { contracts } from "./contracts.ts";
import { readCursor } from "./pullChanges.ts";
import { isOwnEcho } from "./serverState.ts";
import { drainSettled, engineState, requestPull } from "./syncEngine.ts";

type LiveHandler = (message: LiveMessage) => void;

const handlers = new Set<LiveHandler>();
let source: EventSource | null = null;
let reopenTimer: ReturnType<typeof setTimeout> | undefined;
const REOPEN_AFTER_CLOSE_MS = 30_000;

/** Parses one event's data; null (and a log line) for anything that is not a live message. */
export async function parseLiveMessage(data: unknown): Promise<LiveMessage | null> {
  const { liveMessageSchema } = await contracts();
  try {
    const parsed = liveMessageSchema.safeParse(JSON.parse(String(data)));
    if (parsed.success) return parsed.data;
    console.warn("Ignored a live message of unknown shape", data);
  } catch {
    console.warn("Ignored a live message that is not JSON", data);
  }
  return null;
}

export function subscribeLiveMessages(handler: LiveHandler): () => void {
  handlers.add(handler);
  return () => handlers.delete(handler);
}

/**
 * Pulls for a live event of sequence `seq` unless the store has it already: the feed was read past
 * it, or it only echoes a write of this device whose answer (X-Change-Seq) brought the state.
 * `news` events (an analysis completed or failed) come from the server's own work, never an echo.
 */
async function pullUnlessKnown(ctx: DataContext, seq: number, news = false): Promise<void> {
  if (Number.isSafeInteger(seq) && seq > 0) {
    // The hint often outruns the answer it echoes: let the running drain store its answers first.
    await drainSettled();
    if (seq <= (await readCursor(ctx.db))) return;
    if (!news && (await isOwnEcho(ctx.db, seq))) return;
  }
  await requestPull(ctx);
}

async function changeSeqOf(data: unknown): Promise<number> {
  try {
    const parsed = (await contracts()).liveChangeEventSchema.safeParse(JSON.parse(String(data)));
    return parsed.success ? parsed.data.seq : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

async function deliver(event: MessageEvent): Promise<void> {
  const message = await parseLiveMessage(event.data);
  const news = message !== null && message.type !== "meal_analysis_started";
  void pullUnlessKnown(dataContext(), Number(event.lastEventId || Number.NaN), news);
  if (!message) return;
  for (const handler of handlers) {
    try {
      handler(message);
    } catch (error) {
      console.error("A live message handler failed", error);
    }
  }
}

export function openLiveEvents(ctx: DataContext = dataContext()): void {
  if (source) return;
  clearTimeout(reopenTimer);
  const opened = ctx.openEventSource(ctx.api.url("/api/v1/events"));
  source = opened;
  let hadError = false;
  opened.onopen = () => {
    engineState.setState({ live: "connected" });
    // Back after a break: what happened meanwhile comes through the feed.
    if (hadError) void requestPull(ctx);
  };
  opened.onerror = () => {
    hadError = true;
    engineState.setState({ live: "error" });
    // The browser retries by itself unless the server refused the stream (e.g. 401).
    if (opened.readyState === 2 && source === opened) {
      source = null;
      reopenTimer = setTimeout(() => openLiveEvents(ctx), REOPEN_AFTER_CLOSE_MS);
    }
  };
  opened.onmessage = (event) => void deliver(event);
  // Changes without a live message (another device, a profile edit) only ask for a pull.
  opened.addEventListener(
    "change",
    (event: MessageEvent) => void changeSeqOf(event.data).then((seq) => pullUnlessKnown(ctx, seq)),
  );
}

export function closeLiveEvents(): void {
  clearTimeout(reopenTimer);
  source?.close();
  source = null;
  engineState.setState({ live: "closed" });
}

/** Calls `handler` for every live message while the component is mounted. */
export function useLiveMessages(handler: LiveHandler): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => subscribeLiveMessages((message) => latest.current(message)), []);
}
