// Rows to the contract's Meal (spec §3): photos with their URLs, items, totals and the analysis.
import type { Meal, MealItem, MealPhoto, Nutrients } from "@nutrisnap/shared/api";
import { MAX_PAGE_SIZE, type Locale } from "@nutrisnap/shared/constants";
import type { Database } from "../db/database.ts";
import { runReusable } from "../db/reusableQuery.ts";
import type { MealItemRow, MealPhotoRow, MealRow } from "../db/schema.ts";
import type { PhotoUrls } from "../photos/signedUrls.ts";
import { defaultMealTitle } from "@nutrisnap/shared/meals";

export function toMealPhoto(row: MealPhotoRow, urls: PhotoUrls): MealPhoto {
  return {
    id: row.id,
    meal_id: row.meal_id,
    image_url: urls.path(row.id, "image"),
    thumbnail_url: urls.path(row.id, "thumbnail"),
    temporary_url: urls.temporary(row.id, "image"),
    content_type: row.content_type,
    width: row.width,
    height: row.height,
    created_at: row.created_at,
  };
}

export function toMealItem(row: MealItemRow): MealItem {
  return {
    id: row.id,
    meal_id: row.meal_id,
    name: row.name,
    local_name: row.local_name,
    quantity: row.quantity,
    unit_localized: row.unit_localized,
    grams: row.grams,
    calories: row.calories,
    protein: row.protein,
    fat: row.fat,
    carbohydrates: row.carbohydrates,
    fiber: row.fiber,
    sugar: row.sugar,
    sodium: row.sodium,
    confidence_score: row.confidence_score,
    source: row.source,
    model_estimate: row.model_estimate ? (JSON.parse(row.model_estimate) as Nutrients) : null,
  };
}

export function toMeal(
  row: MealRow,
  photos: MealPhotoRow[],
  items: MealItemRow[],
  locale: Locale,
  urls: PhotoUrls,
): Meal {
  const analysed = row.analysis_confidence !== null || row.analysis_notes !== null;
  return {
    id: row.id,
    // A default title follows the user's current language (issue 4: "Lunch", "Almuerzo").
    title: row.title_is_default === 1 ? defaultMealTitle(row.type, locale) : row.title,
    type: row.type,
    analysis_status: row.analysis_status,
    note: row.note,
    created_at: row.created_at,
    updated_at: row.updated_at,
    photos: photos.map((photo) => toMealPhoto(photo, urls)),
    items: items.map(toMealItem),
    total_calories: row.total_calories,
    total_protein: row.total_protein,
    total_fat: row.total_fat,
    total_carbohydrates: row.total_carbohydrates,
    total_fiber: row.total_fiber,
    total_sugar: row.total_sugar,
    total_sodium: row.total_sodium,
    ai_analysis: analysed ? { confidence: row.analysis_confidence, notes: row.analysis_notes } : null,
  };
}

/** Whole meals for rows, with two queries for the photos and items of each page of them (no N+1). */
export async function loadMeals(
  db: Database,
  rows: MealRow[],
  locale: Locale,
  urls: PhotoUrls,
): Promise<Meal[]> {
  const pages: MealRow[][] = [];
  for (let start = 0; start < rows.length; start += MAX_PAGE_SIZE)
    pages.push(rows.slice(start, start + MAX_PAGE_SIZE));
  const meals = await Promise.all(
    pages.map(async (page) => {
      const [photos, items] = await photosAndItemsOf(db, page);
      return page.map((row) =>
        toMeal(
          row,
          photos.filter((photo) => photo.meal_id === row.id),
          items.filter((item) => item.meal_id === row.id),
          locale,
          urls,
        ),
      );
    }),
  );
  return meals.flat();
}

/**
 * The photos and items of up to a page of meals: one compiled query for each number of meals a page
 * may hold (an export asks page by page).
 */
function photosAndItemsOf(db: Database, rows: MealRow[]): Promise<[MealPhotoRow[], MealItemRow[]]> {
  const values = Object.fromEntries(rows.map((row, i) => [`meal${i}`, row.id]));
  const ids = (value: (name: string) => never) => rows.map((_, i) => value(`meal${i}`));
  return Promise.all([
    runReusable(db, `meal_photos.of:${rows.length}`, values, (value) =>
      db.selectFrom("meal_photos").selectAll().where("meal_id", "in", ids(value)).orderBy("position"),
    ),
    runReusable(db, `meal_items.of:${rows.length}`, values, (value) =>
      db.selectFrom("meal_items").selectAll().where("meal_id", "in", ids(value)).orderBy("position"),
    ),
  ]);
}

export async function findMealRow(
  db: Database,
  userId: string,
  mealId: string,
): Promise<MealRow | undefined> {
  return db
    .selectFrom("meals")
    .selectAll()
    .where("id", "=", mealId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
}

export async function loadMeal(
  db: Database,
  userId: string,
  mealId: string,
  locale: Locale,
  urls: PhotoUrls,
): Promise<Meal | null> {
  const row = await findMealRow(db, userId, mealId);
  if (!row) return null;
  const [meal] = await loadMeals(db, [row], locale, urls);
  return meal ?? null;
}
