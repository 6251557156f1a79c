import { Hono } from "hono";
import { isValidDay, todayIn } from "@nutrisnap/shared/dates";
import { currentUserId } from "../auth/middleware.ts";
import { findUserById } from "../auth/users.ts";
import type { FeatureDeps } from "../featureDeps.ts";
import { ApiError, unauthorized } from "../http/apiError.ts";
import type { AppEnv } from "../http/context.ts";
import { dailySummary } from "./dailySummary.ts";

/** GET /api/v1/nutrition/daily and /daily/{YYYY-MM-DD} (spec §7), in the user's time zone. */
export function nutritionRoutes({ db }: FeatureDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  const answer = async (userId: string, day: string | null) => {
    const user = await findUserById(db, userId);
    if (!user) throw unauthorized();
    return dailySummary(db, userId, day ?? todayIn(user.time_zone), user.time_zone);
  };

  app.get("/daily", async (c) => c.json(await answer(currentUserId(c), null)));

  app.get("/daily/:date", async (c) => {
    const userId = currentUserId(c);
    const date = c.req.param("date");
    // "2026-02-30" is well-formed but impossible: both are a 400 (issue 3).
    if (!isValidDay(date)) throw new ApiError(400, "invalidDate", { errors: { date: ["invalidDate"] } });
    return c.json(await answer(userId, date));
  });

  return app;
}
