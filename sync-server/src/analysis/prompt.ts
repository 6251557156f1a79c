// The instructions sent with the photos. Context hints that are judgement go here; the numeric ones
// (portion consumed, protein scoops) are applied in code after the answer (ARCHITECTURE, Analysis 3).
import type {
  ChatCompletionContentPart,
  ChatCompletionMessageParam,
} from "openai/resources/chat/completions";
import type { AnalysisRequest } from "./provider.ts";

const languageNames = { en_US: "English (United States)", es_CL: "Spanish (Chile)" } as const;

export function systemPrompt(request: AnalysisRequest): string {
  const language = languageNames[request.locale];
  const units = request.useMetric
    ? "Use metric household units (g, ml, cup, tablespoon, piece) for quantity."
    : "Use US customary household units (oz, cup, tablespoon, piece) for quantity.";
  return [
    "You are a nutrition analyst. Identify every food and drink in the meal photos and estimate the portion shown.",
    "For each item give: a generic English food name as found in the USDA food database (e.g. 'chicken breast, grilled', 'white rice, cooked');",
    `the name in ${language} as local_name; quantity and unit_localized in ${language}; the estimated weight in grams;`,
    "calories (kcal), protein, fat, carbohydrates, fiber and sugar in grams, sodium in milligrams, for that weight; and a confidence from 0 to 1.",
    `Give a short meal title in ${language}, an overall confidence from 0 to 1, and brief notes in ${language} (or null).`,
    units,
    request.region
      ? `The user lives in region ${request.region}; prefer its usual dishes and portion sizes.`
      : "",
    "Report the whole portion visible in the photos; do not adjust for how much was eaten.",
    "Answer only with JSON that matches the given schema.",
  ]
    .filter(Boolean)
    .join("\n");
}

/** Hints of spec §3 that need judgement, in words the model can use. */
export function contextHints(request: AnalysisRequest): string[] {
  const context = request.context;
  if (!context) return [];
  const hints: string[] = [];
  if (context.multiple_angles)
    hints.push("The photos show the same meal from several angles: count each food once.");
  if (context.shared_meal) hints.push("The meal was shared with others: estimate the whole dish as shown.");
  if (context.leftovers) hints.push("These are leftovers: portions may be smaller or partly eaten.");
  if (context.sugar_free)
    hints.push("The user says the drinks and desserts are sugar-free: use sugar-free values.");
  return hints;
}

export function userMessage(request: AnalysisRequest): ChatCompletionMessageParam {
  const text = [
    `Meal type: ${request.mealType}. Language: ${request.locale}.`,
    request.note ? `The user's note: ${request.note}` : "",
    ...contextHints(request),
  ]
    .filter(Boolean)
    .join("\n");
  const content: ChatCompletionContentPart[] = [
    { type: "text", text },
    ...request.images.map((url): ChatCompletionContentPart => ({
      type: "image_url",
      image_url: { url, detail: "auto" },
    })),
  ];
  return { role: "user", content };
}
