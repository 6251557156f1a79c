// The line uploads wait in before their photos are decoded and re-encoded. Image work is CPU-bound
// and runs on the thread pool: fifty uploads at once would each get a sliver of the CPU, finish
// together after a long time and starve every other request meanwhile. The line lets a few run at
// once (first come, first served) and refuses, with a retry hint, when too many are waiting.
import os from "node:os";
import { ApiError } from "../http/apiError.ts";

/** Uploads processed at once by default: leave a core for requests that are not photos. */
export const defaultPhotoConcurrency = (): number => Math.max(1, Math.floor(os.availableParallelism() / 2));
/** Uploads that may wait; the next one is answered 503 with Retry-After. */
export const DEFAULT_PHOTO_WAITING = 100;
/** What a refused upload is told to wait before retrying. */
export const PHOTO_RETRY_AFTER_SECONDS = 5;

export interface ProcessingLine {
  /** Runs `task` when its turn comes; throws a 503 ApiError at once when the line is full. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running now and tasks waiting their turn. */
  readonly running: number;
  readonly waiting: number;
}

export function createProcessingLine(
  options: { concurrency?: number; maxWaiting?: number } = {},
): ProcessingLine {
  const concurrency = options.concurrency ?? defaultPhotoConcurrency();
  const maxWaiting = options.maxWaiting ?? DEFAULT_PHOTO_WAITING;
  const waiting: (() => void)[] = [];
  let running = 0;

  const next = (): void => {
    running -= 1;
    const start = waiting.shift();
    if (start) {
      running += 1;
      start();
    }
  };

  return {
    async run(task) {
      if (running >= concurrency) {
        if (waiting.length >= maxWaiting)
          throw new ApiError(503, "photoLineFull", {
            headers: { "Retry-After": String(PHOTO_RETRY_AFTER_SECONDS) },
          });
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else running += 1;
      try {
        return await task();
      } finally {
        next();
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}
