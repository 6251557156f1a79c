// spec §4 and §8: a toast for each live message, with the meal's title (started: info,
// completed: success, failed: error; 4 s on the meal screens).
import toast from "react-hot-toast";
import { useLingui } from "@lingui/react/macro";
import { TOAST_DURATION_MS } from "@nutrisnap/shared/constants";
import { useLiveMessages } from "./liveEvents.ts";

export function useLiveToasts(): void {
  const { t } = useLingui();
  useLiveMessages(({ type, payload }) => {
    const title = payload.meal_title;
    const options = { duration: TOAST_DURATION_MS.default, id: `${type}:${payload.meal_id}` };
    if (type === "meal_analysis_started") toast(t`Analysing ${title}…`, { ...options, icon: "ℹ️" });
    else if (type === "meal_analysis_completed") toast.success(t`Analysis complete for ${title}`, options);
    else toast.error(t`Analysis failed for ${title}`, options);
  });
}
