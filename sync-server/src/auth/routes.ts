import { Hono } from "hono";
import { v7 as uuidv7 } from "uuid";
import {
  loginRequestSchema,
  registerRequestSchema,
  type SessionResponse,
  type UserResponse,
} from "@nutrisnap/shared/api";
import { isApprovedForRegistration } from "../early-access/repository.ts";
import { findUserGoals } from "../goals/repository.ts";
import { findOnboarding } from "../onboarding/repository.ts";
import type { FeatureDeps } from "../featureDeps.ts";
import { ApiError } from "../http/apiError.ts";
import { readJson } from "../http/body.ts";
import type { AppEnv } from "../http/context.ts";
import { translate } from "../i18n/messages.ts";
import { requestLocale } from "../http/context.ts";
import { confirmationMail, publicBaseUrl } from "../mail/accountMails.ts";
import { clientAddress, enforceRateLimit, enforceWait } from "../security/rateLimit.ts";
import { issueAccountToken, TOKEN_LIFETIME_HOURS } from "./accountTokens.ts";
import { clearSessionCookie, setSessionCookie } from "./cookies.ts";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "./passwords.ts";
import { createSession, invalidateSession } from "./sessions.ts";
import { secondFactorProblem } from "./twoFactor.ts";
import { isUniqueViolation } from "../db/uniqueViolation.ts";
import { findUserByEmail, findUserById, normaliseEmail, toUser, validTimeZone } from "./users.ts";

/** Sends the confirmation link to the user's (new) address, in the user's language. */
export async function sendConfirmationMail(
  deps: FeatureDeps,
  user: { id: string; name: string; email: string; locale: string },
): Promise<void> {
  const token = await issueAccountToken(deps.db, user.id, "email_confirm");
  const locale = user.locale === "es_CL" ? "es_CL" : "en_US";
  const baseUrl = publicBaseUrl(deps.config.publicUrl, deps.config.port);
  deps.mail.post(confirmationMail({ ...user, locale }, baseUrl, token, TOKEN_LIFETIME_HOURS.email_confirm));
}

/** /api/auth/*: register, login, session and logout (spec §7). */
export function authRoutes(deps: FeatureDeps): Hono<AppEnv> {
  const { config, db, limits } = deps;
  const app = new Hono<AppEnv>();
  const secure = config.secureCookies;

  app.post("/register", async (c) => {
    await enforceRateLimit(limits.register, clientAddress(c, config.trustProxy));
    const body = await readJson(c, registerRequestSchema);
    // REGISTRATION=invite: only emails approved with `admin approve` may sign up (spec §1).
    if (config.registration === "invite" && !(await isApprovedForRegistration(db, body.email))) {
      throw new ApiError(403, "registrationInviteOnly", {
        code: "invite_only",
        errors: { email: ["registrationInviteOnly"] },
      });
    }
    if (await findUserByEmail(db, body.email)) {
      throw new ApiError(422, "emailAlreadyExists", { errors: { email: ["emailAlreadyExists"] } });
    }
    const now = new Date().toISOString();
    const id = uuidv7();
    const inserted = db
      .insertInto("users")
      .values({
        id,
        name: body.name,
        email: body.email,
        email_lower: normaliseEmail(body.email),
        password_hash: await hashPassword(body.password),
        locale: body.locale,
        time_zone: validTimeZone(body.time_zone) ?? "UTC",
        created_at: now,
        updated_at: now,
      })
      .execute();
    // Two sign-ups of one address at once: the second meets the unique index, not a 500.
    await inserted.catch((error: unknown) => {
      if (isUniqueViolation(error)) {
        throw new ApiError(422, "emailAlreadyExists", { errors: { email: ["emailAlreadyExists"] } });
      }
      throw error;
    });
    const user = (await findUserById(db, id))!;
    const { token, session } = await createSession(db, id, true);
    setSessionCookie(c, token, session, secure);
    await sendConfirmationMail(deps, user);
    return c.json(toUser(user), 201);
  });

  app.post("/login", async (c) => {
    const address = clientAddress(c, config.trustProxy);
    await enforceRateLimit(limits.loginPerIp, address);
    const body = await readJson(c, loginRequestSchema);
    // Wrong passwords slow down this account from this address only, so nobody elsewhere can lock
    // the owner out (issue 12, finding 5); the per-address limit above bounds spraying.
    const failureKey = `${normaliseEmail(body.email)}|${address}`;
    await enforceWait(limits.loginFailures, failureKey);
    const user = await findUserByEmail(db, body.email);
    const valid = user
      ? await verifyPassword(body.password, user.password_hash)
      : await verifyAgainstDummy(body.password);
    if (!user || !valid) {
      await limits.loginFailures.failed(failureKey);
      throw new ApiError(401, "invalidCredentials", { code: "invalid_credentials" });
    }
    // The second factor is asked for only once the password is right.
    const problem = await secondFactorProblem(deps, user, body.code);
    if (problem) throw new ApiError(401, problem, { code: "two_factor_required" });
    await limits.loginFailures.succeeded(failureKey);
    const { token, session } = await createSession(db, user.id, body.remember);
    setSessionCookie(c, token, session, secure);
    const answer: UserResponse = { user: toUser(user) };
    return c.json(answer);
  });

  // Never a redirect and never a 401: signed out is a normal answer here (spec §7). A valid session
  // also carries the onboarding record and goals, what the client's private-route gate needs next
  // (decision 116): a device with nothing stored renders the page after this one answer.
  app.get("/session", async (c) => {
    const userId = c.get("userId");
    const user = userId ? await findUserById(db, userId) : undefined;
    if (!user) return c.json({ valid: false, user: null } satisfies SessionResponse);
    const [onboarding, goals] = await Promise.all([findOnboarding(db, user.id), findUserGoals(db, user.id)]);
    const answer: SessionResponse = {
      valid: true,
      user: toUser(user),
      onboarding: onboarding ?? null,
      goals: goals ?? null,
    };
    return c.json(answer);
  });

  app.post("/logout", async (c) => {
    const session = c.get("session");
    if (session) {
      await invalidateSession(db, session.id);
      deps.hub.sessionsEnded(session.userId);
    }
    clearSessionCookie(c, secure);
    return c.json({ message: translate("signedOut", requestLocale(c)) });
  });

  return app;
}
