import { Toaster } from "react-hot-toast";
import { TOAST_DURATION_MS, TOAST_REMOVE_DELAY_MS } from "@nutrisnap/shared/constants";

/**
 * spec §2/§4/§9: success 2 s, error and default 4 s, loading until dismissed, removal 1 s after
 * dismissal; react-hot-toast holds at most 20 (its TOAST_LIMIT, = spec §9). Toasts sit at the
 * bottom centre above the round log-meal button rather than top-right (decision 040): at the top
 * they covered Back, Share, Edit, Delete and the search box, the controls of every page header.
 */
export function AppToaster() {
  return (
    <Toaster
      position="bottom-center"
      containerStyle={{ bottom: 88 }}
      toastOptions={{
        duration: TOAST_DURATION_MS.default,
        removeDelay: TOAST_REMOVE_DELAY_MS,
        success: { duration: TOAST_DURATION_MS.success },
        error: { duration: TOAST_DURATION_MS.error },
        loading: { duration: Infinity },
        className:
          "!rounded-xl !bg-white !text-slate-900 !shadow-lg ring-1 ring-slate-200 dark:!bg-slate-800 dark:!text-slate-100 dark:ring-slate-700 !text-sm",
      }}
    />
  );
}
