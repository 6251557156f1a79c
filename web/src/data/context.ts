// What the data layer works with: the local database and the API client. The window and the
// service worker each build one; tests build theirs against the in-process server.
import { createApiClient, type ApiClient, type FetchFunction } from "./api.ts";
import { NutriSnapDb } from "./db.ts";
import { withEarlySessionCheck } from "./earlySessionCheck.ts";

export type EventSourceFactory = (url: string) => EventSource;

export interface DataContext {
  db: NutriSnapDb;
  api: ApiClient;
  openEventSource: EventSourceFactory;
}

export interface DataOptions {
  databaseName?: string;
  fetch?: FetchFunction;
  baseUrl?: string;
  openEventSource?: EventSourceFactory;
}

export function createDataContext(options: DataOptions = {}): DataContext {
  const fetchFn: FetchFunction = options.fetch ?? ((input, init) => fetch(input, init));
  return {
    db: new NutriSnapDb(options.databaseName),
    api: createApiClient(fetchFn, options.baseUrl ?? ""),
    openEventSource: options.openEventSource ?? ((url) => new EventSource(url, { withCredentials: true })),
  };
}

let current: DataContext | null = null;

/**
 * The app's context, created on first use with the browser's fetch and EventSource; its first
 * session check takes the answer the page's start-up script asked for, if any.
 */
export function dataContext(): DataContext {
  current ??= createDataContext({ fetch: withEarlySessionCheck((input, init) => fetch(input, init)) });
  return current;
}

/** Replaces the app's context (tests; a different server). Closes the previous database. */
export function configureData(options: DataOptions): DataContext {
  current?.db.close();
  current = createDataContext(options);
  return current;
}
