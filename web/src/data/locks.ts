// One holder at a time for a named job across tabs and the service worker (Web Locks). Where
// `navigator.locks` is missing (old browsers, Node tests) an in-process queue gives the same
// guarantee within this JavaScript realm.

const localQueues = new Map<string, Promise<unknown>>();

function withLocalLock<T>(name: string, work: () => Promise<T>): Promise<T> {
  const previous = localQueues.get(name) ?? Promise.resolve();
  const run = previous.then(work, work);
  const settled = run.catch(() => undefined);
  localQueues.set(name, settled);
  void settled.then(() => {
    if (localQueues.get(name) === settled) localQueues.delete(name);
  });
  return run;
}

/** Runs `work` while holding the lock `name`, waiting for an earlier holder to finish. */
export function withLock<T>(name: string, work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === "undefined" ? undefined : navigator.locks;
  if (!locks) return withLocalLock(name, work);
  return locks.request(name, work) as Promise<T>;
}
