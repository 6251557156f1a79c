import { z } from "zod";

/**
 * What the vision model must answer (issue 4 §4), sent as a strict JSON schema. Nutrients are for
 * the portion seen in the photos; sodium in mg.
 */
export const modelItemSchema = z.object({
  name: z.string().describe("English food name, generic, e.g. 'white rice, cooked'"),
  local_name: z.string().describe("the food's name in the user's language"),
  quantity: z.number(),
  unit_localized: z.string().describe("unit of the quantity in the user's language, e.g. 'cup', 'taza'"),
  grams: z.number().describe("estimated weight in grams"),
  calories: z.number(),
  protein: z.number(),
  fat: z.number(),
  carbohydrates: z.number(),
  fiber: z.number(),
  sugar: z.number(),
  sodium: z.number().describe("milligrams"),
  confidence: z.number().describe("0 to 1"),
});
export type ModelItem = z.infer<typeof modelItemSchema>;

export const modelAnswerSchema = z.object({
  title: z.string().describe("a short meal title in the user's language"),
  items: z.array(modelItemSchema),
  confidence: z.number().describe("overall confidence 0 to 1"),
  notes: z.string().nullable(),
});
export type ModelAnswer = z.infer<typeof modelAnswerSchema>;

const numberLike = z.preprocess((value) => {
  if (typeof value !== "string") return value;
  const parsed = Number.parseFloat(value.replace(",", "."));
  return Number.isFinite(parsed) ? parsed : value;
}, z.number().finite().min(0));

// The lenient reading used to repair a near-miss: numbers as strings, missing notes, extra fields.
const lenientItemSchema = modelItemSchema.extend({
  local_name: z.string().optional(),
  quantity: numberLike.default(1),
  unit_localized: z.string().default(""),
  grams: numberLike,
  calories: numberLike,
  protein: numberLike,
  fat: numberLike,
  carbohydrates: numberLike,
  fiber: numberLike.default(0),
  sugar: numberLike.default(0),
  sodium: numberLike.default(0),
  confidence: numberLike.default(0.5),
});
const lenientAnswerSchema = z.object({
  title: z.string().min(1),
  items: z.array(lenientItemSchema).min(1),
  confidence: numberLike.default(0.5),
  notes: z.string().nullish(),
});

export type ReadAnswer = { ok: true; answer: ModelAnswer } | { ok: false; problem: string };

/**
 * Reads the model's text as an answer, repairing what can be repaired: code fences or prose
 * around the JSON, numbers as strings, confidences on a 0-100 scale.
 */
export function readModelAnswer(text: string | null | undefined): ReadAnswer {
  if (!text) return { ok: false, problem: "empty answer" };
  const start = text.indexOf("{");
  const end = text.lastIndexOf("}");
  if (start < 0 || end <= start) return { ok: false, problem: "no JSON object in the answer" };
  let json: unknown;
  try {
    json = JSON.parse(text.slice(start, end + 1));
  } catch (error) {
    return { ok: false, problem: `invalid JSON: ${(error as Error).message}` };
  }
  const parsed = lenientAnswerSchema.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 5).map((i) => `${i.path.join(".")}: ${i.message}`);
    return { ok: false, problem: `does not match the schema (${issues.join("; ")})` };
  }
  const toUnit = (value: number) => Math.min(1, value > 1 ? value / 100 : value);
  const answer = parsed.data;
  return {
    ok: true,
    answer: {
      title: answer.title.trim(),
      confidence: toUnit(answer.confidence),
      notes: answer.notes?.trim() || null,
      items: answer.items.map((item) => ({
        ...item,
        local_name: item.local_name?.trim() || item.name,
        confidence: toUnit(item.confidence),
      })),
    },
  };
}
