// Sign-up, sign-in and the account mails (spec §7). They need the network; offline they answer
// `{ ok: false, offline: true, message }` without touching the local data.
import type {
  ConfirmEmailRequest,
  LoginRequest,
  MessageResponse,
  RegisterRequest,
  ResetPasswordRequest,
  User,
} from "@nutrisnap/shared/api";
import { toCommandResult, type CommandResult } from "../api.ts";
import { dataContext } from "../context.ts";
import { userAnswer } from "../contracts.ts";
import { whenSignedIn, whenSignedOut } from "../session.ts";
import { deviceTimeZone } from "../timeZone.ts";

async function signInWith(path: string, body: unknown): Promise<CommandResult<User>> {
  const ctx = dataContext();
  const result = await ctx.api.request(path, { method: "POST", json: body, schema: userAnswer });
  if (result.ok) await whenSignedIn(ctx, result.data);
  return toCommandResult(result);
}

async function messageCall(path: string, body: unknown): Promise<CommandResult<MessageResponse>> {
  const result = await dataContext().api.request(path, {
    method: "POST",
    json: body,
    schema: (c) => c.messageResponseSchema,
  });
  return toCommandResult(result);
}

/** POST /api/auth/register; the new user is signed in (spec §2 Register). */
export function register(input: RegisterRequest): Promise<CommandResult<User>> {
  return signInWith("/api/auth/register", { time_zone: deviceTimeZone(), ...input });
}

/**
 * POST /api/auth/login. With two-factor on and no (or a wrong) code the answer has
 * `code: "two_factor_required"`: ask for the code and call again with `code`.
 */
export function login(input: LoginRequest): Promise<CommandResult<User>> {
  return signInWith("/api/auth/login", input);
}

/** POST /api/auth/reset-password; signs the user in (spec §2 Reset password). */
export function resetPassword(input: ResetPasswordRequest): Promise<CommandResult<User>> {
  return signInWith("/api/auth/reset-password", input);
}

/** POST /api/auth/logout (its failure is ignored, spec §4), then signs out on this device. */
export async function logout(): Promise<CommandResult<null>> {
  const ctx = dataContext();
  await ctx.api.request("/api/auth/logout", { method: "POST" });
  await whenSignedOut(ctx, false);
  return { ok: true, data: null };
}

export function forgotPassword(email: string): Promise<CommandResult<MessageResponse>> {
  return messageCall("/api/auth/forgot-password", { email });
}

export function confirmEmail(token: ConfirmEmailRequest["token"]): Promise<CommandResult<MessageResponse>> {
  return messageCall("/api/auth/confirm-email", { token });
}

/** POST /api/v1/account/confirmation: mails the signed-in user another confirmation link. */
export function resendConfirmation(): Promise<CommandResult<MessageResponse>> {
  return messageCall("/api/v1/account/confirmation", {});
}

/** POST /api/early-access; the answer's message is shown (spec §2 Landing). */
export function joinEarlyAccess(email: string): Promise<CommandResult<MessageResponse>> {
  return messageCall("/api/early-access", { email });
}
