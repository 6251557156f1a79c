// The analysis worker inside the server process: leases due jobs, at most `concurrency` at once.
import type { Logger } from "../logger.ts";
import { outsideRequest } from "../sync/changeSeq.ts";
import { leaseNextJob, releaseJob, type LeasedJob } from "./jobs.ts";
import { runJob, type AnalysisDeps } from "./runJob.ts";

export interface AnalysisWorker {
  start(): void;
  /** Asks for a look at the queue now (after an enqueue) instead of at the next poll. */
  wake(): void;
  /**
   * Stops taking jobs and aborts the running ones. A graceful stop hands them back to the queue;
   * `releaseLeases: false` leaves them leased, as a crash would.
   */
  stop(options?: { releaseLeases?: boolean }): Promise<void>;
}

export interface WorkerOptions {
  concurrency: number;
  leaseMs: number;
  pollMs: number;
}

export function createAnalysisWorker(
  deps: AnalysisDeps & { logger: Logger },
  options: WorkerOptions,
): AnalysisWorker {
  const running = new Map<string, { job: LeasedJob; controller: AbortController; done: Promise<void> }>();
  let timer: NodeJS.Timeout | null = null;
  let started = false;
  let leasing = false;
  let again = false;

  async function fill(): Promise<void> {
    if (leasing) {
      again = true;
      return;
    }
    leasing = true;
    try {
      while (started && running.size < options.concurrency) {
        const job = await leaseNextJob(deps.db, options.leaseMs);
        if (!job) break;
        const controller = new AbortController();
        const done = runJob(deps, job, controller.signal)
          .catch((error: unknown) =>
            deps.logger.error("analysis job error", { job: job.id, error: String(error) }),
          )
          .finally(() => {
            running.delete(job.id);
            if (started) void fill();
          });
        running.set(job.id, { job, controller, done });
      }
    } catch (error) {
      deps.logger.error("analysis queue error", { error: String(error) });
    } finally {
      leasing = false;
      if (again && started) {
        again = false;
        void fill();
      }
    }
  }

  return {
    start() {
      if (started) return;
      started = true;
      timer = setInterval(() => void fill(), options.pollMs);
      timer.unref();
      outsideRequest(() => void fill());
    },
    wake() {
      // Woken from inside a request: the jobs' writes are not that request's own.
      if (started) outsideRequest(() => void fill());
    },
    async stop({ releaseLeases = true } = {}) {
      started = false;
      if (timer) clearInterval(timer);
      timer = null;
      // A lease query under way may still start a job: wait for it before aborting what runs.
      while (leasing) await new Promise((resolve) => setTimeout(resolve, 5));
      const inFlight = [...running.values()];
      for (const entry of inFlight) entry.controller.abort();
      await Promise.all(inFlight.map((entry) => entry.done));
      if (releaseLeases) for (const entry of inFlight) await releaseJob(deps.db, entry.job);
    },
  };
}
