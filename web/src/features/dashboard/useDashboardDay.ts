import { useEffect, useState } from "react";
import { localToday } from "../meals/dayLabels.ts";
import { canGoNext, dayForKey, isTypingTarget, stepDay } from "./dateNavigation.ts";

/** The dashboard's day, with the buttons' actions and the Left, Right and Home keys (spec §2). */
export function useDashboardDay() {
  const today = localToday();
  const [day, setDay] = useState(today);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
      if (isTypingTarget(event.target as HTMLElement | null)) return;
      const next = dayForKey(event.key, day, localToday());
      if (next === null) return;
      event.preventDefault();
      setDay(next);
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [day]);

  return {
    day,
    today,
    isToday: day === today,
    canGoNext: canGoNext(day, today),
    previous: () => setDay((current) => stepDay(current, -1, today)),
    next: () => setDay((current) => stepDay(current, 1, today)),
    goToday: () => setDay(today),
  };
}
