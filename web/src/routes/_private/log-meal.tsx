import { createFileRoute } from "@tanstack/react-router";
import { isValidDay } from "@nutrisnap/shared/dates";
import { MEAL_TYPES, type MealType } from "@nutrisnap/shared/constants";
import { LogMealPage } from "../../features/log-meal/LogMealPage.tsx";

export interface LogMealSearch {
  /** The meal type to start with (the diary's "Add" of a group). */
  type?: MealType;
  /** The day to log for, YYYY-MM-DD (the diary of a past day). */
  date?: string;
}

export const Route = createFileRoute("/_private/log-meal")({
  validateSearch: (search: Record<string, unknown>): LogMealSearch => ({
    type: MEAL_TYPES.find((type) => type === search.type),
    date: isValidDay(search.date) ? search.date : undefined,
  }),
  component: function LogMealRoute() {
    const { type, date } = Route.useSearch();
    return <LogMealPage initialType={type} initialDate={date} />;
  },
});
