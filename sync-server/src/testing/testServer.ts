import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createApp } from "../app.ts";
import { loadConfig, type Config } from "../config.ts";
import { openDatabase, type OpenedDatabase } from "../db/database.ts";
import { migrateToLatest } from "../db/migrator.ts";
import { silentLogger } from "../logger.ts";
import type { WebAssets } from "../web/webAssets.ts";

export interface TestServer {
  app: ReturnType<typeof createApp>;
  config: Config;
  database: OpenedDatabase;
  dataDir: string;
  /** Calls the app's fetch handler like a browser on the same origin would. */
  request(pathname: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

/** A real app on a real SQLite file in a temporary DATA_DIR; no network socket needed. */
export async function createTestServer(
  options: { env?: Record<string, string>; webAssets?: WebAssets } = {},
): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nutrisnap-test-"));
  const config = loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: "http://localhost:8787", ...options.env });
  const database = openDatabase(config.databaseFile);
  await migrateToLatest(database.db);
  const app = createApp({ config, db: database.db, logger: silentLogger, webAssets: options.webAssets });
  return {
    app,
    config,
    database,
    dataDir,
    request: async (pathname, init) => app.request(`http://localhost:8787${pathname}`, init),
    close: async () => {
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
