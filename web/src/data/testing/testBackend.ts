// The real Hono app in this process, reached through an injected fetch with a small cookie jar,
// like a browser on the app's origin. `offline` makes every request fail as a network error does.
import { createTestServer, type TestServer } from "../../../../sync-server/src/testing/testServer.ts";
import type { RateLimitSettings } from "../../../../sync-server/src/security/rateLimit.ts";
import type { FetchFunction } from "../api.ts";
import { configureData, createDataContext, type DataContext } from "../context.ts";

export const ORIGIN = "http://localhost:8787";

export interface SentRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  status: number | null;
}

export interface TestBackend {
  server: TestServer;
  fetch: FetchFunction;
  cookies: Map<string, string>;
  sent: SentRequest[];
  offline: boolean;
  /** Runs before each request reaches the server (e.g. to end the session mid-drain). */
  beforeRequest: ((request: SentRequest) => void | Promise<void>) | null;
  /** The server handles the request, then the connection drops before the answer arrives. */
  loseAnswer: ((request: SentRequest) => boolean) | null;
  /** Runs after the server answered and before the client reads the answer (an answer still on its way). */
  beforeAnswer: ((request: SentRequest) => void | Promise<void>) | null;
  /** A fresh data context (own Dexie connection) on this backend: a second tab. */
  context(databaseName: string): DataContext;
  /** Makes the app's context use this backend. */
  useAsApp(databaseName: string): DataContext;
  close(): Promise<void>;
}

export async function startTestBackend(
  env: Record<string, string> = {},
  rateLimits?: Partial<RateLimitSettings>,
): Promise<TestBackend> {
  const server = await createTestServer({ env, rateLimits });
  const backend: TestBackend = {
    server,
    cookies: new Map(),
    sent: [],
    offline: false,
    beforeRequest: null,
    loseAnswer: null,
    beforeAnswer: null,
    fetch: async (input, init) => {
      const url = new URL(input);
      const method = (init.method ?? "GET").toUpperCase();
      const headers = new Headers(init.headers);
      const record: SentRequest = {
        method,
        path: url.pathname + url.search,
        idempotencyKey: headers.get("idempotency-key"),
        status: null,
      };
      if (backend.offline) throw new TypeError("Failed to fetch");
      await backend.beforeRequest?.(record);
      backend.sent.push(record);
      if (backend.cookies.size > 0)
        headers.set("cookie", [...backend.cookies].map(([name, value]) => `${name}=${value}`).join("; "));
      if (method !== "GET" && method !== "HEAD") headers.set("origin", ORIGIN);
      const response = await server.fetch(new Request(url, { ...init, headers }));
      record.status = response.status;
      if (backend.loseAnswer?.(record)) throw new TypeError("Failed to fetch (connection lost)");
      await backend.beforeAnswer?.(record);
      for (const cookie of response.headers.getSetCookie()) {
        const [pair = "", ...attributes] = cookie.split(";");
        const [name = "", value = ""] = pair.split("=");
        const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
        if (!value || expired) backend.cookies.delete(name.trim());
        else backend.cookies.set(name.trim(), value.trim());
      }
      return response;
    },
    context: (databaseName) => createDataContext({ databaseName, fetch: backend.fetch, baseUrl: ORIGIN }),
    useAsApp: (databaseName) => configureData({ databaseName, fetch: backend.fetch, baseUrl: ORIGIN }),
    close: () => server.close(),
  };
  return backend;
}
