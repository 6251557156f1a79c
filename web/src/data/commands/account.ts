// Account actions of the profile screen (spec §2 Profile, Account actions). They need the network.
import type {
  MessageResponse,
  TwoFactorEnabledResponse,
  TwoFactorSetupResponse,
} from "@nutrisnap/shared/api";
import { toCommandResult, type ApiResult, type CommandResult } from "../api.ts";
import { dataContext } from "../context.ts";
import { refreshSession, whenSignedOut } from "../session.ts";
import { userTables } from "../db.ts";

/** GET /api/v1/export and hands the file to the browser as a download. */
export async function exportData(): Promise<CommandResult<null>> {
  const result = await dataContext().api.download("/api/v1/export");
  if (!result.ok) return toCommandResult(result);
  const { blob, fileName } = result.data;
  const href = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = href;
  link.download = fileName ?? `nutrisnap-export-${new Date().toISOString().slice(0, 10)}.zip`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
  return { ok: true, data: null };
}

/** DELETE /api/v1/account with the password; on success nothing of the user stays on the device. */
export async function deleteAccount(password: string): Promise<CommandResult<null>> {
  const ctx = dataContext();
  const result = await ctx.api.request("/api/v1/account", { method: "DELETE", json: { password } });
  if (!result.ok) return toCommandResult(result);
  await ctx.db.transaction("rw", userTables(ctx.db), () =>
    Promise.all(userTables(ctx.db).map((table) => table.clear())),
  );
  await whenSignedOut(ctx, false);
  return { ok: true, data: null };
}

export type TwoFactorSetup = TwoFactorSetupResponse;

/** POST /api/v1/account/two-factor/setup: a new secret and its otpauth URI (shown as a QR code). */
export async function twoFactorSetup(): Promise<CommandResult<TwoFactorSetup>> {
  const result = await dataContext().api.request("/api/v1/account/two-factor/setup", {
    method: "POST",
    schema: (c) => c.twoFactorSetupResponseSchema,
  });
  return toCommandResult(result);
}

/**
 * POST /api/v1/account/two-factor/enable with the password and a code from the authenticator app;
 * answers the ten recovery codes, which the server shows this once.
 */
export async function twoFactorEnable(
  password: string,
  code: string,
): Promise<CommandResult<TwoFactorEnabledResponse>> {
  return afterTwoFactorChange(
    await dataContext().api.request("/api/v1/account/two-factor/enable", {
      method: "POST",
      json: { password, code },
      schema: (c) => c.twoFactorEnabledResponseSchema,
    }),
  );
}

/** POST /api/v1/account/two-factor/disable with the password and a code (app or recovery). */
export async function twoFactorDisable(
  password: string,
  code: string,
): Promise<CommandResult<MessageResponse | null>> {
  return afterTwoFactorChange(
    await dataContext().api.request<MessageResponse | null>("/api/v1/account/two-factor/disable", {
      method: "POST",
      json: { password, code },
    }),
  );
}

function afterTwoFactorChange<T>(result: ApiResult<T>): CommandResult<T> {
  // The user's two_factor_enabled flag changed on the server: the session answer carries it.
  if (result.ok) void refreshSession();
  return toCommandResult(result);
}
