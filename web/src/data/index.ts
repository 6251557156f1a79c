// The data layer's public API: the only way screens read (live queries over IndexedDB) and write
// (commands that update IndexedDB and queue the server call). Screens never call fetch or Dexie.
import { setGenericMessages } from "./api.ts";
import * as foodItemCommands from "./commands/foodItems.ts";
import * as mealEditCommands from "./commands/mealEdit.ts";
import * as mealCommands from "./commands/meals.ts";
import { onDevice } from "./commands/onDevice.ts";
import * as profileCommands from "./commands/profile.ts";
import * as weightCommands from "./commands/weights.ts";
import { translatedGenericMessages } from "./genericMessages.ts";

setGenericMessages(translatedGenericMessages);

/** The interface language (BCP-47) sent as Accept-Language with every API call. */
export { setRequestLanguage } from "./api.ts";

// --- Types ---
/** What every command answers: the data, or a message (server's or spec §8's) with field errors, a code and `offline`. */
export type { CommandResult } from "./api.ts";
/** A meal of the local store: the contract's Meal plus `sync`, `syncError` and photos with local Blobs. */
export type { LocalMeal, LocalPhoto } from "./queries/localMeals.ts";
/** The filter of useMeals and the page it answers. */
export type { MealsFilter, MealsPage } from "./queries/meals.ts";
/** Input of logMeal: type, photos (File[]), analysis context or null, optional note. */
export type { LogMealInput } from "./commands/meals.ts";
/** The session as useSession and useAuth answer it. */
export type { SessionView } from "./session.ts";
/** The value of useAuth(): the session plus login, logout, register and refreshSession. */
export type { AuthValue } from "./AuthProvider.tsx";
/** One weighing of the weight log. */
export type { WeightRow } from "./db.ts";
/** The numbers of useSyncState. */
export type { SyncState, FailedChange } from "./syncState.ts";
/** What usePwa answers. */
export type { PwaView } from "./usePwa.ts";
/** One day of useRecentDailyCalories. */
export type { DayCalories } from "./queries/summary.ts";
/** The secret and otpauth URI of twoFactorSetup. */
export type { TwoFactorSetup } from "./commands/account.ts";

// --- Session ---
/** The session: unknown while loading, signedIn with the (cached) user, or signedOut; offline and needsSignIn flags. */
export { useSession, refreshSession, prerenderSessionAs } from "./session.ts";
/** register, login (code "two_factor_required" asks for the second factor), logout, the account mails and early access; network only. */
export {
  register,
  login,
  logout,
  forgotPassword,
  resetPassword,
  confirmEmail,
  resendConfirmation,
  joinEarlyAccess,
} from "./commands/session.ts";
/** The auth context of spec §1 (wraps useSession); useAuth throws outside the provider. */
export { AuthProvider, useAuth } from "./AuthProvider.tsx";

// --- Profile, onboarding, goals ---
/** The signed-in user, and their onboarding record and goals (null: none; undefined: loading). */
export { useProfile, useOnboarding, useGoals } from "./queries/account.ts";
/** updateProfile, saveOnboarding and saveGoals work offline; changePassword needs the network. */
export { changeEmail, changePassword } from "./commands/profile.ts";
export const updateProfile = onDevice(profileCommands.updateProfile);
export const saveOnboarding = onDevice(profileCommands.saveOnboarding);
export const saveGoals = onDevice(profileCommands.saveGoals);

// --- Meals ---
/** The local meal list (filters, search, grouped by day) and one meal. */
export { useMeals, useMeal } from "./queries/meals.ts";
/**
 * Meal commands, all offline-capable and synced through the outbox. Each answers a refusal with a
 * message when the device's store cannot take the change (out of space), like any other refusal.
 */
export const logMeal = onDevice(mealCommands.logMeal);
export const addPhotos = onDevice(mealCommands.addPhotos);
export const deleteMeal = onDevice(mealCommands.deleteMeal);
export const deleteItem = onDevice(mealCommands.deleteItem);
export const correctItemAmount = onDevice(mealCommands.correctItemAmount);
export const requestAnalysis = onDevice(mealCommands.requestAnalysis);
export const logDescribedMeal = onDevice(foodItemCommands.logDescribedMeal);
export const addFoods = onDevice(foodItemCommands.addFoods);
export const replaceFood = onDevice(foodItemCommands.replaceFood);
/** Editing a meal's title, type, note and time, and "Log again" (a copy eaten now). */
export const editMeal = onDevice(mealEditCommands.editMeal);
export const logMealAgain = onDevice(mealEditCommands.logMealAgain);
export type { MealChanges } from "./commands/mealEdit.ts";
/** A day's summary and calories per day of the last N days, computed from local meals and goals. */
export { useDailySummary, useRecentDailyCalories } from "./queries/summary.ts";
/** A chosen photo made ready: HEIC/HEIF converted to JPEG at once, or the message why it cannot be. */
export { preparePhoto, type PreparedPhoto } from "./photos/preparePhoto.ts";
export { looksLikeHeic } from "./photos/heicConversion.ts";
/** The weight log (issue 15): the latest weighings, the weight goals and BMI use, record and delete offline. */
export { useWeights, currentWeight } from "./queries/weights.ts";
export const recordWeight = onDevice(weightCommands.recordWeight);
export const deleteWeight = onDevice(weightCommands.deleteWeight);
/** The address to show a photo from (local Blob first, released on unmount). */
export { usePhotoUrl } from "./usePhotoUrl.ts";

// --- Sync and live ---
/** Pending and failed changes, the last error, "all changes saved", online and paused. */
export { useSyncState, useOnline, retryFailedChanges, discardFailedChanges } from "./syncState.ts";
/** Each change the server refused, with the server's message, field messages and the meal's title. */
export { useFailedChanges } from "./syncState.ts";
/** Call once at app start: checks the session, drains, pulls and opens the live channel. */
export { startSync } from "./startSync.ts";
/** Subscribe to parsed live messages while mounted. */
export { useLiveMessages } from "./liveEvents.ts";
/** The toasts of live messages (started, completed, failed) with the meal title. */
export { useLiveToasts } from "./liveToasts.ts";

// --- Account ---
/** Download the user's data, delete the account, and set up, enable or disable two-factor sign-in. */
export {
  exportData,
  deleteAccount,
  twoFactorSetup,
  twoFactorEnable,
  twoFactorDisable,
} from "./commands/account.ts";

// --- PWA ---
/** Install prompt, iOS card, standalone, update-available with applyUpdate, and online status. */
export { usePwa } from "./usePwa.ts";
/** Asks the browser to keep this site's storage (unsent meals and photos live only here). */
export { requestPersistentStorage } from "./photos/persistentStorage.ts";
/** Storage on this device (photos kept, usage, quota, persistence) and "Free up space". */
export { useStorage, freeUpSpace, type StorageView } from "./queries/storage.ts";
export { KEEP_RECENT_DAYS, KEEP_BUDGET_BYTES } from "./photos/photoStorage.ts";
/** Photos shared into the installed app from another app, taken once by the log-meal screen. */
export { takeShare } from "./sharedPhotos.ts";
