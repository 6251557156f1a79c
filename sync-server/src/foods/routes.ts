import { Hono } from "hono";
import {
  foodEstimateRequestSchema,
  foodSearchQuerySchema,
  type FoodEstimateResponse,
  type FoodSearchResponse,
  type FoodSearchResult,
} from "@nutrisnap/shared/api";
import { estimateMeal, type Food, type FoodEngine } from "@nutrisnap/shared/foods";
import type { Locale } from "@nutrisnap/shared/constants";
import { readJson, readQuery } from "../http/body.ts";
import { currentUserId } from "../auth/middleware.ts";
import { requestLocale, type AppEnv } from "../http/context.ts";
import { enforceRateLimit, type RateLimiter } from "../security/rateLimit.ts";

function toResult(foods: FoodEngine, food: Food, locale: Locale): FoodSearchResult {
  const n = food.per100g;
  return {
    id: food.id,
    description: food.description,
    local_name: foods.name(food, locale),
    category: food.category || null,
    per_100g: {
      calories: n.calories ?? 0,
      protein: n.protein ?? 0,
      fat: n.fat ?? 0,
      carbohydrates: n.carbohydrates ?? 0,
      fiber: n.fiber ?? 0,
      sugar: n.sugar ?? 0,
      sodium: n.sodium ?? 0,
    },
    portions: food.portions,
  };
}

/**
 * GET /api/v1/foods/search?q=: the food database for correcting items (issue 4 §5).
 * POST /api/v1/foods/estimate: a meal described in words, weighed by the food engine (issue 13 §3);
 * the browser computes the same answer offline with the same engine and index.
 */
export function foodsRoutes(foods: () => FoodEngine, estimates: RateLimiter): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get("/foods/search", (c) => {
    const { q, limit } = readQuery(c, foodSearchQuerySchema);
    const locale = requestLocale(c);
    const engine = foods();
    const answer: FoodSearchResponse = {
      foods: engine.search(q, { limit, locale }).map((food) => toResult(engine, food, locale)),
    };
    return c.json(answer);
  });
  app.post("/foods/estimate", async (c) => {
    await enforceRateLimit(estimates, currentUserId(c));
    const { text, locale } = await readJson(c, foodEstimateRequestSchema);
    const answer: FoodEstimateResponse = estimateMeal(foods(), text, locale);
    return c.json(answer);
  });
  return app;
}
