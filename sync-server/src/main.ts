import { serve } from "@hono/node-server";
import { bootstrap } from "./bootstrap.ts";
import {
  backupCommand,
  commandConfig,
  migrateToPostgresCommand,
  OPERATIONS_HELP,
  restoreCommand,
} from "./cli/operations.ts";
import { openConfiguredDatabase } from "./db/database.ts";
import { migrateToLatest } from "./db/migrator.ts";
import { runAdmin } from "./early-access/admin.ts";
import { createLogger } from "./logger.ts";
import { APP_VERSION } from "./version.ts";
import { folderWebAssets } from "./web/webAssets.ts";

const HELP = `NutriSnap sync server ${APP_VERSION}

Usage: server [command]

Commands:
  serve        start the server (default)
  migrate      bring the database to the latest schema and exit
${OPERATIONS_HELP}
  admin        early-access admin: \`admin approve EMAIL\`, \`admin list\` (npm run admin -- list)
  --version    print the version
  --help       print this help

Settings come from the environment; see README.md (PORT, DATA_DIR, DATABASE_URL, PUBLIC_URL, ...).`;

async function serveCommand(): Promise<void> {
  const { config, runtime } = commandConfig();
  const logger = createLogger(config.logLevel);
  const nutrisnap = await bootstrap(config, {
    logger,
    webAssets: runtime?.webAssets ?? folderWebAssets(config.webDir),
    preparedSchema: runtime?.preparedSchema,
  });
  const server = serve({ fetch: nutrisnap.app.fetch, port: config.port, hostname: config.host }, (info) => {
    logger.info("listening", { url: `http://localhost:${info.port}`, dataDir: config.dataDir });
    nutrisnap.startWork();
  });

  let stopping = false;
  const stop = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    logger.info("stopping", { signal });
    // Stop accepting, hand running analyses back to the queue, let open requests finish and
    // queued mail go out, then close the database.
    const requestsDone = new Promise<void>((resolve) => server.close(() => resolve()));
    void nutrisnap
      .close({ requestsDone })
      .catch((error: unknown) => logger.error("stopping the server failed", { error: String(error) }))
      .then(() => process.exit(0));
    // Long-lived streams (live events) would hold close() forever.
    setTimeout(() => process.exit(0), 5_000).unref();
    if ("closeAllConnections" in server) setTimeout(() => server.closeAllConnections(), 1_000).unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

async function migrateCommand(): Promise<void> {
  const { config, runtime } = commandConfig();
  const database = await openConfiguredDatabase(config);
  const applied = await migrateToLatest(database.db, { prepared: runtime?.preparedSchema });
  console.log(applied.length > 0 ? `Applied: ${applied.join(", ")}` : "The database is up to date.");
  await database.close();
}

async function adminCommand(): Promise<void> {
  const { config, runtime } = commandConfig();
  const database = await openConfiguredDatabase(config);
  await migrateToLatest(database.db, { prepared: runtime?.preparedSchema });
  process.exitCode = await runAdmin(database.db, process.argv.slice(3), (line) => console.log(line));
  await database.close();
}

const command = process.argv[2] ?? "serve";
const commands: Record<string, () => Promise<void>> = {
  serve: serveCommand,
  migrate: migrateCommand,
  backup: () => backupCommand(process.argv.slice(3)),
  restore: () => restoreCommand(process.argv.slice(3)),
  "migrate-to-postgres": () => migrateToPostgresCommand(process.argv.slice(3)),
  admin: adminCommand,
  "--version": async () => console.log(APP_VERSION),
  "--help": async () => console.log(HELP),
};

const run = commands[command];
if (!run) {
  console.error(`Unknown command "${command}".\n\n${HELP}`);
  process.exit(2);
}
run().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
