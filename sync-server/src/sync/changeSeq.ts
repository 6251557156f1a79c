// X-Change-Seq (issue 11, echo work): a write answer carries the highest change-log sequence its
// request appended, so the client knows which feed entries are its own echoes.
import { AsyncLocalStorage } from "node:async_hooks";
import { CHANGE_SEQ_HEADER } from "@nutrisnap/shared/api";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../http/context.ts";

const written = new AsyncLocalStorage<{ seq: number }>();

/** Called by the change log after a commit: the running request (if any) wrote `seq`. */
export function noteWrittenSeq(seq: number): void {
  const state = written.getStore();
  if (state && seq > state.seq) state.seq = seq;
}

/**
 * Runs background work (an analysis job woken by a request) outside the request's tracking: its
 * writes are not the request's, and the header must name what the answer's body shows.
 */
export function outsideRequest<T>(work: () => T): T {
  return written.exit(work);
}

/** Sets the header on answers of requests that appended changes. Inside the idempotency middleware. */
export function changeSeqHeader(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const state = { seq: 0 };
    await written.run(state, next);
    if (state.seq > 0) c.res.headers.set(CHANGE_SEQ_HEADER, String(state.seq));
  };
}
