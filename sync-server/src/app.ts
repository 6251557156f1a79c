import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { requireUser, sessionMiddleware } from "./auth/middleware.ts";
import { authRoutes } from "./auth/routes.ts";
import type { Config } from "./config.ts";
import type { Database } from "./db/database.ts";
import { healthRoutes } from "./health/routes.ts";
import { ApiError, notFound } from "./http/apiError.ts";
import type { AppEnv } from "./http/context.ts";
import { createErrorHandler } from "./http/errorHandler.ts";
import { requestLog } from "./http/requestLog.ts";
import type { Logger } from "./logger.ts";
import { webRoutes } from "./web/routes.ts";
import { analysisRoutes } from "./analysis/routes.ts";
import { eventsRoutes } from "./events/routes.ts";
import { foodsRoutes } from "./foods/routes.ts";
import { mealsRoutes } from "./meals/routes.ts";
import { photosRoutes, signedPhotoRoutes } from "./photos/routes.ts";
import type { Services } from "./services.ts";
import { idempotency } from "./sync/idempotency.ts";
import { syncRoutes } from "./sync/routes.ts";
import type { WebAssets } from "./web/webAssets.ts";

export interface AppDeps {
  config: Config;
  db: Database;
  logger: Logger;
  /** The built web app; absent in API-only tests. */
  webAssets?: WebAssets;
  /** Live hub, photo store, food database and analysis worker (services.ts). */
  services: Services;
}

const JSON_BODY_LIMIT = 1024 * 1024;

/** The whole HTTP surface, composed from feature routers. No globals: tests build their own. */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  const { config, db, logger, services } = deps;
  const app = new Hono<AppEnv>();

  app.onError(createErrorHandler(logger));
  app.use("*", requestLog(logger));
  app.use("/api/*", sessionMiddleware(db, config.secureCookies));
  app.use("/api/*", (c, next) => {
    const multipart = c.req.header("content-type")?.startsWith("multipart/form-data") ?? false;
    const maxSize = multipart ? config.maxPhotoBytes * 5 + JSON_BODY_LIMIT : JSON_BODY_LIMIT;
    return bodyLimit({
      maxSize,
      onError: () => {
        throw new ApiError(413, "payloadTooLarge");
      },
    })(c, next);
  });

  app.route("/api/health", healthRoutes(db));
  app.route("/api/auth", authRoutes({ config, db }));
  // Signed temporary photo URLs carry their own credential (no cookie).
  app.route("/api/photos", signedPhotoRoutes(db, services));

  // Everything below needs a signed-in user.
  app.use("/api/v1/*", requireUser);
  app.use("/api/v1/*", idempotency(db));
  app.route("/api/v1", photosRoutes(db, services, config));
  app.route("/api/v1", analysisRoutes(db, services));
  app.route("/api/v1", mealsRoutes(db, services));
  app.route("/api/v1", foodsRoutes(services.foods));
  app.route("/api/v1", eventsRoutes(db, services.hub, config.liveHeartbeatMs, logger));
  app.route("/api/v1", syncRoutes(db, services.photoUrls));

  // Unknown API paths answer JSON, never the web page.
  app.all("/api/*", () => {
    throw notFound();
  });
  if (deps.webAssets) app.route("/", webRoutes(deps.webAssets));
  return app;
}
