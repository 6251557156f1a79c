// spec §7 meal calls: create, list, read, update, delete, stats, and item delete/correct; copy.
import { Hono } from "hono";
import {
  addMealItemsRequestSchema,
  copyMealRequestSchema,
  correctItemAmountRequestSchema,
  replaceItemFoodRequestSchema,
  createMealRequestSchema,
  mealsListQuerySchema,
  mealStatsQuerySchema,
  updateMealRequestSchema,
} from "@nutrisnap/shared/api";
import { currentUserId } from "../auth/middleware.ts";
import type { Database } from "../db/database.ts";
import { readJson, readQuery } from "../http/body.ts";
import { requestLocale, type AppContext, type AppEnv } from "../http/context.ts";
import type { Services } from "../services.ts";
import { MealWriteError } from "./errors.ts";
import { listMeals, mealStats } from "./listMeals.ts";
import { loadMeal } from "./mealView.ts";

export function mealsRoutes(db: Database, services: Services): Hono<AppEnv> {
  const writes = services.meals;
  const app = new Hono<AppEnv>();
  const answerMeal = async (c: AppContext, mealId: string, status: 200 | 201 = 200) => {
    const meal = await loadMeal(db, currentUserId(c), mealId, requestLocale(c), services.photoUrls);
    if (!meal) throw new MealWriteError({ kind: "mealNotFound" });
    return c.json(meal, status);
  };

  app.post("/meals", async (c) => {
    const request = await readJson(c, createMealRequestSchema);
    const { id, created } = await writes.createMeal(currentUserId(c), requestLocale(c), request);
    return answerMeal(c, id, created ? 201 : 200);
  });

  app.get("/meals", async (c) => {
    const query = readQuery(c, mealsListQuerySchema);
    const userId = currentUserId(c);
    const timeZone = c.get("userTimeZone") ?? null;
    return c.json(await listMeals(db, userId, timeZone, query, requestLocale(c), services.photoUrls));
  });

  app.get("/meals/stats", async (c) => {
    const { period } = readQuery(c, mealStatsQuerySchema);
    return c.json(await mealStats(db, currentUserId(c), period));
  });

  app.get("/meals/:id", (c) => answerMeal(c, c.req.param("id")));

  app.put("/meals/:id", async (c) => {
    const update = await readJson(c, updateMealRequestSchema);
    await writes.updateMeal(currentUserId(c), requestLocale(c), c.req.param("id"), update);
    return answerMeal(c, c.req.param("id"));
  });

  // "Log again" (issue 15): a new meal from this one, its photo files copied on the server.
  app.post("/meals/:id/copy", async (c) => {
    const request = await readJson(c, copyMealRequestSchema);
    const { id, created } = await writes.copyMeal(
      currentUserId(c),
      requestLocale(c),
      c.req.param("id"),
      request,
    );
    return answerMeal(c, id, created ? 201 : 200);
  });

  app.delete("/meals/:id", async (c) => {
    await writes.deleteMeal(currentUserId(c), c.req.param("id"));
    return c.body(null, 204);
  });

  // Both answer the meal with its recomputed totals, so a client can apply it at once.
  app.delete("/mealItems/:id", async (c) => {
    const mealId = await writes.deleteItem(currentUserId(c), c.req.param("id"));
    return answerMeal(c, mealId);
  });

  app.patch("/mealItems/:id", async (c) => {
    const correction = await readJson(c, correctItemAmountRequestSchema);
    const mealId = await writes.correctItem(
      currentUserId(c),
      requestLocale(c),
      c.req.param("id"),
      correction,
    );
    return answerMeal(c, mealId);
  });

  // Foods from the database (issue 13): a described meal, Add food and Replace food.
  app.post("/meals/:id/items", async (c) => {
    const request = await readJson(c, addMealItemsRequestSchema);
    await writes.addItems(currentUserId(c), c.req.param("id"), request);
    return answerMeal(c, c.req.param("id"));
  });

  app.put("/mealItems/:id/food", async (c) => {
    const request = await readJson(c, replaceItemFoodRequestSchema);
    const mealId = await writes.replaceItemFood(
      currentUserId(c),
      c.req.param("id"),
      request,
      requestLocale(c),
    );
    return answerMeal(c, mealId);
  });

  return app;
}
