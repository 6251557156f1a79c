// The screens' live queries. Dexie answers a live query again after every write that touches what it
// read; each answer re-renders the components that use it. Rendered at React's default priority,
// every answer is one uninterrupted render: while a device fills its store (the first pull of a
// new device, a drain), the dashboard's dozen queries answer again and again and each answer holds
// the main thread for the whole of its render. Here each answer renders as a transition instead:
// React renders it in short slices, input stays first, and an answer overtaken by a newer one is
// never committed (decision 159).
import { liveQuery } from "dexie";
import { useObservable } from "dexie-react-hooks";
import { startTransition } from "react";

interface Subscription {
  unsubscribe(): void;
}

interface Source<T> {
  subscribe(observer: { next: (value: T) => void; error: (error: unknown) => void }): Subscription;
}

/** The same answers, each delivered inside a transition. */
export function inTransitions<T>(source: Source<T>) {
  return {
    subscribe(next: (value: T) => void, error?: (error: unknown) => void): Subscription {
      return source.subscribe({
        next: (value) => startTransition(() => next(value)),
        // An error is not news to render gently: it reaches the error boundary at once.
        error: (reason) => error?.(reason),
      });
    },
  };
}

/** dexie-react-hooks' useLiveQuery, with each answer rendered as a transition. */
export function useLiveQuery<T>(querier: () => Promise<T> | T, deps: unknown[]): T | undefined {
  return useObservable<T>(() => inTransitions(liveQuery(querier)), deps);
}
