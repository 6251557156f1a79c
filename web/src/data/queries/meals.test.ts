import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Meal, MealItem } from "@nutrisnap/shared/api";
import { ANALYSIS_STATUSES, MEAL_TYPES } from "@nutrisnap/shared/constants";
import { NutriSnapDb } from "../db.ts";
import { enqueue } from "../outbox.ts";
import { mealRowOf } from "../storeMeal.ts";
import { dailySummary, recentDailyCalories } from "./summary.ts";
import { keepUnchanged, queryMeals, readMeal } from "./meals.ts";

const ZONE = "America/Santiago";
const COUNT = 5000;
const db = new NutriSnapDb("meal-queries");
const DAY_MS = 86_400_000;
// Noon in Santiago on 2026-11-20 (UTC-3 in summer).
const lastNoon = Date.parse("2026-11-20T15:00:00.000Z");

const titles = ["Pollo asado", "Café con leche", "Ensalada de palta", "Porotos con riendas", "Plátano"];

function meal(index: number): Meal {
  const created = new Date(lastNoon - Math.floor(index / 4) * DAY_MS - (index % 4) * 3_600_000).toISOString();
  const id = `meal-${String(index).padStart(5, "0")}`;
  const items: MealItem[] =
    index % 10 === 0
      ? [
          {
            id: `${id}-item`,
            meal_id: id,
            name: "quinoa",
            local_name: "Quínoa",
            quantity: 1,
            unit_localized: "taza",
            grams: 185,
            calories: 222,
            protein: 8,
            fat: 3.6,
            carbohydrates: 39,
            fiber: 5,
            sugar: 1.6,
            sodium: 13,
            confidence_score: 0.8,
            source: "fndds",
            model_estimate: null,
          },
        ]
      : [];
  return {
    id,
    title: titles[index % titles.length]!,
    type: MEAL_TYPES[index % 4]!,
    analysis_status: ANALYSIS_STATUSES[index % 4]!,
    note: index === 7 ? "con ají" : null,
    created_at: created,
    updated_at: created,
    photos: [],
    items,
    total_calories: 100,
    total_protein: 10,
    total_fat: 1,
    total_carbohydrates: 20,
    total_fiber: 1,
    total_sugar: 2,
    total_sodium: 3,
    ai_analysis: null,
  };
}

const all = Array.from({ length: COUNT }, (_, index) => meal(index));

beforeAll(async () => {
  await db.meals.bulkPut(all.map((item) => mealRowOf(item, ZONE)));
  await db.items.bulkPut(all.flatMap((item) => item.items));
  await db.goals.put({
    key: "current",
    onServer: true,
    data: {
      goal_type: "maintenance",
      daily_calories: 2000,
      daily_protein: 100,
      daily_fat: 70,
      daily_carbohydrates: 250,
      daily_fiber: 28,
      daily_sugar: null,
      daily_sodium: null,
      activity_level: null,
      weekly_weight_change: null,
      created_at: all[0]!.created_at,
      updated_at: all[0]!.created_at,
    },
  });
});

afterAll(() => db.delete());

