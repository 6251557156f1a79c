import type { AnalysisContext } from "@nutrisnap/shared/api";
import type { Locale, MealType } from "@nutrisnap/shared/constants";
import type { ModelAnswer } from "./modelAnswer.ts";

export interface AnalysisRequest {
  /** The display-size JPEGs of the meal, as data URLs. */
  images: string[];
  note: string | null;
  mealType: MealType;
  locale: Locale;
  region: string | null;
  useMetric: boolean;
  context: AnalysisContext | null;
}

/** A vision model that estimates a meal's items. One OpenAI-compatible implementation covers most. */
export interface AnalysisProvider {
  analyze(request: AnalysisRequest, signal: AbortSignal): Promise<ModelAnswer>;
}

/** Worth trying again later: timeouts, 429, 5xx, network errors. */
export class TransientAnalysisError extends Error {}

/** Trying again will not help (bad request, unreadable answers, no provider). */
export class PermanentAnalysisError extends Error {
  constructor(
    readonly reason:
      | "analysisNotConfigured"
      | "analysisProviderFailed"
      | "analysisUnreadableAnswer"
      | "analysisNothingToAnalyse",
    detail?: string,
  ) {
    super(detail ?? reason);
  }
}
