// Why a meal write was refused, as typed problems the meal service throws; mapped to HTTP here and
// nowhere else, so every route that writes meals, items or photos answers them the same way.
import { MAX_PHOTOS_PER_MEAL } from "@nutrisnap/shared/constants";
import type { MealTimeProblem } from "@nutrisnap/shared/meals";
import { ApiError } from "../http/apiError.ts";
import type { ImageProblem } from "../photos/processImage.ts";

export type MealWriteProblem =
  /** No meal of this user has the id (another user's meal is not found either). */
  | { kind: "mealNotFound"; field?: "meal_id" }
  | { kind: "itemNotFound" }
  | { kind: "photoNotFound" }
  /** A client id already names a record of another meal or user. */
  | { kind: "idInUse" }
  /** spec §5: a meal keeps at least one item. */
  | { kind: "lastItem" }
  | { kind: "tooManyPhotos" }
  | { kind: "photoRejected"; problem: ImageProblem; filename: string; max: number }
  /** An amount the item cannot be rescaled to (zero, or an item without grams). */
  | { kind: "invalidAmount"; field: "grams" | "quantity"; message: "invalidAmount" | "amountTooLarge" }
  /** A unit outside the list the item offers (shared/meals/units). */
  | { kind: "unknownUnit" }
  /** A meal logged for a time in the future or more than a year back (shared/meals/mealTime). */
  | { kind: "mealTime"; problem: MealTimeProblem }
  /** A food id the food engine's index does not hold (issue 13). */
  | { kind: "unknownFood"; field: string };

export class MealWriteError extends Error {
  constructor(readonly problem: MealWriteProblem) {
    super(problem.kind);
  }
}

const photoStatus = {
  notAnImage: 415,
  photoUnreadable: 415,
  photoTooLarge: 413,
  photoTooManyPixels: 422,
} as const;

/** The one place meal problems become HTTP answers. */
export function apiErrorOf(problem: MealWriteProblem): ApiError {
  switch (problem.kind) {
    case "mealNotFound":
      return new ApiError(
        404,
        "mealNotFound",
        problem.field ? { errors: { [problem.field]: ["mealNotFound"] } } : {},
      );
    case "itemNotFound":
    case "photoNotFound":
      return new ApiError(404, "notFound");
    case "idInUse":
      return new ApiError(409, "idInUse");
    case "lastItem":
      return new ApiError(409, "lastMealItem", { code: "last_item" });
    case "tooManyPhotos":
      return new ApiError(422, "tooManyPhotos", {
        params: { max: MAX_PHOTOS_PER_MEAL },
        errors: { photos: ["tooManyPhotos"] },
      });
    case "photoRejected":
      return new ApiError(photoStatus[problem.problem], problem.problem, {
        params: { filename: problem.filename, max: problem.max },
        errors: { photos: [problem.problem] },
      });
    case "invalidAmount":
      return new ApiError(422, "checkInput", { errors: { [problem.field]: [problem.message] } });
    case "unknownUnit":
      return new ApiError(422, "unknownUnit", { errors: { unit: ["unknownUnit"] } });
    case "mealTime":
      return new ApiError(422, problem.problem, { errors: { created_at: [problem.problem] } });
    case "unknownFood":
      return new ApiError(422, "checkInput", { errors: { [problem.field]: ["unknownFood"] } });
  }
}
