import { z } from "zod/mini";
import { WEIGHT_RANGE_KG } from "../constants.ts";
import { idSchema, instantSchema, requiredNumber } from "./common.ts";

/** One weighing of the weight log (issue 15 item 17), in kilograms. */
export const weightEntrySchema = z.object({
  id: z.string(),
  weight: z.number(),
  measured_at: instantSchema,
  created_at: instantSchema,
});
export type WeightEntry = z.infer<typeof weightEntrySchema>;

/**
 * POST /api/v1/weights: the client may send its own id (a replay answers the stored entry, 200)
 * and when it weighed (default now; not in the future, at most a year back). Answers 201 with the
 * entry; the latest weighing also becomes the profile's current weight.
 */
export const recordWeightRequestSchema = z.strictObject({
  id: z.optional(idSchema),
  weight: requiredNumber("weightRange", WEIGHT_RANGE_KG.min, WEIGHT_RANGE_KG.max),
  measured_at: z.optional(instantSchema),
});
export type RecordWeightRequest = z.input<typeof recordWeightRequestSchema>;

/** GET /api/v1/weights?limit=N: the latest N weighings (default 90), oldest first. */
export const weightsListQuerySchema = z.object({
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(1000)), 90),
});

export const weightsListResponseSchema = z.object({ weights: z.array(weightEntrySchema) });
export type WeightsListResponse = z.infer<typeof weightsListResponseSchema>;
