import { useLingui } from "@lingui/react/macro";
import { useFormat } from "../../i18n/format.ts";
import { dayAsDate, dayName } from "./dayLabels.ts";

/** spec §2: a day reads 'Today', 'Yesterday', or the long localised date. */
export function useDayHeading(): (day: string, today: string) => string {
  const { t } = useLingui();
  const format = useFormat();
  return (day, today) => {
    const name = dayName(day, today);
    if (name === "today") return t`Today`;
    if (name === "yesterday") return t`Yesterday`;
    return format.longDate(dayAsDate(day));
  };
}
