import { Hono } from "hono";
import {
  passwordChangeRequestSchema,
  profileUpdateRequestSchema,
  type MessageResponse,
} from "@nutrisnap/shared/api";
import { changeUserData } from "../account/extensions.ts";
import { currentUserId } from "../auth/middleware.ts";
import { verifyPassword } from "../auth/passwords.ts";
import { sendConfirmationMail } from "../auth/routes.ts";
import { retireAllAccountTokens } from "../auth/accountTokens.ts";
import { invalidateUserSessions } from "../auth/sessions.ts";
import { secondFactorProblem } from "../auth/twoFactor.ts";
import { findUserById, normaliseEmail, toUser, validTimeZone } from "../auth/users.ts";
import type { UserRow } from "../db/schema.ts";
import type { FeatureDeps } from "../featureDeps.ts";
import { ApiError, unauthorized } from "../http/apiError.ts";
import { readJson } from "../http/body.ts";
import { requestLocale, type AppEnv } from "../http/context.ts";
import { readForm } from "../http/readForm.ts";
import { translate } from "../i18n/messages.ts";
import { emailTakenByAnother, setPassword, updateProfile } from "./repository.ts";

/** GET/PUT /api/v1/profile and PUT /api/v1/profile/password (spec §5, §7). */
export function profileRoutes(deps: FeatureDeps): Hono<AppEnv> {
  const { db, extensions } = deps;
  const app = new Hono<AppEnv>();

  const signedInUser = async (userId: string) => {
    const user = await findUserById(db, userId);
    if (!user) throw unauthorized();
    return user;
  };

  // A new email is a way into the account (password reset): it needs the password, and the
  // second factor when it is on, not only the session (issue 12, finding 4).
  const confirmIdentity = async (
    user: UserRow,
    body: { current_password?: string | undefined; code?: string | undefined },
  ) => {
    if (!body.current_password) {
      throw new ApiError(422, "checkInput", { errors: { current_password: ["required"] } });
    }
    if (!(await verifyPassword(body.current_password, user.password_hash))) {
      throw new ApiError(422, "currentPasswordIncorrect", {
        errors: { current_password: ["currentPasswordIncorrect"] },
      });
    }
    const problem = await secondFactorProblem(deps, user, body.code);
    if (problem) {
      throw new ApiError(422, problem, {
        errors: { code: [problem === "twoFactorRequired" ? "required" : "twoFactorCodeWrong"] },
      });
    }
  };

  app.get("/", async (c) => c.json(toUser(await signedInUser(currentUserId(c)))));

  app.put("/", async (c) => {
    const userId = currentUserId(c);
    const body = await readJson(c, profileUpdateRequestSchema);
    // The client sends its IANA zone; day boundaries of the summary follow it (ARCHITECTURE).
    const timeZone = body.time_zone === undefined ? undefined : validTimeZone(body.time_zone);
    if (body.time_zone !== undefined && !timeZone) {
      throw new ApiError(422, "invalidTimeZone", { errors: { time_zone: ["invalidTimeZone"] } });
    }
    if (await emailTakenByAnother(db, body.email, userId)) {
      throw new ApiError(422, "emailAlreadyExists", { errors: { email: ["emailAlreadyExists"] } });
    }
    const before = await signedInUser(userId);
    if (normaliseEmail(body.email) !== before.email_lower) await confirmIdentity(before, body);
    const { current_password: _password, code: _code, ...changes } = body;
    const { emailChanged } = await changeUserData(db, extensions, { userId, kind: "profile" }, (trx) =>
      updateProfile(trx, userId, { ...changes, time_zone: timeZone }),
    );
    const user = await signedInUser(userId);
    if (emailChanged) {
      // Links mailed to the old address die with it.
      await retireAllAccountTokens(db, userId);
      await sendConfirmationMail(deps, user);
    }
    // The answer replaces the session user (spec §7), so it speaks the new locale from now on.
    return c.json(toUser(user));
  });

  app.put("/password", async (c) => {
    const userId = currentUserId(c);
    const body = await readForm(c, passwordChangeRequestSchema);
    const user = await signedInUser(userId);
    if (!(await verifyPassword(body.current_password, user.password_hash))) {
      throw new ApiError(422, "currentPasswordIncorrect", {
        errors: { current_password: ["currentPasswordIncorrect"] },
      });
    }
    await setPassword(db, userId, body.new_password);
    // A reset link mailed before the change must not undo it.
    await retireAllAccountTokens(db, userId);
    // Other devices must sign in again; this one stays signed in.
    await invalidateUserSessions(db, userId, c.get("session")?.id);
    deps.hub.sessionsEnded(userId);
    const answer: MessageResponse = { message: translate("passwordUpdated", requestLocale(c)) };
    return c.json(answer);
  });

  return app;
}
