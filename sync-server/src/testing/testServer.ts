import fs from "node:fs";
import type { User } from "@nutrisnap/shared/api";
import os from "node:os";
import path from "node:path";
import { serve, type ServerType } from "@hono/node-server";
import { bootstrap, type NutriSnapServer } from "../bootstrap.ts";
import { loadConfig, type Config } from "../config.ts";
import type { OpenedDatabase } from "../db/database.ts";
import { silentLogger, type Logger } from "../logger.ts";
import type { PostOffice } from "../mail/postOffice.ts";
import type { Services } from "../services.ts";
import type { RateLimitSettings } from "../security/rateLimit.ts";
import type { WebAssets } from "../web/webAssets.ts";
import { createTestSchema, onPostgres, type TestSchema } from "./testDatabase.ts";
import { startObjectStore, type TestObjectStore } from "./objectStore.ts";

export interface TestServer {
  app: NutriSnapServer["app"];
  config: Config;
  database: OpenedDatabase;
  dataDir: string;
  /** Outgoing mail (files under DATA_DIR/mail/ unless SMTP_URL is set); await `mail.settled()`. */
  mail: PostOffice;
  /** Live hub, photo store, foods and the analysis worker (started unless `startWorker: false`). */
  services: Services;
  /**
   * Calls the app's fetch handler like a browser on the same origin would: state-changing requests
   * carry the app's Origin unless the test sets another. The live events route takes Node's
   * connection, so its requests go to the app served by Node's HTTP server on loopback.
   */
  request(pathname: string, init?: RequestInit): Promise<Response>;
  /** A request as the browser sends it, to the app (or, for live events, to the app served on loopback). */
  fetch(request: Request): Promise<Response>;
  /** The app served by Node's HTTP server on loopback, for tests that speak HTTP on a socket of their own. */
  listen(): Promise<string>;
  /** Registers a user and answers the session cookie to send as `cookie`. */
  signUp(
    overrides?: Partial<{ name: string; email: string; password: string; locale: "en_US" | "es_CL" }>,
  ): Promise<{
    cookie: string;
    user: User;
  }>;
  /**
   * Stops the worker (handing running jobs back), closes the database and removes DATA_DIR.
   * `crash: true` leaves leases held, as a dead process would; `keepData: true` keeps DATA_DIR for a
   * restarted server (`createTestServer({ dataDir })`).
   */
  close(options?: { crash?: boolean; keepData?: boolean }): Promise<void>;
}

const EVENTS_PATH = "/api/v1/events";
// Joined from the folder, not `new URL(…, import.meta.url)`: the web's component tests load this
// module through Vite's browser transform, which turns that pattern into an http URL.

/**
 * TEST_PHOTO_STORE=s3 runs every test server's photos in a real S3-compatible server on loopback
 * (one per test process, a prefix per DATA_DIR, kept for a restarted server), as PHOTO_STORE would.
 */
const photosInBucket = process.env.TEST_PHOTO_STORE === "s3";
let sharedObjectStore: Promise<TestObjectStore> | null = null;
const prefixesByDataDir = new Map<string, string>();

async function photoStoreEnv(dataDir: string): Promise<Record<string, string>> {
  if (!photosInBucket) return {};
  sharedObjectStore ??= startObjectStore();
  const prefix =
    prefixesByDataDir.get(dataDir) ?? `t-${path.basename(dataDir).replace(/[^A-Za-z0-9-]/g, "")}`;
  prefixesByDataDir.set(dataDir, prefix);
  return (await sharedObjectStore).env(prefix);
}

/** On PostgreSQL, the schema that holds each kept DATA_DIR's data, for a restarted server. */
const schemasByDataDir = new Map<string, TestSchema>();

/**
 * A real app on a real SQLite file in a temporary DATA_DIR, or on a fresh PostgreSQL schema when
 * TEST_DATABASE_URL is set (testDatabase.ts); no network socket needed.
 */
