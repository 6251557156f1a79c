import { deleteUserMealFiles, mealExportFiles } from "../meals/exportMeals.ts";
import type { Services } from "../services.ts";
import { appendChange } from "../sync/changeLog.ts";
import type { AccountExtensions } from "./extensions.ts";

/**
 * Plugs the meals and sync features into the account-wide actions: the export carries meals and
 * photos, deleting an account removes the photo files, and every profile, onboarding or goals
 * change enters the sync change log (and wakes the user's other devices).
 */
export function wireAccountFeatures(extensions: AccountExtensions, services: Services): void {
  extensions.exportFiles.push((db, userId, locale) =>
    mealExportFiles(db, services.blobs, services.photoUrls, userId, locale),
  );
  extensions.afterAccountDeleted.push((userId) => deleteUserMealFiles(services.blobs, userId));
  extensions.userDataChanged.push(async (trx, { userId, kind }) => {
    const event = await appendChange(trx, userId, { kind, recordId: userId, op: "upsert" });
    await services.hub.announce(trx, userId, event);
    return () => services.hub.publish(userId, event);
  });
}
