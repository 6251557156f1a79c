/**
 * One drain at a time in this window. A request made while a drain runs joins it and gets one more
 * pass after it (a change was added, the connection came back), and every request that joined is
 * answered with the last pass's outcome. `settle` runs once per drain, before anyone hears the
 * outcome.
 */
export function drainRequests<C, T>(
  run: (ctx: C) => Promise<T>,
  settle: (outcome: T, ctx: C) => void,
): { request(ctx: C): Promise<T>; settled(): Promise<void> } {
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