export async function createTestServer(
  options: {
    env?: Record<string, string>;
    webAssets?: WebAssets;
    logger?: Logger;
    rateLimits?: Partial<RateLimitSettings>;
    dataDir?: string;
    startWorker?: boolean;
    /** SQLite under DATA_DIR even when the tests run on PostgreSQL (a deployment to move up). */
    sqlite?: boolean;
  } = {},
): Promise<TestServer> {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "nutrisnap-test-"));
  let schema: TestSchema | undefined;
  if (onPostgres && !options.env?.DATABASE_URL && !options.sqlite) {
    schema = schemasByDataDir.get(dataDir) ?? (await createTestSchema());
    schemasByDataDir.set(dataDir, schema);
  }
  const config = loadConfig({
    // A test that names PHOTO_STORE (even "", the file store) keeps it.
    ...(options.env && "PHOTO_STORE" in options.env ? {} : await photoStoreEnv(dataDir)),
    DATA_DIR: dataDir,
    ...(schema ? { DATABASE_URL: schema.url } : {}),
    PUBLIC_URL: "http://localhost:8787",
    ANALYSIS_RETRY_BASE_MS: "20",
    ANALYSIS_POLL_MS: "25",
    ...options.env,
  });
  const nutrisnap = await bootstrap(config, {
    logger: options.logger ?? silentLogger,
    webAssets: options.webAssets,
    rateLimits: options.rateLimits,
  });
  const { app, database, mail, services } = nutrisnap;
  // Housekeeping has its own tests; here it would race the test's own writes.
  if (options.startWorker !== false) nutrisnap.startWork({ housekeeping: false });
  const origin = "http://localhost:8787";
  let signUps = 0;
  // Started at the first request for live events: most tests never need a socket.
  let listener: Promise<{ server: ServerType; url: string }> | null = null;
  const listening = () =>
    (listener ??= new Promise((resolve) => {
      const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info) =>
        resolve({ server, url: `http://127.0.0.1:${info.port}` }),
      );
    }));
  const fetchFn = async (incoming: Request): Promise<Response> => {
    const url = new URL(incoming.url);
    if (!url.pathname.startsWith(EVENTS_PATH)) return app.fetch(incoming);
    const { url: base } = await listening();
    return fetch(`${base}${url.pathname}${url.search}`, {
      method: incoming.method,
      headers: incoming.headers,
      signal: incoming.signal,
    });
  };
  const request = async (pathname: string, init: RequestInit = {}): Promise<Response> => {
    const headers = new Headers(init.headers);
    const method = (init.method ?? "GET").toUpperCase();
    if (!["GET", "HEAD", "OPTIONS"].includes(method) && !headers.has("origin")) headers.set("origin", origin);
    return fetchFn(new Request(`${origin}${pathname}`, { ...init, headers }));
  };
  return {
    app,
    config,
    database,
    dataDir,
    mail,
    services,
    request,
    fetch: fetchFn,
    listen: async () => (await listening()).url,
    signUp: async (overrides = {}) => {
      signUps += 1;
      const password = overrides.password ?? "secret-password";
      const response = await request("/api/auth/register", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          name: overrides.name ?? `Test User ${signUps}`,
          email: overrides.email ?? `user${signUps}-${Date.now()}@example.com`,
          password,
          passwordConfirm: password,
          locale: overrides.locale ?? "en_US",
        }),
      });
      if (response.status !== 201)
        throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
      const cookie = (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
      return { cookie, user: (await response.json()) as User };
    },
    close: async ({ crash = false, keepData = false } = {}) => {
      // As main.ts stops: the server stops accepting while the app closes (live streams first).
      const requestsDone = listener?.then(({ server }) => {
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        if ("closeAllConnections" in server) server.closeAllConnections();
        return closed;
      });
      await nutrisnap.close({ crash, requestsDone });
      if (!keepData) {
        fs.rmSync(dataDir, { recursive: true, force: true });
        schemasByDataDir.delete(dataDir);
        await schema?.drop();
      }
    },
  };
}
