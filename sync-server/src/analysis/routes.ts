import { Hono } from "hono";
import { z } from "zod/mini";
import { analysisContextSchema, analyzeQuerySchema } from "@nutrisnap/shared/api";
import type { Locale } from "@nutrisnap/shared/constants";
import { fromBcp47, negotiateLocale } from "@nutrisnap/shared/locale";
import { currentUserId } from "../auth/middleware.ts";
import type { Database } from "../db/database.ts";
import { ApiError } from "../http/apiError.ts";
import { readJson, readQuery } from "../http/body.ts";
import { requestLocale, type AppEnv } from "../http/context.ts";
import { loadMeal } from "../meals/mealView.ts";
import { enforceRateLimit, type RateLimiter } from "../security/rateLimit.ts";
import type { Services } from "../services.ts";

/** The `language` query ("es", "es-CL", "es_CL"), else the user's own locale. */
function analysisLocale(language: string | undefined, fallback: Locale): Locale {
  if (!language) return fallback;
  return (
    fromBcp47(language) ??
    (/^(en|es)\b/i.test(language) ? negotiateLocale({ browserLanguages: [language] }) : fallback)
  );
}

export function analysisRoutes(db: Database, services: Services, limiter: RateLimiter): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post("/meals/:id/analyze", async (c) => {
    const userId = currentUserId(c);
    await enforceRateLimit(limiter, userId);
    const mealId = c.req.param("id");
    const query = readQuery(c, analyzeQuerySchema);
    // The body is the context object of spec §3, or null (or nothing) when no hint was chosen.
    const context = (await readJson(c, z.nullish(analysisContextSchema))) ?? null;
    const locale = requestLocale(c);
    const options = {
      locale: analysisLocale(query.language, locale),
      region: query.region ?? null,
      useMetric:
        query.use_metric === undefined ? true : query.use_metric === "true" || query.use_metric === "1",
    };
    const enqueued = await services.meals.requestAnalysis(userId, mealId, context, options, locale);
    if (enqueued) services.worker.wake();
    const meal = await loadMeal(db, userId, mealId, locale, services.photoUrls);
    if (!meal) throw new ApiError(404, "mealNotFound");
    return c.json(meal, 202);
  });
  return app;
}
