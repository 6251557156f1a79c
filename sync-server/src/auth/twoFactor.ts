import { createTOTPKeyURI, verifyTOTPWithGracePeriod } from "@oslojs/otp";
import { decodeBase32IgnorePadding, encodeBase32UpperCaseNoPadding } from "@oslojs/encoding";
import type { UserRow } from "../db/schema.ts";

/** TOTP as authenticator apps expect it (RFC 6238): 30-second steps, 6 digits, SHA-1. */
const PERIOD_SECONDS = 30;
const DIGITS = 6;
/** One step either side forgives a phone clock that is a little off. */
const GRACE_SECONDS = 30;

export function generateTwoFactorSecret(): string {
  const key = new Uint8Array(20);
  crypto.getRandomValues(key);
  return encodeBase32UpperCaseNoPadding(key);
}

export function otpauthUri(secret: string, email: string): string {
  return createTOTPKeyURI("NutriSnap", email, decodeBase32IgnorePadding(secret), PERIOD_SECONDS, DIGITS);
}

export function verifyTwoFactorCode(secret: string, code: string): boolean {
  return verifyTOTPWithGracePeriod(
    decodeBase32IgnorePadding(secret),
    PERIOD_SECONDS,
    DIGITS,
    code,
    GRACE_SECONDS,
  );
}

/** Whether a sign-in for this user may go ahead: no second factor, or a right code. */
export function secondFactorProblem(
  user: UserRow,
  code: string | undefined,
): "twoFactorRequired" | "twoFactorCodeWrong" | null {
  if (user.two_factor_enabled !== 1 || !user.two_factor_secret) return null;
  if (!code) return "twoFactorRequired";
  return verifyTwoFactorCode(user.two_factor_secret, code) ? null : "twoFactorCodeWrong";
}
