// spec §7 meal calls: create, list, read, update, delete, stats, and item delete/correct.
import { Hono } from "hono";
import {
  addMealItemsRequestSchema,
  correctItemAmountRequestSchema,
  replaceItemFoodRequestSchema,
  createMealRequestSchema,
  mealsListQuerySchema,
  mealStatsQuerySchema,
  updateMealRequestSchema,
} from "@nutrisnap/shared/api";
import { currentUserId } from "../auth/middleware.ts";
import type { Database } from "../db/database.ts";
import { ApiError } from "../http/apiError.ts";
import { readJson, readQuery } from "../http/body.ts";
import { requestLocale, type AppContext, type AppEnv } from "../http/context.ts";
import type { Services } from "../services.ts";
import { addMealItems, replaceItemFood } from "./foodItems.ts";
import { correctMealItemAmount, deleteMealItem } from "./items.ts";
import { listMeals, mealStats } from "./listMeals.ts";
import { loadMeal } from "./mealView.ts";
import { createMeal, deleteMeal, updateMeal, type MealStore } from "./repository.ts";

const mealNotFound = (): ApiError => new ApiError(404, "mealNotFound");

export function mealsRoutes(db: Database, services: Services): Hono<AppEnv> {
  const store: MealStore = { db, hub: services.hub, blobs: services.blobs };
  const app = new Hono<AppEnv>();
  const answerMeal = async (c: AppContext, mealId: string, status: 200 | 201 = 200) => {
    const meal = await loadMeal(db, currentUserId(c), mealId, requestLocale(c), services.photoUrls);
    if (!meal) throw mealNotFound();
    return c.json(meal, status);
  };

  app.post("/meals", async (c) => {
    const request = await readJson(c, createMealRequestSchema);
    const { id, created } = await createMeal(store, currentUserId(c), requestLocale(c), request);
    return answerMeal(c, id, created ? 201 : 200);
  });

  app.get("/meals", async (c) => {
    const query = readQuery(c, mealsListQuerySchema);
    return c.json(await listMeals(db, currentUserId(c), query, requestLocale(c), services.photoUrls));
  });

  app.get("/meals/stats", async (c) => {
    const { period } = readQuery(c, mealStatsQuerySchema);
    return c.json(await mealStats(db, currentUserId(c), period));
  });

  app.get("/meals/:id", (c) => answerMeal(c, c.req.param("id")));

  app.put("/meals/:id", async (c) => {
    const update = await readJson(c, updateMealRequestSchema);
    const found = await updateMeal(store, currentUserId(c), requestLocale(c), c.req.param("id"), update);
    if (!found) throw mealNotFound();
    return answerMeal(c, c.req.param("id"));
  });

  app.delete("/meals/:id", async (c) => {
    if (!(await deleteMeal(store, currentUserId(c), c.req.param("id")))) throw mealNotFound();
    return c.body(null, 204);
  });

  // Both answer the meal with its recomputed totals, so a client can apply it at once.
  app.delete("/mealItems/:id", async (c) => {
    const mealId = await deleteMealItem(store, currentUserId(c), c.req.param("id"));
    return answerMeal(c, mealId);
  });

  app.patch("/mealItems/:id", async (c) => {
    const correction = await readJson(c, correctItemAmountRequestSchema);
    const mealId = await correctMealItemAmount(store, currentUserId(c), c.req.param("id"), correction);
    return answerMeal(c, mealId);
  });

  // Foods from the database (issue 13): a described meal, Add food and Replace food.
  app.post("/meals/:id/items", async (c) => {
    const request = await readJson(c, addMealItemsRequestSchema);
    await addMealItems(store, services.foods(), currentUserId(c), c.req.param("id"), request);
    return answerMeal(c, c.req.param("id"));
  });

  app.put("/mealItems/:id/food", async (c) => {
    const request = await readJson(c, replaceItemFoodRequestSchema);
    const mealId = await replaceItemFood(
      store,
      services.foods(),
      currentUserId(c),
      c.req.param("id"),
      request,
    );
    return answerMeal(c, mealId);
  });

  return app;
}
