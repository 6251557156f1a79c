import { z } from "zod";
import { LOCALES, NAME_LENGTH, PASSWORD_MIN_LENGTH } from "../constants.ts";
import { emailSchema, instantSchema, localeSchema, requiredString } from "./common.ts";
import { userGoalsSchema } from "./goals.ts";
import { onboardingSchema } from "./onboarding.ts";

/** spec §3 User, plus what the account screens need (confirmation, time zone, two-factor). */
export const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  locale: localeSchema,
  created_at: instantSchema,
  email_confirmed: z.boolean(),
  time_zone: z.string(),
  two_factor_enabled: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

/**
 * GET /api/auth/session. A valid session also carries the user's onboarding record and goals (null:
 * none yet), so a device that has nothing stored can open a private page after this one answer
 * instead of a second round of requests (docs/decisions/116). Absent from an older server's answer.
 */
export const sessionResponseSchema = z.object({
  valid: z.boolean(),
  user: userSchema.nullable(),
  onboarding: onboardingSchema.nullable().optional(),
  goals: userGoalsSchema.nullable().optional(),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const userResponseSchema = z.object({ user: userSchema });
export type UserResponse = z.infer<typeof userResponseSchema>;

export const nameSchema = requiredString()
  .trim()
  .min(1, "required")
  .min(NAME_LENGTH.min, "nameTooShort")
  .max(NAME_LENGTH.max, "nameTooLong");

export const passwordSchema = requiredString()
  .min(1, "required")
  .min(PASSWORD_MIN_LENGTH, "passwordTooShort")
  .max(1024, "invalidType");

const requiredText = requiredString().min(1, "required");

/** A code from the authenticator app (6 digits) or one of the ten recovery codes (xxxxx-xxxxx). */
export const secondFactorCodeSchema = z
  .string()
  .trim()
  .regex(/^(\d{6}|[a-z2-7]{5}-?[a-z2-7]{5})$/i, "twoFactorCodeWrong");

/** spec §5 Register; passwordConfirm must equal password. */
export const registerRequestSchema = z
  .strictObject({
    name: nameSchema,
    email: emailSchema,
    password: passwordSchema,
    passwordConfirm: requiredText,
    locale: localeSchema.default("en_US"),
    time_zone: z.string().max(64).optional(),
  })
  .refine((body) => body.password === body.passwordConfirm, {
    path: ["passwordConfirm"],
    message: "passwordsDoNotMatch",
  });
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/** spec §5 Login: email and password required; remember me and a two-factor code optional. */
export const loginRequestSchema = z.strictObject({
  email: emailSchema,
  password: requiredText.max(1024, "invalidType"),
  remember: z.boolean().default(false),
  code: secondFactorCodeSchema.optional(),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const forgotPasswordRequestSchema = z.strictObject({ email: emailSchema });
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>;

export const resetPasswordRequestSchema = z
  .strictObject({
    token: requiredText.max(200),
    password: passwordSchema,
    passwordConfirm: requiredText,
    // With two-factor on, a reset also needs the authenticator code (a mailbox alone is one factor).
    code: secondFactorCodeSchema.optional(),
  })
  .refine((body) => body.password === body.passwordConfirm, {
    path: ["passwordConfirm"],
    message: "passwordsDoNotMatch",
  });
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

export const confirmEmailRequestSchema = z.strictObject({ token: requiredText.max(200) });
export type ConfirmEmailRequest = z.input<typeof confirmEmailRequestSchema>;

/** spec §5: text, @, text, dot, text with no spaces. */
export const EARLY_ACCESS_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const earlyAccessRequestSchema = z.strictObject({
  email: z
    .string({ error: "required" })
    .trim()
    .min(1, "required")
    .max(254, "invalidEmail")
    .regex(EARLY_ACCESS_EMAIL_PATTERN, "invalidEmail"),
});
export type EarlyAccessRequest = z.input<typeof earlyAccessRequestSchema>;

/** spec §5 Profile form: 'Name, email, and locale are required'. */
export const profileUpdateRequestSchema = z.strictObject({
  name: z
    .string({ error: "profileFieldsRequired" })
    .trim()
    .min(1, { error: "profileFieldsRequired", abort: true })
    .min(NAME_LENGTH.min, "nameTooShort")
    .max(NAME_LENGTH.max, "nameTooLong"),
  email: z
    .string({ error: "profileFieldsRequired" })
    .trim()
    .min(1, "profileFieldsRequired")
    .max(254, "invalidEmail")
    .pipe(z.email({ error: "invalidEmail" })),
  locale: z
    .string({ error: "profileFieldsRequired" })
    .min(1, "profileFieldsRequired")
    .pipe(z.enum(LOCALES, { error: "invalidLocale" })),
  time_zone: z.string().max(64).optional(),
  // A new email needs the current password (and the second factor when it is on): issue 12.
  current_password: z.string().max(1024).optional(),
  code: secondFactorCodeSchema.optional(),
});
export type ProfileUpdateRequest = z.input<typeof profileUpdateRequestSchema>;

/** spec §5 Change password. */
export const passwordChangeRequestSchema = z
  .strictObject({
    current_password: requiredText.max(1024),
    new_password: requiredString()
      .min(1, "required")
      .min(PASSWORD_MIN_LENGTH, "newPasswordTooShort")
      .max(1024),
    confirm_password: requiredText,
  })
  .refine((body) => body.new_password === body.confirm_password, {
    path: ["confirm_password"],
    message: "newPasswordsDoNotMatch",
  });
export type PasswordChangeRequest = z.input<typeof passwordChangeRequestSchema>;

export const timeZoneUpdateSchema = z.strictObject({ time_zone: z.string().min(1).max(64) });

/** Two-factor set-up answers the otpauth URI to show as a QR code; confirming needs a code. */
export const twoFactorSetupResponseSchema = z.object({ secret: z.string(), otpauth_uri: z.string() });
export const twoFactorCodeRequestSchema = z.strictObject({
  code: z.string().regex(/^\d{6}$/, "invalidType"),
});
export const passwordConfirmRequestSchema = z.strictObject({ password: requiredText.max(1024) });

/** Turning two-factor on: the current password and a code from the newly set-up app. */
export const twoFactorEnableRequestSchema = z.strictObject({
  password: requiredText.max(1024),
  code: z.string().regex(/^\d{6}$/, "twoFactorCodeWrong"),
});
export type TwoFactorEnableRequest = z.input<typeof twoFactorEnableRequestSchema>;

/** Turning two-factor off: the current password and a code (authenticator or recovery). */
export const twoFactorDisableRequestSchema = z.strictObject({
  password: requiredText.max(1024),
  code: requiredText.pipe(secondFactorCodeSchema),
});
export type TwoFactorDisableRequest = z.input<typeof twoFactorDisableRequestSchema>;

/**
 * Answer of enabling two-factor: a message, the user (now `two_factor_enabled: true`) and the ten
 * one-time recovery codes, shown this once and never again.
 */
export const twoFactorEnabledResponseSchema = z.object({
  message: z.string(),
  user: userSchema,
  recovery_codes: z.array(z.string()),
});
export type TwoFactorEnabledResponse = z.infer<typeof twoFactorEnabledResponseSchema>;
export type TwoFactorSetupResponse = z.infer<typeof twoFactorSetupResponseSchema>;
