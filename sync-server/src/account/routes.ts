import { Hono } from "hono";
import { passwordConfirmRequestSchema, type MessageResponse } from "@nutrisnap/shared/api";
import { clearSessionCookie } from "../auth/cookies.ts";
import { currentUserId } from "../auth/middleware.ts";
import { verifyPassword } from "../auth/passwords.ts";
import { findUserById } from "../auth/users.ts";
import type { FeatureDeps } from "../featureDeps.ts";
import { ApiError, unauthorized } from "../http/apiError.ts";
import { requestLocale, type AppEnv } from "../http/context.ts";
import { readForm } from "../http/readForm.ts";
import { translate } from "../i18n/messages.ts";
import { accountExporters, exportUserData } from "./export.ts";
import { jsonEntry, streamZip, type ExportEntry } from "./exportArchive.ts";
import { runAfterAccountDeleted } from "./extensions.ts";

/** GET /api/v1/export and DELETE /api/v1/account: the profile's account actions (spec §2). */
export function accountRoutes({ config, db, logger, extensions, hub }: FeatureDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  // One zip: account.json (profile, onboarding, goals...), meals.json and the photos (docs/decisions/008).
  app.get("/export", async (c) => {
    const userId = currentUserId(c);
    const document = await exportUserData(db, userId, [...accountExporters, ...extensions.exporters]);
    const files: ExportEntry[] = [jsonEntry("account.json", document)];
    for (const collect of extensions.exportFiles)
      files.push(...(await collect(db, userId, requestLocale(c))));
    const day = new Date().toISOString().slice(0, 10);
    return c.body(streamZip(files), 200, {
      "content-type": "application/zip",
      "content-disposition": `attachment; filename="nutrisnap-export-${day}.zip"`,
      "cache-control": "no-store",
    });
  });

  // Needs the password: a forgotten open tab must not be enough to erase an account.
  app.delete("/account", async (c) => {
    const userId = currentUserId(c);
    const body = await readForm(c, passwordConfirmRequestSchema);
    const user = await findUserById(db, userId);
    if (!user) throw unauthorized();
    if (!(await verifyPassword(body.password, user.password_hash))) {
      throw new ApiError(422, "passwordIncorrect", { errors: { password: ["passwordIncorrect"] } });
    }
    await db.transaction().execute(async (trx) => {
      for (const deleteRows of extensions.rowDeleters) await deleteRows(trx, userId);
      await trx.deleteFrom("early_access").where("email_lower", "=", user.email_lower).execute();
      await trx.deleteFrom("onboarding_profiles").where("user_id", "=", userId).execute();
      await trx.deleteFrom("user_goals").where("user_id", "=", userId).execute();
      await trx.deleteFrom("account_tokens").where("user_id", "=", userId).execute();
      await trx.deleteFrom("sessions").where("user_id", "=", userId).execute();
      await trx.deleteFrom("users").where("id", "=", userId).execute();
    });
    hub.sessionsEnded(userId);
    await runAfterAccountDeleted(extensions, userId, logger);
    clearSessionCookie(c, config.secureCookies);
    const answer: MessageResponse = { message: translate("accountDeleted", requestLocale(c)) };
    return c.json(answer);
  });

  return app;
}
