import type { Locale, MealType } from "../constants.ts";

/** The longest title a user may give a meal. */
export const MEAL_TITLE_MAX = 200;

const DEFAULT_TITLES: Record<Locale, Record<MealType, string>> = {
  en_US: { breakfast: "Breakfast", lunch: "Lunch", dinner: "Dinner", snack: "Snack" },
  es_CL: { breakfast: "Desayuno", lunch: "Almuerzo", dinner: "Cena", snack: "Colación" },
};

/** A meal's title until it is analysed or named by the user: its type in the user's language. */
export function defaultMealTitle(type: MealType, locale: Locale): string {
  return DEFAULT_TITLES[locale][type];
}