describe("queryMeals over 5,000 local meals", () => {
  it("pages newest first, grouped by local day, with the total", async () => {
    const page = await queryMeals(db, { limit: 20 }, ZONE);
    expect(page).toMatchObject({ shown: 20, total: COUNT, hasMore: true });
    expect(page.groups.map((group) => [group.date, group.meals.length])).toEqual([
      ["2026-11-20", 4],
      ["2026-11-19", 4],
      ["2026-11-18", 4],
      ["2026-11-17", 4],
      ["2026-11-16", 4],
    ]);
    expect(page.groups[0]!.meals[0]!.id).toBe("meal-00000");
  });

  it("filters by a range of local days, type and status", async () => {
    const range = { startDate: "2026-11-14", endDate: "2026-11-20", limit: 100 };
    expect((await queryMeals(db, range, ZONE)).total).toBe(28);
    const lunches = await queryMeals(db, { ...range, type: "lunch" }, ZONE);
    expect(lunches.total).toBe(7);
    expect(lunches.groups.flatMap((group) => group.meals).every((item) => item.type === "lunch")).toBe(true);
    const pending = await queryMeals(db, { ...range, status: "pending" }, ZONE);
    expect(pending.total).toBe(7);
    expect((await queryMeals(db, { ...range, type: "lunch", status: "pending" }, ZONE)).total).toBe(7);
    expect((await queryMeals(db, { ...range, type: "lunch", status: "completed" }, ZONE)).total).toBe(0);
  });

  it("searches title, note and item names ignoring case and accents", async () => {
    const cafe = await queryMeals(db, { search: "CAFE leche", limit: 20 }, ZONE);
    expect(cafe.total).toBe(COUNT / titles.length);
    expect(cafe.groups[0]!.meals[0]!.title).toBe("Café con leche");
    expect((await queryMeals(db, { search: "aji", limit: 20 }, ZONE)).groups[0]!.meals[0]!.id).toBe(
      "meal-00007",
    );
    const quinoa = await queryMeals(db, { search: "quinoa", limit: 5 }, ZONE);
    expect(quinoa).toMatchObject({ total: COUNT / 10, shown: 5, hasMore: true });
    expect((await queryMeals(db, { search: "pollo", type: "breakfast", limit: 5 }, ZONE)).total).toBe(
      COUNT / 20,
    );
  });

  it("marks a meal with changes in the outbox as pending", async () => {
    await enqueue(db, { kind: "meal.delete", mealId: "meal-00001" });
    expect((await readMeal(db, "meal-00001"))?.sync).toBe("pending");
    expect((await readMeal(db, "meal-00002"))?.sync).toBe("synced");
    await db.outbox.clear();
  });
});

describe("a page read again", () => {
  it("is the same page when nothing changed, and keeps the meals that did not change", async () => {
    const first = await queryMeals(db, { limit: 20 }, ZONE);
    const again = keepUnchanged(first, await queryMeals(db, { limit: 20 }, ZONE));
    expect(again).toBe(first);

    const row = (await db.meals.get("meal-00005"))!;
    await db.meals.put({ ...row, title: "Once" });
    await db.photos.put({
      id: "photo-00009",
      meal_id: "meal-00009",
      position: 0,
      blob: new Blob(["jpeg"], { type: "image/jpeg" }),
      file_name: "lunch.jpg",
      uploaded: false,
      image_url: null,
      thumbnail_url: null,
      temporary_url: null,
      content_type: "image/jpeg",
      width: 640,
      height: 480,
      created_at: row.created_at,
    });
    try {
      const changed = keepUnchanged(first, await queryMeals(db, { limit: 20 }, ZONE));
      const meals = changed.groups.flatMap((group) => group.meals);
      const before = first.groups.flatMap((group) => group.meals);
      expect(changed).not.toBe(first);
      expect(meals.find((meal) => meal.id === "meal-00005")?.title).toBe("Once");
      expect(meals.find((meal) => meal.id === "meal-00009")?.photos).toHaveLength(1);
      const untouched = (meal: { id: string }) => meal.id !== "meal-00005" && meal.id !== "meal-00009";
      expect(meals.filter(untouched)).toHaveLength(18);
      meals.filter(untouched).forEach((meal) => expect(before).toContain(meal));
      // A day none of whose meals changed is the same group.
      expect(changed.groups[0]).toBe(first.groups[0]);

      // Read again, the photo's Blob is another object of the same image: the meal is kept.
      const third = keepUnchanged(changed, await queryMeals(db, { limit: 20 }, ZONE));
      expect(third).toBe(changed);
    } finally {
      await db.meals.put(row);
      await db.photos.delete("photo-00009");
    }
  });
});

describe("local dashboard numbers", () => {
  it("sums a local day against the goals", async () => {
    expect(await dailySummary(db, "2026-11-20")).toEqual({
      date: "2026-11-20",
      meal_count: 4,
      total_calories: 400,
      total_protein: 40,
      total_fat: 4,
      total_carbohydrates: 80,
      calories_goal: 2000,
      protein_goal: 100,
      fat_goal: 70,
      carbohydrates_goal: 250,
    });
  });

  it("gives calories per day for the last days, zero-filled, today last", async () => {
    const days = await recentDailyCalories(db, 3, "2026-11-21");
    expect(days).toEqual([
      { date: "2026-11-19", calories: 400, meal_count: 4 },
      { date: "2026-11-20", calories: 400, meal_count: 4 },
      { date: "2026-11-21", calories: 0, meal_count: 0 },
    ]);
  });
});
