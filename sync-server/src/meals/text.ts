import type { Locale, MealType } from "@nutrisnap/shared/constants";

/** Lower case without accents, for case- and accent-insensitive search ("platano" finds "Plátano"). */
export function normaliseForSearch(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

/** The search column of a meal: its title, note and item names (English and local). */
export function mealSearchText(title: string, note: string | null, itemNames: readonly string[]): string {
  return normaliseForSearch([title, note ?? "", ...itemNames].join(" "));
}

const defaultTitles: Record<Locale, Record<MealType, string>> = {
  en_US: { breakfast: "Breakfast", lunch: "Lunch", dinner: "Dinner", snack: "Snack" },
  es_CL: { breakfast: "Desayuno", lunch: "Almuerzo", dinner: "Cena", snack: "Colación" },
};

/** A meal's title until it is analysed: its type in the user's language (issue 4). */
export function defaultMealTitle(type: MealType, locale: Locale): string {
  return defaultTitles[locale][type];
}
