import { Hono } from "hono";
import type { MessageResponse } from "@nutrisnap/shared/api";
import type { FeatureDeps } from "../featureDeps.ts";
import { requestLocale, type AppEnv } from "../http/context.ts";
import { translate } from "../i18n/messages.ts";
import { enforceRateLimit } from "../security/rateLimit.ts";
import { currentUserId } from "./middleware.ts";
import { sendConfirmationMail } from "./routes.ts";
import { findUserById, toUser } from "./users.ts";

/**
 * POST /api/v1/account/confirmation: another confirmation link for the signed-in user's address
 * (a few an hour). An address already confirmed answers so and sends nothing.
 */
export function confirmationRoutes(deps: FeatureDeps): Hono<AppEnv> {
  const { db, limits } = deps;
  const app = new Hono<AppEnv>();
  app.post("/", async (c) => {
    const userId = currentUserId(c);
    const user = (await findUserById(db, userId))!;
    const locale = requestLocale(c);
    if (toUser(user).email_confirmed) {
      const answer: MessageResponse = { message: translate("emailAlreadyConfirmed", locale) };
      return c.json(answer);
    }
    await enforceRateLimit(limits.resendConfirmation, `user:${userId}`);
    await sendConfirmationMail(deps, user);
    const answer: MessageResponse = { message: translate("confirmationResent", locale) };
    return c.json(answer);
  });
  return app;
}
