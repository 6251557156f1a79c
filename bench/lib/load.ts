// A small load generator: a fixed number of clients issuing requests back to back for a fixed
// time (or count), recording each latency. Only loopback targets: a benchmark never leaves the box.
import { performance } from "node:perf_hooks";

export interface LoadResult {
  requests: number;
  errors: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p99: number;
  /** The first unexpected answer, to show why errors happened. */
  firstError: string | null;
}

export function assertLoopback(url: string): void {
  const host = new URL(url).hostname;
  if (!["127.0.0.1", "localhost", "[::1]", "::1"].includes(host))
    throw new Error(`benchmarks only target loopback addresses, not ${host}`);
}

/** Linear-interpolated percentile of sorted numbers. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const at = (sorted.length - 1) * p;
  const low = Math.floor(at);
  const high = Math.ceil(at);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (at - low);
}

export interface LoadOptions {
  /** Concurrent clients. */
  concurrency: number;
  /** Stop issuing new requests after this long. */
  seconds: number;
  /** Optional cap on the total number of requests. */
  maxRequests?: number;
  /** One request; resolves true when the answer is the expected one. `client` is 0..concurrency-1. */
  request: (client: number, index: number) => Promise<boolean | string>;
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  let issued = 0;
  let firstError: string | null = null;
  const started = performance.now();
  const deadline = started + options.seconds * 1000;
  const client = async (id: number): Promise<void> => {
    while (
      performance.now() < deadline &&
      (options.maxRequests === undefined || issued < options.maxRequests)
    ) {
      const index = issued++;
      const t0 = performance.now();
      let outcome: boolean | string;
      try {
        outcome = await options.request(id, index);
      } catch (error) {
        outcome = error instanceof Error ? error.message : String(error);
      }
      latencies.push(performance.now() - t0);
      if (outcome !== true) {
        errors += 1;
        firstError ??= outcome === false ? "unexpected answer" : outcome;
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, (_, id) => client(id)));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    seconds,
    perSecond: latencies.length / seconds,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    firstError,
  };
}
