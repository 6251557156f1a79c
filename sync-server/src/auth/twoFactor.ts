import { timingSafeEqual } from "node:crypto";
import { enforceWait, type RateLimiter } from "../security/rateLimit.ts";
import type { SecretBox } from "./secretBox.ts";
import { hashToken } from "./sessions.ts";
import { createTOTPKeyURI, generateHOTP } from "@oslojs/otp";
import {
  decodeBase32IgnorePadding,
  encodeBase32LowerCaseNoPadding,
  encodeBase32UpperCaseNoPadding,
} from "@oslojs/encoding";
import type { Database } from "../db/database.ts";
import type { UserRow } from "../db/schema.ts";

/** TOTP as authenticator apps expect it (RFC 6238): 30-second steps, 6 digits, SHA-1. */
const PERIOD_SECONDS = 30;
const DIGITS = 6;
/** One step either side forgives a phone clock that is a little off. */
const GRACE_STEPS = 1;

export function generateTwoFactorSecret(): string {
  const key = new Uint8Array(20);
  crypto.getRandomValues(key);
  return encodeBase32UpperCaseNoPadding(key);
}

export function otpauthUri(secret: string, email: string): string {
  return createTOTPKeyURI("NutriSnap", email, decodeBase32IgnorePadding(secret), PERIOD_SECONDS, DIGITS);
}

/** The time step whose code this is (within the grace steps), or null when it matches none. */
export function matchingStep(secret: string, code: string, now = Date.now()): number | null {
  const key = decodeBase32IgnorePadding(secret);
  const current = Math.floor(now / 1000 / PERIOD_SECONDS);
  const given = Buffer.from(code);
  for (let step = current - GRACE_STEPS; step <= current + GRACE_STEPS; step++) {
    const expected = Buffer.from(generateHOTP(key, BigInt(step), DIGITS));
    if (expected.length === given.length && timingSafeEqual(expected, given)) return step;
  }
  return null;
}

/**
 * Checks a code and uses it up: the step is recorded atomically, so the same code (or an older
 * one) cannot sign in twice, even by two requests at once (RFC 6238 §5.2).
 */
export async function consumeTwoFactorCode(
  db: Database,
  userId: string,
  secret: string,
  code: string,
  now = Date.now(),
): Promise<boolean> {
  const step = matchingStep(secret, code, now);
  if (step === null) return false;
  const { numUpdatedRows } = await db
    .updateTable("users")
    .set({ two_factor_last_step: step })
    .where("id", "=", userId)
    .where((eb) => eb.or([eb("two_factor_last_step", "is", null), eb("two_factor_last_step", "<", step)]))
    .executeTakeFirst();
  return numUpdatedRows > 0n;
}

/** How many one-time recovery codes two-factor hands out (shown once, when it is turned on). */
export const RECOVERY_CODE_COUNT = 10;

const normaliseRecoveryCode = (code: string): string => code.toLowerCase().replace(/[\s-]/g, "");

/** Ten new recovery codes like `k3x9q-7mwpa` (50 random bits each); older ones stop working. */
export async function issueRecoveryCodes(db: Database, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = new Uint8Array(7);
    crypto.getRandomValues(bytes);
    const text = encodeBase32LowerCaseNoPadding(bytes).slice(0, 10);
    return `${text.slice(0, 5)}-${text.slice(5)}`;
  });
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("two_factor_recovery_codes").where("user_id", "=", userId).execute();
    await trx
      .insertInto("two_factor_recovery_codes")
      .values(codes.map((code) => ({ user_id: userId, code_hash: hashToken(normaliseRecoveryCode(code)) })))
      .execute();
  });
  return codes;
}

/** Uses up a recovery code; only one of two racing requests wins. */
export async function useRecoveryCode(db: Database, userId: string, code: string): Promise<boolean> {
  const { numUpdatedRows } = await db
    .updateTable("two_factor_recovery_codes")
    .set({ used_at: new Date().toISOString() })
    .where("user_id", "=", userId)
    .where("code_hash", "=", hashToken(normaliseRecoveryCode(code)))
    .where("used_at", "is", null)
    .executeTakeFirst();
  return numUpdatedRows > 0n;
}

/**
 * Whether a sign-in (or reset, or a change that needs the second factor) may go ahead: no second
 * factor, or a right authenticator or recovery code. Wrong codes count against the account in
 * `wrongCodes`; once it is full every attempt answers 429 until the window passes (issue 12).
 */
export async function secondFactorProblem(
  { db, limits, secrets }: { db: Database; limits: { twoFactorPerUser: RateLimiter }; secrets: SecretBox },
  user: UserRow,
  code: string | undefined,
): Promise<"twoFactorRequired" | "twoFactorCodeWrong" | null> {
  if (user.two_factor_enabled !== 1 || !user.two_factor_secret) return null;
  if (!code) return "twoFactorRequired";
  const wrongCodes = limits.twoFactorPerUser;
  await enforceWait(wrongCodes, user.id);
  const right = /^\d{6}$/.test(code)
    ? await consumeTwoFactorCode(db, user.id, secrets.open(user.two_factor_secret), code)
    : await useRecoveryCode(db, user.id, code);
  if (right) return null;
  await wrongCodes.hit(user.id);
  return "twoFactorCodeWrong";
}
