import { Hono } from "hono";
import {
  twoFactorDisableRequestSchema,
  twoFactorEnableRequestSchema,
  type MessageResponse,
  type TwoFactorEnabledResponse,
  type TwoFactorSetupResponse,
} from "@nutrisnap/shared/api";
import { currentUserId } from "../auth/middleware.ts";
import { verifyPassword } from "../auth/passwords.ts";
import {
  consumeTwoFactorCode,
  generateTwoFactorSecret,
  issueRecoveryCodes,
  otpauthUri,
  secondFactorProblem,
} from "../auth/twoFactor.ts";
import { findUserById, toUser } from "../auth/users.ts";
import type { FeatureDeps } from "../featureDeps.ts";
import { ApiError, unauthorized } from "../http/apiError.ts";
import { requestLocale, type AppEnv } from "../http/context.ts";
import { readForm } from "../http/readForm.ts";
import { translate } from "../i18n/messages.ts";

/**
 * /api/v1/account/two-factor: TOTP with @oslojs/otp. `setup` answers a new secret and its otpauth
 * URI (shown as a QR code); `enable` turns it on with the password and a code from the app and
 * answers ten recovery codes, once; `disable` needs the password and a code. A stolen session alone
 * can neither lock the owner out nor strip the second factor (issue 12, finding 4). Once on, login
 * and password reset ask for a code (auth/routes.ts).
 */
export function twoFactorRoutes(deps: FeatureDeps): Hono<AppEnv> {
  const { db, secrets } = deps;
  const app = new Hono<AppEnv>();

  const signedInUser = async (userId: string) => {
    const user = await findUserById(db, userId);
    if (!user) throw unauthorized();
    return user;
  };
  // `secret` is stored as given: sealed by the caller (or null).
  const setTwoFactor = (userId: string, secret: string | null, enabled: boolean) =>
    db
      .updateTable("users")
      .set({
        two_factor_secret: secret,
        two_factor_enabled: enabled ? 1 : 0,
        // A new secret starts a new series of codes.
        ...(enabled ? {} : { two_factor_last_step: null }),
        updated_at: new Date().toISOString(),
      })
      .where("id", "=", userId)
      .execute();

  app.post("/setup", async (c) => {
    const user = await signedInUser(currentUserId(c));
    if (user.two_factor_enabled === 1) throw new ApiError(409, "twoFactorAlreadyEnabled");
    const secret = generateTwoFactorSecret();
    await setTwoFactor(user.id, secrets.seal(secret), false);
    const answer: TwoFactorSetupResponse = { secret, otpauth_uri: otpauthUri(secret, user.email) };
    return c.json(answer);
  });

  const requirePassword = async (password: string, hash: string) => {
    if (!(await verifyPassword(password, hash))) {
      throw new ApiError(422, "passwordIncorrect", { errors: { password: ["passwordIncorrect"] } });
    }
  };

  app.post("/enable", async (c) => {
    const user = await signedInUser(currentUserId(c));
    const body = await readForm(c, twoFactorEnableRequestSchema);
    if (user.two_factor_enabled === 1) throw new ApiError(409, "twoFactorAlreadyEnabled");
    if (!user.two_factor_secret) throw new ApiError(409, "twoFactorNotStarted");
    await requirePassword(body.password, user.password_hash);
    // Using the code up here too: the code that turned two-factor on cannot also sign in.
    if (!(await consumeTwoFactorCode(db, user.id, secrets.open(user.two_factor_secret), body.code))) {
      throw new ApiError(422, "twoFactorCodeWrong", { errors: { code: ["twoFactorCodeWrong"] } });
    }
    await setTwoFactor(user.id, user.two_factor_secret, true);
    const recoveryCodes = await issueRecoveryCodes(db, user.id);
    const answer: TwoFactorEnabledResponse = {
      message: translate("twoFactorEnabled", requestLocale(c)),
      user: toUser(await signedInUser(user.id)),
      recovery_codes: recoveryCodes,
    };
    return c.json(answer);
  });

  app.post("/disable", async (c) => {
    const user = await signedInUser(currentUserId(c));
    const body = await readForm(c, twoFactorDisableRequestSchema);
    await requirePassword(body.password, user.password_hash);
    if (await secondFactorProblem(deps, user, body.code)) {
      throw new ApiError(422, "twoFactorCodeWrong", { errors: { code: ["twoFactorCodeWrong"] } });
    }
    await setTwoFactor(user.id, null, false);
    await db.deleteFrom("two_factor_recovery_codes").where("user_id", "=", user.id).execute();
    const answer: MessageResponse = { message: translate("twoFactorDisabled", requestLocale(c)) };
    return c.json(answer);
  });

  return app;
}
