import { LOCALES, type Locale, type MealType } from "../constants.ts";

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

/** The names a meal's items give its title: each as the user wrote it, else the food's name. */
export const itemNames = (items: { local_name: string; name: string }[]): string[] =>
  items.map((item) => item.local_name || item.name);

/** What a meal's title must be when its items change. */
export interface TitleChange {
  title: string;
  type: MealType;
  /** An analysed meal's title is the analysis's, not its items' (decision 236). */
  analysed: boolean;
  before: string[];
  after: string[];
  locale: Locale;
}

/**
 * Decision 236: a title that is exactly the one its foods gave (in either language) was written by
 * the app, so it follows the foods: the new items' title, or the type's name when none is left.
 * Anything else was typed by the user, or given by an analysis, and stays.
 */
export function followedMealTitle(change: TitleChange): string {
  const { title, type, before, after, locale } = change;
  const named = before.length > 0 && LOCALES.some((each) => describedMealTitle(before, each) === title);
  if (change.analysed || !named) return title;
  return describedMealTitle(after, locale) || defaultMealTitle(type, locale);
}
