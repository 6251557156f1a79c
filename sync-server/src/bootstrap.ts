// The server's one composition root: `serve` (main.ts) and the test server build the app here, so
// tests run what production runs (migrations, released idempotency keys, sealed secrets, mail,
// services and the app, in that order).
import type { Hono } from "hono";
import { createApp } from "./app.ts";
import { createSecretBox, loadSecretKey, sealPlainSecrets } from "./auth/secretBox.ts";
import type { Config } from "./config.ts";
import { openConfiguredDatabase, type OpenedDatabase } from "./db/database.ts";
import type { AppEnv } from "./http/context.ts";
import { migrateToLatest } from "./db/migrator.ts";
import type { PreparedSchema } from "./db/preparedSchema.ts";
import { scheduleHousekeeping } from "./housekeeping/housekeeping.ts";
import type { Logger } from "./logger.ts";
import { openPhotoStore } from "./photos/photoStore.ts";
import { createPostOffice, transportFor, type PostOffice } from "./mail/postOffice.ts";
import type { RateLimitSettings } from "./security/rateLimit.ts";
import { createServices, type Services } from "./services.ts";
import { releaseAbandonedKeys } from "./sync/idempotency.ts";
import type { WebAssets } from "./web/webAssets.ts";

export interface NutriSnapServer {
  app: Hono<AppEnv>;
  database: OpenedDatabase;
  mail: PostOffice;
  services: Services;
  /** Starts the background work: the analysis worker and, unless left out, hourly housekeeping. */
  startWork(options?: { housekeeping?: boolean }): void;
  /**
   * Ends the live streams, stops the background work (running analyses go back to the queue unless
   * `crash`, which leaves their leases held as a dead process would), waits for `requestsDone`
   * (open requests finishing), lets queued mail go out, then closes the database.
   */
  close(options?: { crash?: boolean; requestsDone?: Promise<void> }): Promise<void>;
}

export async function bootstrap(
  config: Config,
  options: {
    logger: Logger;
    webAssets?: WebAssets;
    rateLimits?: Partial<RateLimitSettings>;
    /** The schema an empty database is created from (the single binary's, docs/decisions/178). */
    preparedSchema?: PreparedSchema | null;
  },
): Promise<NutriSnapServer> {
  const { logger } = options;
  const database = await openConfiguredDatabase(config);
  const applied = await migrateToLatest(database.db, { prepared: options.preparedSchema });
  if (applied.length > 0) logger.info("database migrated", { applied });
  // Keys whose first request died with the previous process: their retries run for real. With
  // several nodes on one PostgreSQL another node's requests hold keys now: theirs expire instead.
  if (database.engine === "sqlite") {
    const released = await releaseAbandonedKeys(database.db);
    if (released > 0) logger.info("idempotency keys released", { released });
  }
  const sealed = await sealPlainSecrets(
    database.db,
    createSecretBox(loadSecretKey(config.twoFactorKey, config.dataDir)),
  );
  if (sealed > 0) logger.info("two-factor secrets encrypted at rest", { count: sealed });

  const mail = createPostOffice(transportFor(config), logger);
  // Photos on this node's disk, or in an S3-compatible bucket several nodes share (docs/scaling.md).
  const blobs = await openPhotoStore(config.photoStore).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  if (blobs.kind === "s3") logger.info("photos stored in an object store", { store: blobs.where });
  const services = await createServices(config, database, logger, blobs);
  const app = createApp({
    config,
    db: database.db,
    logger,
    mail,
    services,
    webAssets: options.webAssets,
    rateLimits: options.rateLimits,
  });
  let stopHousekeeping = (): void => {};
  return {
    app,
    database,
    mail,
    services,
    startWork: ({ housekeeping = true } = {}) => {
      services.worker.start();
      if (housekeeping) stopHousekeeping = scheduleHousekeeping(database.db, logger, services.blobs);
    },
    close: async ({ crash = false, requestsDone } = {}) => {
      // Live streams own their connections (decision 171): closing the HTTP server's does not end them.
      services.hub.closeStreams();
      stopHousekeeping();
      await services.worker.stop({ releaseLeases: !crash });
      await requestsDone;
      await services.hub.close();
      await mail.settled();
      services.blobs.close();
      await database.close();
    },
  };
}
