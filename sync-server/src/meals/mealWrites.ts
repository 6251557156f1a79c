// The one owner of the server's meal writes (docs/decisions/012): every route that creates, changes
// or deletes a meal, an item or a photo, or asks for an analysis, goes through this service. Each
// write runs in one transaction that appends to the change log; a refusal is a MealWriteError
// (errors.ts), mapped to HTTP in one place.
import type {
  AddMealItemsRequest,
  AnalysisContext,
  CorrectItemAmountRequest,
  ReplaceItemFoodRequest,
} from "@nutrisnap/shared/api";
import type { FoodEngine } from "@nutrisnap/shared/foods";
import type { Locale, MealType } from "@nutrisnap/shared/constants";
import { requestAnalysis } from "../analysis/requestAnalysis.ts";
import type { JobOptions } from "../analysis/jobs.ts";
import type { MealPhotoRow } from "../db/schema.ts";
import {
  deleteMealPhoto,
  storeMealPhotos,
  type PhotoLimits,
  type PhotoUpload,
} from "../photos/storePhotos.ts";
import { createProcessingLine } from "../photos/processingLine.ts";
import { addMealItems, replaceItemFood } from "./foodItems.ts";
import { correctMealItemAmount, deleteMealItem } from "./items.ts";
import { copyMeal, type CopyMealInput } from "./copyMeal.ts";
import { createMeal, deleteMeal, updateMeal, type MealStore } from "./repository.ts";

export interface MealWrites {
  /** POST /meals: the same client id again answers the existing meal (`created: false`). */
  createMeal(
    userId: string,
    locale: Locale,
    request: { id?: string; type: MealType; created_at?: string; note?: string | null },
  ): Promise<{ id: string; created: boolean }>;
  /** PUT /meals/{id}: type, title, note and time eaten; a title set here is the user's. */
  updateMeal(
    userId: string,
    locale: Locale,
    mealId: string,
    update: { type?: MealType; title?: string; note?: string | null; created_at?: string },
  ): Promise<void>;
  /** POST /meals/{id}/copy ("Log again"): the same client id again answers the existing copy. */
  copyMeal(
    userId: string,
    locale: Locale,
    sourceId: string,
    request: CopyMealInput,
  ): Promise<{ id: string; created: boolean }>;
  deleteMeal(userId: string, mealId: string): Promise<void>;
  /** Answers the meal id; refuses the meal's last item. */
  deleteItem(userId: string, itemId: string): Promise<string>;
  /** Answers the meal id; the amount's unit is one of the item's units (shared/meals/units). */
  correctItem(
    userId: string,
    locale: Locale,
    itemId: string,
    correction: CorrectItemAmountRequest,
  ): Promise<string>;
  /** Foods from the database by id, weighed by the server's food engine; item ids are kept once. */
  addItems(userId: string, mealId: string, request: AddMealItemsRequest): Promise<void>;
  /** Answers the meal id; the item keeps its grams, its food and nutrients change. The food's name
   * in `locale` becomes the item's local name unless the request gives one. */
  replaceItemFood(
    userId: string,
    itemId: string,
    request: ReplaceItemFoodRequest,
    locale: Locale,
  ): Promise<string>;
  /** At most 5 per meal, checked and inserted in one transaction; a client photo id is stored once. */
  storePhotos(userId: string, mealId: string, uploads: PhotoUpload[]): Promise<MealPhotoRow[]>;
  deletePhoto(userId: string, photoId: string): Promise<void>;
  /** Answers whether a job was enqueued (false: one was already open). */
  requestAnalysis(
    userId: string,
    mealId: string,
    context: AnalysisContext | null,
    options: JobOptions,
    userLocale: Locale,
  ): Promise<boolean>;
}

export function createMealWrites(
  store: MealStore,
  photoLimits: PhotoLimits,
  foods: () => FoodEngine,
): MealWrites {
  // Uploads wait their turn for image processing (docs/decisions/030).
  const photoLine = createProcessingLine();
  return {
    addItems: (userId, mealId, request) => addMealItems(store, foods(), userId, mealId, request),
    replaceItemFood: (userId, itemId, request, locale) =>
      replaceItemFood(store, foods(), userId, itemId, request, locale),
    createMeal: (userId, locale, request) => createMeal(store, userId, locale, request),
    updateMeal: (userId, locale, mealId, update) => updateMeal(store, userId, locale, mealId, update),
    copyMeal: (userId, locale, sourceId, request) => copyMeal(store, userId, locale, sourceId, request),
    deleteMeal: (userId, mealId) => deleteMeal(store, userId, mealId),
    deleteItem: (userId, itemId) => deleteMealItem(store, userId, itemId),
    correctItem: (userId, locale, itemId, correction) =>
      correctMealItemAmount(store, userId, itemId, correction, locale),
    storePhotos: (userId, mealId, uploads) =>
      storeMealPhotos(store, userId, mealId, uploads, photoLimits, photoLine),
    deletePhoto: (userId, photoId) => deleteMealPhoto(store, userId, photoId),
    requestAnalysis: (userId, mealId, context, options, userLocale) =>
      requestAnalysis(store, userId, mealId, context, options, userLocale),
  };
}
