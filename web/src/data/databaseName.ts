/** The IndexedDB database of the app (Dexie's NutriSnapDb), named where nothing else is loaded. */
export const DATABASE_NAME = "nutrisnap";
