export interface CoalescedRuns<C, T> {
  request(ctx: C): Promise<T>;
  /** Resolves once the running run (if any) has ended. */
  settled(): Promise<void>;
}

/**
 * One run at a time (a drain of the outbox, a pull of the feed). A request made while a run goes on
 * joins it and gets one more pass after it (a change was added, the connection came back, a live
 * event announced a change the running pass may have read past), and every request that joined is
 * answered with the last pass's outcome. `settle` runs once per run, before anyone hears the outcome.
 */
export function coalescedRuns<C, T>(
  run: (ctx: C) => Promise<T>,
  settle: (outcome: T, ctx: C) => void = () => undefined,
): CoalescedRuns<C, T> {
  let draining: Promise<T> | null = null;
  let again = false;
  return {
    request(ctx) {
      if (draining) {
        again = true;
        return draining;
      }
      // The last check for a request and letting go happen in one turn: a request that comes
      // once the last pass has ended starts a drain of its own instead of hearing that pass.
      draining = (async () => {
        try {
          let outcome: T;
          do {
            again = false;
            outcome = await run(ctx);
          } while (again);
          settle(outcome, ctx);
          return outcome;
        } finally {
          draining = null;
        }
      })();
      return draining;
    },
    async settled() {
      await draining?.catch(() => undefined);
    },
  };
}
