import { timingSafeEqual } from "node:crypto";
import { createTOTPKeyURI, generateHOTP } from "@oslojs/otp";
import { decodeBase32IgnorePadding, encodeBase32UpperCaseNoPadding } from "@oslojs/encoding";
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

/** Whether a sign-in for this user may go ahead: no second factor, or a right code. */
export async function secondFactorProblem(
  db: Database,
  user: UserRow,
  code: string | undefined,
): Promise<"twoFactorRequired" | "twoFactorCodeWrong" | null> {
  if (user.two_factor_enabled !== 1 || !user.two_factor_secret) return null;
  if (!code) return "twoFactorRequired";
  return (await consumeTwoFactorCode(db, user.id, user.two_factor_secret, code))
    ? null
    : "twoFactorCodeWrong";
}
