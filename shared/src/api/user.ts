import { z } from "zod/mini";
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
  user: z.nullable(userSchema),
  onboarding: z.optional(z.nullable(onboardingSchema)),
  goals: z.optional(z.nullable(userGoalsSchema)),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const userResponseSchema = z.object({ user: userSchema });
export type UserResponse = z.infer<typeof userResponseSchema>;

/** The answer of the user routes, `{ user }` or the user alone, read as the user. */
export const userAnswerSchema = z.union([
  z.pipe(
    userResponseSchema,
    z.transform((answer) => answer.user),
  ),
  userSchema,
]);

export const nameSchema = requiredString().check(
  z.trim(),
  z.minLength(1, "required"),
  z.minLength(NAME_LENGTH.min, "nameTooShort"),
  z.maxLength(NAME_LENGTH.max, "nameTooLong"),
);

export const passwordSchema = requiredString().check(
  z.minLength(1, "required"),
  z.minLength(PASSWORD_MIN_LENGTH, "passwordTooShort"),
  z.maxLength(1024, "invalidType"),
);

const requiredText = requiredString().check(z.minLength(1, "required"));
/** requiredText up to a length (over it: the given key, else zod's own issue). */
const requiredTextUpTo = (max: number, key?: "invalidType") =>
  requiredText.check(key ? z.maxLength(max, key) : z.maxLength(max));

/** A code from the authenticator app (6 digits) or one of the ten recovery codes (xxxxx-xxxxx). */
export const secondFactorCodeSchema = z
  .string()
  .check(z.trim(), z.regex(/^(\d{6}|[a-z2-7]{5}-?[a-z2-7]{5})$/i, "twoFactorCodeWrong"));

/** spec §5 Register; passwordConfirm must equal password. */
export const registerRequestSchema = z
  .strictObject({
    name: nameSchema,
    email: emailSchema,
    password: passwordSchema,
    passwordConfirm: requiredText,
    locale: z._default(localeSchema, "en_US"),
    time_zone: z.optional(z.string().check(z.maxLength(64))),
  })
  .check(
    z.refine((body) => body.password === body.passwordConfirm, {
      path: ["passwordConfirm"],
      message: "passwordsDoNotMatch",
    }),
  );
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/** spec §5 Login: email and password required; remember me and a two-factor code optional. */
export const loginRequestSchema = z.strictObject({
  email: emailSchema,
  password: requiredTextUpTo(1024, "invalidType"),
  remember: z._default(z.boolean(), false),
  code: z.optional(secondFactorCodeSchema),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const forgotPasswordRequestSchema = z.strictObject({ email: emailSchema });
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>;

export const resetPasswordRequestSchema = z
  .strictObject({
    token: requiredTextUpTo(200),
    password: passwordSchema,
    passwordConfirm: requiredText,
    // With two-factor on, a reset also needs the authenticator code (a mailbox alone is one factor).
    code: z.optional(secondFactorCodeSchema),
  })
  .check(
    z.refine((body) => body.password === body.passwordConfirm, {
      path: ["passwordConfirm"],
      message: "passwordsDoNotMatch",
    }),
  );
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

export const confirmEmailRequestSchema = z.strictObject({ token: requiredTextUpTo(200) });
export type ConfirmEmailRequest = z.input<typeof confirmEmailRequestSchema>;

/** spec §5: text, @, text, dot, text with no spaces. */
export const EARLY_ACCESS_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const earlyAccessRequestSchema = z.strictObject({
  email: z
    .string({ error: "required" })
    .check(
      z.trim(),
      z.minLength(1, "required"),
      z.maxLength(254, "invalidEmail"),
      z.regex(EARLY_ACCESS_EMAIL_PATTERN, "invalidEmail"),
    ),
});
export type EarlyAccessRequest = z.input<typeof earlyAccessRequestSchema>;

/** spec §5 Profile form: 'Name, email, and locale are required'. */
export const profileUpdateRequestSchema = z.strictObject({
  name: z
    .string({ error: "profileFieldsRequired" })
    .check(
      z.trim(),
      z.minLength(1, { error: "profileFieldsRequired", abort: true }),
      z.minLength(NAME_LENGTH.min, "nameTooShort"),
      z.maxLength(NAME_LENGTH.max, "nameTooLong"),
    ),
  email: z.pipe(
    z
      .string({ error: "profileFieldsRequired" })
      .check(z.trim(), z.minLength(1, "profileFieldsRequired"), z.maxLength(254, "invalidEmail")),
    z.email({ error: "invalidEmail" }),
  ),
  locale: z.pipe(
    z.string({ error: "profileFieldsRequired" }).check(z.minLength(1, "profileFieldsRequired")),
    z.enum(LOCALES, { error: "invalidLocale" }),
  ),
  time_zone: z.optional(z.string().check(z.maxLength(64))),
  // A new email needs the current password (and the second factor when it is on): issue 12.
  current_password: z.optional(z.string().check(z.maxLength(1024))),
  code: z.optional(secondFactorCodeSchema),
});
export type ProfileUpdateRequest = z.input<typeof profileUpdateRequestSchema>;

/** spec §5 Change password. */
export const passwordChangeRequestSchema = z
  .strictObject({
    current_password: requiredTextUpTo(1024),
    new_password: requiredString().check(
      z.minLength(1, "required"),
      z.minLength(PASSWORD_MIN_LENGTH, "newPasswordTooShort"),
      z.maxLength(1024),
    ),
    confirm_password: requiredText,
  })
  .check(
    z.refine((body) => body.new_password === body.confirm_password, {
      path: ["confirm_password"],
      message: "newPasswordsDoNotMatch",
    }),
  );
export type PasswordChangeRequest = z.input<typeof passwordChangeRequestSchema>;

export const timeZoneUpdateSchema = z.strictObject({
  time_zone: z.string().check(z.minLength(1), z.maxLength(64)),
});

/** Two-factor set-up answers the otpauth URI to show as a QR code; confirming needs a code. */
export const twoFactorSetupResponseSchema = z.object({ secret: z.string(), otpauth_uri: z.string() });
export const twoFactorCodeRequestSchema = z.strictObject({
  code: z.string().check(z.regex(/^\d{6}$/, "invalidType")),
});
export const passwordConfirmRequestSchema = z.strictObject({ password: requiredTextUpTo(1024) });

/** Turning two-factor on: the current password and a code from the newly set-up app. */
export const twoFactorEnableRequestSchema = z.strictObject({
  password: requiredTextUpTo(1024),
  code: z.string().check(z.regex(/^\d{6}$/, "twoFactorCodeWrong")),
});
export type TwoFactorEnableRequest = z.input<typeof twoFactorEnableRequestSchema>;

/** Turning two-factor off: the current password and a code (authenticator or recovery). */
export const twoFactorDisableRequestSchema = z.strictObject({
  password: requiredTextUpTo(1024),
  code: z.pipe(requiredText, secondFactorCodeSchema),
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
