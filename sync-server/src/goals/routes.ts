import { Hono } from "hono";
import { userGoalsRequestSchema } from "@nutrisnap/shared/api";
import { changeUserData } from "../account/extensions.ts";
import { currentUserId } from "../auth/middleware.ts";
import type { FeatureDeps } from "../featureDeps.ts";
import { ApiError } from "../http/apiError.ts";
import { readJson } from "../http/body.ts";
import type { AppEnv } from "../http/context.ts";
import { findUserGoals, saveUserGoals } from "./repository.ts";

/** POST/GET/PUT /api/v1/usergoals (spec §3, §7). POST and PUT both create or replace. */
export function goalsRoutes({ db, extensions }: FeatureDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get("/", async (c) => {
    const goals = await findUserGoals(db, currentUserId(c));
    if (!goals) throw new ApiError(404, "noGoals", { code: "not_found" });
    return c.json(goals);
  });

  for (const method of ["post", "put"] as const) {
    app[method]("/", async (c) => {
      const userId = currentUserId(c);
      const body = await readJson(c, userGoalsRequestSchema);
      const { created } = await changeUserData(db, extensions, { userId, kind: "goals" }, (trx) =>
        saveUserGoals(trx, userId, body),
      );
      return c.json((await findUserGoals(db, userId))!, created ? 201 : 200);
    });
  }

  return app;
}
