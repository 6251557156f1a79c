import type { Locale, MealType } from "../constants.ts";

/** The longest title a user may give a meal. */
export const MEAL_TITLE_MAX = 200;

const DEFAULT_TITLES: Record<Locale, Record<MealType, string>> = {
  en_US: { breakfast: "Breakfast", lunch: "Lunch", dinner: "Dinner", snack: "Snack" },
  es_CL: { breakfast: "Desayuno", lunch: "Almuerzo", dinner: "Cena", snack: "Colación" },
};

const AND: Record<Locale, string> = { en_US: "and", es_CL: "y" };

/**
 * A described meal's title: its foods as the user wrote them, "Eggs, toast and butter" / "Huevos,
 * tostadas y mantequilla", cut to the longest title allowed. Empty when there are none.
 */
export function describedMealTitle(names: string[], locale: Locale): string {
  const words = names.map((name) => name.trim()).filter(Boolean);
  if (words.length === 0) return "";
  const last = words.at(-1)!;
  // Spanish "y" is "e" before an i sound: "pan e higos".
  const and = locale === "es_CL" && /^h?i(?![aeiouáéó])/i.test(last) ? "e" : AND[locale];
  const listed = words.length === 1 ? last : `${words.slice(0, -1).join(", ")} ${and} ${last}`;
  const title = listed.charAt(0).toLocaleUpperCase(locale.replace("_", "-")) + listed.slice(1);
  return title.length <= MEAL_TITLE_MAX ? title : `${title.slice(0, MEAL_TITLE_MAX - 1).trimEnd()}…`;
}

/** A meal's title until it is analysed or named by the user: its type in the user's language. */
export function defaultMealTitle(type: MealType, locale: Locale): string {
  return DEFAULT_TITLES[locale][type];
}
