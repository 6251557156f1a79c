import { Hono } from "hono";
import {
  confirmEmailRequestSchema,
  forgotPasswordRequestSchema,
  resetPasswordRequestSchema,
  type MessageResponse,
  type UserResponse,
} from "@nutrisnap/shared/api";
import type { FeatureDeps } from "../featureDeps.ts";
import { ApiError } from "../http/apiError.ts";
import { readJson } from "../http/body.ts";
import { requestLocale, type AppEnv } from "../http/context.ts";
import { translate } from "../i18n/messages.ts";
import { passwordResetMail, publicBaseUrl } from "../mail/accountMails.ts";
import { clientAddress, enforceRateLimit } from "../security/rateLimit.ts";
import {
  checkAccountToken,
  countWrongCode,
  issueAccountToken,
  retireAllAccountTokens,
  TOKEN_LIFETIME_HOURS,
  useAccountToken,
  type TokenCheck,
} from "./accountTokens.ts";
import { setSessionCookie } from "./cookies.ts";
import { hashPassword } from "./passwords.ts";
import { createSession, hashToken, invalidateUserSessions } from "./sessions.ts";
import { secondFactorProblem } from "./twoFactor.ts";
import { findUserByEmail, findUserById, normaliseEmail, toUser } from "./users.ts";

const tokenProblem = (check: Exclude<TokenCheck, { ok: true }>): ApiError => {
  const key = ({ invalid: "tokenInvalid", used: "tokenUsed", expired: "tokenExpired" } as const)[
    check.reason
  ];
  return new ApiError(400, key, { code: `token_${check.reason}` });
};

/** Whether the confirmation link's user has confirmed their address (a link of the current one). */
async function confirmedByToken(db: FeatureDeps["db"], token: string): Promise<boolean> {
  const row = await db
    .selectFrom("account_tokens")
    .innerJoin("users", "users.id", "account_tokens.user_id")
    .select(["users.email_confirmed_at"])
    .where("account_tokens.id", "=", hashToken(token))
    .where("account_tokens.purpose", "=", "email_confirm")
    .executeTakeFirst();
  return Boolean(row?.email_confirmed_at);
}

/** /api/auth/forgot-password, reset-password and confirm-email (spec §7). */
export function recoveryRoutes(deps: FeatureDeps): Hono<AppEnv> {
  const { config, db, limits, mail } = deps;
  const app = new Hono<AppEnv>();

  // The same answer whether or not the email has an account; the mail goes out in the background.
  app.post("/forgot-password", async (c) => {
    await enforceRateLimit(limits.forgotPassword, `ip:${clientAddress(c, config.trustProxy)}`);
    const body = await readJson(c, forgotPasswordRequestSchema);
    await enforceRateLimit(limits.forgotPassword, `email:${normaliseEmail(body.email)}`);
    const user = await findUserByEmail(db, body.email);
    if (user) {
      const token = await issueAccountToken(db, user.id, "password_reset");
      const locale = user.locale === "es_CL" ? "es_CL" : "en_US";
      const baseUrl = publicBaseUrl(config.publicUrl, config.port);
      mail.post(passwordResetMail({ ...user, locale }, baseUrl, token, TOKEN_LIFETIME_HOURS.password_reset));
    }
    const answer: MessageResponse = { message: translate("passwordResetRequested", requestLocale(c)) };
    return c.json(answer);
  });

  // Single use, one hour; signs the user in and ends every other session of the user.
  app.post("/reset-password", async (c) => {
    await enforceRateLimit(limits.loginPerIp, clientAddress(c, config.trustProxy));
    const body = await readJson(c, resetPasswordRequestSchema);
    const check = await checkAccountToken(db, body.token, "password_reset");
    if (!check.ok) throw tokenProblem(check);
    const user = await findUserById(db, check.userId);
    if (!user) throw tokenProblem({ ok: false, reason: "invalid" });
    // A missing code leaves the token usable; a wrong one counts, and the fifth ends the link.
    const problem = await secondFactorProblem(deps, user, body.code);
    if (problem === "twoFactorCodeWrong") await countWrongCode(db, body.token);
    if (problem) throw new ApiError(401, problem, { code: "two_factor_required" });
    const used = await useAccountToken(db, body.token, "password_reset");
    if (!used.ok) throw tokenProblem(used);

    const now = new Date().toISOString();
    await db
      .updateTable("users")
      .set({
        password_hash: await hashPassword(body.password),
        // Following a link sent to the address proves the user reads it.
        email_confirmed_at: user.email_confirmed_at ?? now,
        updated_at: now,
      })
      .where("id", "=", user.id)
      .execute();
    // Every other link mailed before the new password dies with the old one.
    await retireAllAccountTokens(db, user.id);
    await invalidateUserSessions(db, user.id);
    deps.hub.sessionsEnded(user.id);
    const { token, session } = await createSession(db, user.id, false);
    setSessionCookie(c, token, session, config.secureCookies);
    const answer: UserResponse = { user: toUser((await findUserById(db, user.id))!) };
    return c.json(answer);
  });

  app.post("/confirm-email", async (c) => {
    await enforceRateLimit(limits.confirmEmail, clientAddress(c, config.trustProxy));
    const body = await readJson(c, confirmEmailRequestSchema);
    const used = await useAccountToken(db, body.token, "email_confirm");
    // Opening a valid link again: the address is confirmed, which is what the user wants to know.
    if (!used.ok && used.reason === "used" && (await confirmedByToken(db, body.token))) {
      const answer: MessageResponse = { message: translate("emailAlreadyConfirmed", requestLocale(c)) };
      return c.json(answer);
    }
    if (!used.ok) throw tokenProblem(used);
    const now = new Date().toISOString();
    await db
      .updateTable("users")
      .set({ email_confirmed_at: now, updated_at: now })
      .where("id", "=", used.userId)
      .execute();
    const answer: MessageResponse = { message: translate("emailConfirmed", requestLocale(c)) };
    return c.json(answer);
  });

  return app;
}
