import { Hono } from "hono";
import { wireAccountFeatures } from "./account/wireFeatures.ts";
import { createAccountExtensions } from "./account/extensions.ts";
import { accountRoutes } from "./account/routes.ts";
import { twoFactorRoutes } from "./account/twoFactorRoutes.ts";
import { readSessionToken, setSessionCookie } from "./auth/cookies.ts";
import { requireUser, sessionMiddleware } from "./auth/middleware.ts";
import { validateSessionToken } from "./auth/sessions.ts";
import { toUser } from "./auth/users.ts";
import { findOnboarding } from "./onboarding/repository.ts";
import { recoveryRoutes } from "./auth/recoveryRoutes.ts";
import { confirmationRoutes } from "./auth/confirmationRoutes.ts";
import { authRoutes } from "./auth/routes.ts";
import { createSecretBox, loadSecretKey } from "./auth/secretBox.ts";
import type { Config } from "./config.ts";
import { engineOf, type Database } from "./db/database.ts";
import { earlyAccessRoutes } from "./early-access/routes.ts";
import type { FeatureDeps } from "./featureDeps.ts";
import { goalsRoutes } from "./goals/routes.ts";
import { healthRoutes } from "./health/routes.ts";
import { notFound } from "./http/apiError.ts";
import { compressJson } from "./http/compressJson.ts";
import type { AppEnv } from "./http/context.ts";
import { createErrorHandler } from "./http/errorHandler.ts";
import { requestLog } from "./http/requestLog.ts";
import type { Logger } from "./logger.ts";
import { createPostOffice, transportFor, type PostOffice } from "./mail/postOffice.ts";
import { nutritionRoutes } from "./nutrition/routes.ts";
import { onboardingRoutes } from "./onboarding/routes.ts";
import { profileRoutes } from "./profile/routes.ts";
import { requestBodyLimits } from "./security/bodyLimits.ts";
import { sameOriginWrites } from "./security/csrf.ts";
import { securityHeaders } from "./security/headers.ts";
import { createRateLimiters, memoryRateLimitStore, type RateLimitSettings } from "./security/rateLimit.ts";
import { databaseRateLimitStore } from "./security/sharedRateLimits.ts";
import { pageScriptSources } from "./web/pageScripts.ts";
import { webRoutes } from "./web/routes.ts";
import { analysisRoutes } from "./analysis/routes.ts";
import { eventsRoutes } from "./events/routes.ts";
import { foodsRoutes } from "./foods/routes.ts";
import { mealsRoutes } from "./meals/routes.ts";
import { photosRoutes, signedPhotoRoutes } from "./photos/routes.ts";
import type { Services } from "./services.ts";
import { changeSeqHeader } from "./sync/changeSeq.ts";
import { idempotency } from "./sync/idempotency.ts";
import { syncRoutes } from "./sync/routes.ts";
import { weightsRoutes } from "./weights/routes.ts";
import type { WebAssets } from "./web/webAssets.ts";

export interface AppDeps {
  config: Config;
  db: Database;
  logger: Logger;
  /** The built web app; absent in API-only tests. */
  webAssets?: WebAssets;
  /** Outgoing mail; by default SMTP when SMTP_URL is set, else files under DATA_DIR/mail/. */
  mail?: PostOffice;
  /** Tighter or looser rate limits than the defaults (tests). */
  rateLimits?: Partial<RateLimitSettings>;
  /** Live hub, photo store, food database and analysis worker (services.ts). */
  services: Services;
}

/** The whole HTTP surface, composed from feature routers. No globals: tests build their own. */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  const { config, db, logger, services } = deps;
  const app = new Hono<AppEnv>();

  app.onError(createErrorHandler(logger));
  app.use("*", requestLog(logger));
  app.use("*", securityHeaders(config.publicUrl, pageScriptSources(deps.webAssets)));
  app.use("/api/*", compressJson());
  app.use("/api/*", sameOriginWrites(config.publicUrl, config.trustProxy > 0));
  app.use("/api/*", sessionMiddleware(db, config.secureCookies));
  app.use("/api/*", requestBodyLimits(config.maxPhotoBytes));

  const features: FeatureDeps = {
    config,
    db,
    logger,
    mail: deps.mail ?? createPostOffice(transportFor(config), logger),
    // Nodes sharing a PostgreSQL count attempts there; one server counts in memory.
    limits: createRateLimiters(
      deps.rateLimits,
      engineOf(db) === "postgres" ? databaseRateLimitStore(db) : memoryRateLimitStore(),
    ),
    // Other features append exporters, deleters and change listeners here.
    extensions: createAccountExtensions(),
    hub: services.hub,
    secrets: createSecretBox(loadSecretKey(config.twoFactorKey, config.dataDir)),
  };
  wireAccountFeatures(features.extensions, services);

  app.route("/api/health", healthRoutes(db));
  app.route("/api/auth", authRoutes(features));
  app.route("/api/auth", recoveryRoutes(features));
  app.route("/api/early-access", earlyAccessRoutes(features));
  // Signed temporary photo URLs carry their own credential (no cookie).
  app.route("/api/photos", signedPhotoRoutes(db, services));

  // Everything below needs a signed-in user.
  app.use("/api/v1/*", requireUser);
  app.use("/api/v1/*", idempotency(db));
  app.use("/api/v1/*", changeSeqHeader());
  app.route("/api/v1/profile", profileRoutes(features));
  app.route("/api/v1/onboarding", onboardingRoutes(features));
  app.route("/api/v1/usergoals", goalsRoutes(features));
  app.route("/api/v1/nutrition", nutritionRoutes(features));
  app.route("/api/v1/weights", weightsRoutes(features));
  app.route("/api/v1/account/two-factor", twoFactorRoutes(features));
  app.route("/api/v1/account/confirmation", confirmationRoutes(features));
  app.route("/api/v1", accountRoutes(features));
  app.route("/api/v1", photosRoutes(db, services));
  app.route("/api/v1", analysisRoutes(db, services, features.limits.analysisPerUser));
  app.route("/api/v1", mealsRoutes(db, services));
  app.route("/api/v1", foodsRoutes(services.foods, features.limits.foodEstimatePerUser));
  app.route("/api/v1", eventsRoutes(db, services.hub, config.liveHeartbeatMs, logger));
  app.route("/api/v1", syncRoutes(db, services.photoUrls));

  // Unknown API paths answer JSON, never the web page.
  app.all("/api/*", () => {
    throw notFound();
  });
  if (deps.webAssets)
    app.route(
      "/",
      webRoutes(deps.webAssets, {
        // The signed-in dashboard's first frame is filled in for the cookie's user (decision 153).
        signedInUser: async (c) => {
          const token = readSessionToken(c);
          const validated = token ? await validateSessionToken(db, token) : null;
          if (!token || !validated) return null;
          if (validated.renewed) setSessionCookie(c, token, validated.session, config.secureCookies);
          // A user without a nutrition profile is sent on to /onboarding by the app: no dashboard
          // frame for them, which would show a page they never reach.
          if (!(await findOnboarding(db, validated.user.id))) return null;
          return toUser(validated.user);
        },
      }),
    );
  return app;
}
