import { Hono } from "hono";
import { onboardingRequestSchema } from "@nutrisnap/shared/api";
import { changeUserData } from "../account/extensions.ts";
import { currentUserId } from "../auth/middleware.ts";
import type { FeatureDeps } from "../featureDeps.ts";
import { ApiError } from "../http/apiError.ts";
import { readJson } from "../http/body.ts";
import type { AppEnv } from "../http/context.ts";
import { findOnboarding, saveOnboarding } from "./repository.ts";

/** POST/GET/PUT /api/v1/onboarding (spec §3, §5, §7). POST and PUT both create or replace. */
export function onboardingRoutes({ db, extensions }: FeatureDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get("/", async (c) => {
    const onboarding = await findOnboarding(db, currentUserId(c));
    // 404 means "not onboarded yet" to the client's route gate (spec §4).
    if (!onboarding) throw new ApiError(404, "noNutritionProfile", { code: "not_found" });
    return c.json(onboarding);
  });

  for (const method of ["post", "put"] as const) {
    app[method]("/", async (c) => {
      const userId = currentUserId(c);
      const body = await readJson(c, onboardingRequestSchema);
      const { created } = await changeUserData(db, extensions, { userId, kind: "onboarding" }, (trx) =>
        saveOnboarding(trx, userId, body),
      );
      return c.json((await findOnboarding(db, userId))!, created ? 201 : 200);
    });
  }

  return app;
}
