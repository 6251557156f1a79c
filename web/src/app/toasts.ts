// The app's toasts. A meal has one toast at a time: logged, analysing, complete or failed replace
// each other in place (the same id) instead of stacking up and contradicting each other.
import toast from "react-hot-toast";
import { TOAST_DURATION_MS } from "@nutrisnap/shared/constants";

export type MealToastKind = "info" | "success" | "error";

/** The one toast id of a meal. */
export function mealToastId(mealId: string): string {
  return `meal:${mealId}`;
}

/** Shows or updates the meal's toast. */
export function showMealToast(mealId: string, kind: MealToastKind, text: string): void {
  const options = { id: mealToastId(mealId), duration: TOAST_DURATION_MS.default };
  // An update keeps what it does not set: clear an earlier info icon so the kind's own shows.
  if (kind === "success") toast.success(text, { ...options, icon: undefined });
  else if (kind === "error") toast.error(text, { ...options, icon: undefined });
  else toast(text, { ...options, icon: "ℹ️" });
}
