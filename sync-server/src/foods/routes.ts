import { Hono } from "hono";
import {
  foodSearchQuerySchema,
  type FoodSearchResponse,
  type FoodSearchResult,
  type Nutrients,
} from "@nutrisnap/shared/api";
import { readQuery } from "../http/body.ts";
import type { AppEnv } from "../http/context.ts";
import type { Food, FoodDatabase } from "./foodDatabase.ts";

function toResult(food: Food): FoodSearchResult {
  const n = food.per100g;
  const per100g: Nutrients = {
    calories: n.calories ?? 0,
    protein: n.protein ?? 0,
    fat: n.fat ?? 0,
    carbohydrates: n.carbohydrates ?? 0,
    fiber: n.fiber ?? 0,
    sugar: n.sugar ?? 0,
    sodium: n.sodium ?? 0,
  };
  return {
    id: food.id,
    description: food.description,
    category: food.category || null,
    per_100g: per100g,
    portions: food.portions,
  };
}

/** GET /api/v1/foods/search?q=: the food database for manual correction of items (issue 4 §5). */
export function foodsRoutes(foods: FoodDatabase | null): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get("/foods/search", (c) => {
    const { q, limit } = readQuery(c, foodSearchQuerySchema);
    const answer: FoodSearchResponse = { foods: foods ? foods.search(q, limit).map(toResult) : [] };
    return c.json(answer);
  });
  return app;
}
