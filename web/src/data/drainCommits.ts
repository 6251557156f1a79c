// The read-write transactions of one drain run, committed together when they come together. Every
// write of a run (a pick, an answer, a failure) takes the outbox, so IndexedDB runs them one after
// the other anyway; work queued while a transaction runs goes into the next one, in the order it was
// queued. Fewer transactions cost the page and the browser's IndexedDB backend less CPU, which on a
// small machine the server then has (issue 14).
import { userTables, type NutriSnapDb } from "./db.ts";

interface Queued {
  work: () => Promise<unknown>;
  done: (value: unknown) => void;
  failed: (error: unknown) => void;
}

/** Every table a drain's write may touch: the session and the user's tables (the outbox, `meta`, the data). */
export const drainTables = (db: NutriSnapDb) => [db.session, ...userTables(db)];

/**
 * Runs a run's writes in shared read-write transactions. A work runs inside the transaction, must
 * await nothing but that transaction's requests, and is told it is done only once the transaction
 * has committed. Works run one after the other in the order they were queued, each seeing what the
 * ones before it wrote, as if each had its own transaction in that order. A work that fails aborts
 * the transaction it shares, and every work of that transaction fails with its error: nothing of it
 * was written (a drain stops then, and what was not written is sent again under the same keys).
 */
export class CommitQueue {
  private waiting: Queued[] = [];
  private committing = false;
  /** Transactions committed and the works they held (tests and the bench read them). */
  readonly stats = { transactions: 0, works: 0 };

  constructor(private readonly db: NutriSnapDb) {}

  commit<T>(work: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.waiting.push({ work, done: resolve as (value: unknown) => void, failed: reject });
      if (!this.committing) void this.flush();
    });
  }

  private async flush(): Promise<void> {
    this.committing = true;
    try {
      while (this.waiting.length > 0) {
        const batch = this.waiting.splice(0);
        try {
          const results = await this.db.transaction("rw", drainTables(this.db), async () => {
            const results: unknown[] = [];
            for (const queued of batch) results.push(await queued.work());
            return results;
          });
          this.stats.transactions += 1;
          this.stats.works += batch.length;
          batch.forEach((queued, index) => queued.done(results[index]));
        } catch (error) {
          for (const queued of batch) queued.failed(error);
        }
      }
    } finally {
      this.committing = false;
    }
  }
}
