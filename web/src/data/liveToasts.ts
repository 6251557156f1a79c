// spec §4 and §8: a toast for each live message, with the meal's title (started: info,
// completed: success, failed: error; 4 s on the meal screens). Each updates the meal's one toast.
import { useLingui } from "@lingui/react/macro";
import { showMealToast } from "../app/toasts.ts";
import { useLiveMessages } from "./liveEvents.ts";

export function useLiveToasts(): void {
  const { t } = useLingui();
  useLiveMessages(({ type, payload }) => {
    const title = payload.meal_title;
    const id = payload.meal_id;
    if (type === "meal_analysis_started") showMealToast(id, "info", t`Analyzing ${title}…`);
    else if (type === "meal_analysis_completed")
      showMealToast(id, "success", t`Analysis complete for ${title}`);
    else showMealToast(id, "error", t`Analysis failed for ${title}`);
  });
}
