import { sql, type Kysely } from "kysely";

/** Folds case and accents and splits into words, as shared/meals/search did when this was written. */
const wordsOf = (text: string): string[] =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);

/**
 * The search column holds the meal's words, each after a space, so the server finds a meal by the
 * start of a word as the device does ("sado" no longer finds "asado").
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const meals = await sql<{ id: string; title: string; note: string | null }>`
    select id, title, note from meals`.execute(db);
  for (const meal of meals.rows) {
    const items = await sql<{ name: string; local_name: string }>`
      select name, local_name from meal_items where meal_id = ${meal.id}`.execute(db);
    const parts = [meal.title, meal.note ?? "", ...items.rows.flatMap((i) => [i.name, i.local_name])];
    const words = [...new Set(parts.flatMap(wordsOf))];
    await sql`update meals set search_text = ${words.map((w) => ` ${w}`).join("")} where id = ${meal.id}`.execute(
      db,
    );
  }
}

export async function down(): Promise<void> {
  // The older column is a superset for substring search; nothing to undo.
}
