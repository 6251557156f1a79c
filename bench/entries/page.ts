// Bench-only entry, bundled for the page by client.bench.ts: the real web data layer in Chromium,
// on the server's origin and its "nutrisnap" IndexedDB (the app's own database). Exposes what the
// benchmark drives as window.nutrisnapBench; every timing is taken here with performance.now().
import { i18n } from "@lingui/core";
import type { Meal, MealItem } from "@nutrisnap/shared/api";
import { MEAL_TYPES } from "@nutrisnap/shared/constants";
import { addDays, todayIn } from "@nutrisnap/shared/dates";
import { dataContext } from "../../web/src/data/context.ts";
import { queryMeals } from "../../web/src/data/queries/meals.ts";
import { dailySummary, recentDailyCalories } from "../../web/src/data/queries/summary.ts";
import { mealRowOf, photoRowOf } from "../../web/src/data/storeMeal.ts";
import { deviceTimeZone } from "../../web/src/data/timeZone.ts";
import { signUpWithGoals } from "./account.ts";

i18n.loadAndActivate({ locale: "en_US", messages: {} });

const nutrients = (scale: number) => ({
  calories: 120 * scale,
  protein: 8 * scale,
  fat: 4 * scale,
  carbohydrates: 14 * scale,
  fiber: 2 * scale,
  sugar: 3 * scale,
  sodium: 90 * scale,
});

/** An analysed meal as the server would send it: three grounded items and one uploaded photo. */
function analysedMeal(index: number, createdAt: string): Meal {
  const id = crypto.randomUUID();
  const items: MealItem[] = ["rice", "beans", "salad"].map((name, position) => ({
    id: crypto.randomUUID(),
    meal_id: id,
    name,
    local_name: name,
    quantity: 1,
    unit_localized: "cup",
    grams: 150,
    ...nutrients(position + 1),
    confidence_score: 0.8,
    source: "bench",
    model_estimate: null,
  }));
  return {
    id,
    title: `Bench meal ${index}`,
    type: MEAL_TYPES[index % MEAL_TYPES.length]!,
    analysis_status: "completed",
    note: index % 3 === 0 ? `note of meal ${index}` : null,
    created_at: createdAt,
    updated_at: createdAt,
    photos: [
      {
        id: crypto.randomUUID(),
        meal_id: id,
        image_url: `/api/v1/photos/${id}/display.jpg`,
        thumbnail_url: `/api/v1/photos/${id}/thumbnail.jpg`,
        temporary_url: null,
        content_type: "image/jpeg",
        width: 1920,
        height: 1440,
        created_at: createdAt,
      },
    ],
    items,
    total_calories: 720,
    total_protein: 48,
    total_fat: 24,
    total_carbohydrates: 84,
    total_fiber: 12,
    total_sugar: 18,
    total_sodium: 540,
    ai_analysis: { confidence: 0.8, notes: null },
  };
}

const bench = {
  /** Registers, saves onboarding and goals through the data layer (the real server API). */
  signUp: (email: string, password: string): Promise<string> =>
    signUpWithGoals("Bench Client", email, password),

  /** The photos of the newest meal as stored on the device (after compression). */
  async newestMealPhotos(): Promise<{ bytes: number; sizes: string[] }> {
    const { db } = dataContext();
    const meal = await db.meals.orderBy("created_at").last();
    if (!meal) throw new Error("no meal stored");
    const photos = await db.photos.where("meal_id").equals(meal.id).toArray();
    const sizes = await Promise.all(
      photos.map(async (photo) => {
        if (!photo.blob) return "no blob";
        const bitmap = await createImageBitmap(photo.blob);
        return `${bitmap.width}x${bitmap.height}`;
      }),
    );
    return { bytes: photos.reduce((sum, photo) => sum + (photo.blob?.size ?? 0), 0), sizes };
  },

  /** Writes `count` analysed meals, four a day back from today, through the data layer's rows. */
  async seedMeals(count: number): Promise<number> {
    const started = performance.now();
    const { db } = dataContext();
    const today = todayIn(deviceTimeZone());
    const hours = [8, 13, 17, 20];
    for (let first = 0; first < count; first += 500) {
      const meals = Array.from({ length: Math.min(500, count - first) }, (_, offset) => {
        const index = first + offset;
        const day = addDays(today, -Math.floor(index / 4));
        return analysedMeal(
          index,
          new Date(`${day}T${String(hours[index % 4]).padStart(2, "0")}:00:00`).toISOString(),
        );
      });
      await db.transaction("rw", db.meals, db.items, db.photos, async () => {
        await db.meals.bulkPut(meals.map((meal) => ({ ...mealRowOf(meal), context: null })));
        await db.items.bulkPut(meals.flatMap((meal) => meal.items));
        await db.photos.bulkPut(
          meals.flatMap((meal) => meal.photos.map((photo, position) => photoRowOf(photo, position))),
        );
      });
    }
    return performance.now() - started;
  },

  async countMeals(): Promise<number> {
    return dataContext().db.meals.count();
  },

  /** What the meals list reads first: page 1 (20 meals) of the newest-first list, grouped by day. */
  async timeMealsList(): Promise<{ ms: number; shown: number; total: number }> {
    const started = performance.now();
    const page = await queryMeals(dataContext().db, { limit: 20 });
    return { ms: performance.now() - started, shown: page.shown, total: page.total };
  },

  /** What the dashboard reads first: today's summary and the last 7 days' calories. */
  async timeDashboard(): Promise<{ ms: number; mealsToday: number }> {
    const { db } = dataContext();
    const started = performance.now();
    const [summary] = await Promise.all([
      dailySummary(db, todayIn(deviceTimeZone())),
      recentDailyCalories(db, 7),
    ]);
    return { ms: performance.now() - started, mealsToday: summary.meal_count };
  },
};

declare global {
  interface Window {
    nutrisnapBench: typeof bench;
  }
}

window.nutrisnapBench = bench;
