// Meal search, one rule on the device (offline, IndexedDB) and on the server (SQLite): accent- and
// case-insensitive, each query word matching the start of a word of the title, the note or an item
// name ("pollo" finds "Pollo asado", "CAFE" finds "café", "sado" finds nothing).

/** Folds case and accents: "Café Ñandú" -> "cafe nandu". */
export function foldText(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

export function wordsOf(text: string): string[] {
  return foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

/** The distinct words a meal is found by. */
export function searchWords(parts: ReadonlyArray<string | null | undefined>): string[] {
  return [...new Set(parts.flatMap((part) => (part ? wordsOf(part) : [])))];
}

/** True when every query word is a prefix of one of the meal's words. */
export function matchesSearch(mealWords: readonly string[], queryWords: readonly string[]): boolean {
  return queryWords.every((query) => mealWords.some((word) => word.startsWith(query)));
}

/**
 * The server's search column: the meal's words, each after a space (" pollo asado"), so "a word
 * starting with q" is the SQL pattern `% q%`.
 */
export function searchColumn(parts: ReadonlyArray<string | null | undefined>): string {
  return searchWords(parts)
    .map((word) => ` ${word}`)
    .join("");
}
