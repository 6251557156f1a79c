import { z } from "zod/mini";
import {
  ACTIVITY_LEVELS,
  AGE_RANGE,
  HEIGHT_RANGE_CM,
  WEIGHT_RANGE_KG,
  BUDGET_PREFERENCES,
  COOKING_FREQUENCIES,
  DIETARY_RESTRICTIONS,
  FOOD_PREFERENCES,
  GENDERS,
  HEALTH_CONDITIONS,
} from "../constants.ts";
import { instantSchema, requiredNumber } from "./common.ts";

/** spec §3: a list may arrive as a JSON string; it is parsed, and an invalid one becomes empty. */
const keyList = <T extends readonly [string, ...string[]]>(keys: T) =>
  z.pipe(
    z.transform((value: unknown) => {
      if (typeof value !== "string") return value;
      try {
        const parsed: unknown = JSON.parse(value);
        return Array.isArray(parsed) ? parsed : [];
      } catch {
        return [];
      }
    }),
    z.array(z.enum(keys, { error: "invalidChoice" })).check(z.maxLength(keys.length)),
  );

/** spec §5 onboarding step 1. */
export const onboardingBasicsSchema = z.object({
  // Age is whole years: "34,5" is within the range but not an age (decision 212).
  age: requiredNumber("ageRange", AGE_RANGE.min, AGE_RANGE.max).check(z.int("ageWholeYears")),
  gender: z.enum(GENDERS, { error: "genderRequired" }),
  height: requiredNumber("heightRange", HEIGHT_RANGE_CM.min, HEIGHT_RANGE_CM.max),
  current_weight: requiredNumber("weightRange", WEIGHT_RANGE_KG.min, WEIGHT_RANGE_KG.max),
});

/** spec §5 onboarding step 2: target weight optional but 30–300 inclusive when given. */
export const onboardingGoalsStepSchema = z.object({
  target_weight: z.nullish(
    z
      .number({ error: "targetWeightRange" })
      .check(
        z.gte(WEIGHT_RANGE_KG.min, "targetWeightRange"),
        z.lte(WEIGHT_RANGE_KG.max, "targetWeightRange"),
      ),
  ),
  activity_level: z.enum(ACTIVITY_LEVELS, { error: "activityLevelRequired" }),
});

/** spec §3 onboarding step 3: all optional. */
export const onboardingPreferencesSchema = z.object({
  dietary_restrictions: z.optional(keyList(DIETARY_RESTRICTIONS)),
  health_conditions: z.optional(keyList(HEALTH_CONDITIONS)),
  food_preferences: z.optional(keyList(FOOD_PREFERENCES)),
  cooking_frequency: z.optional(z.enum(COOKING_FREQUENCIES, { error: "invalidChoice" })),
  budget_preference: z.optional(z.enum(BUDGET_PREFERENCES, { error: "invalidChoice" })),
});

/** POST and PUT /api/v1/onboarding; unknown keys are rejected. */
export const onboardingRequestSchema = z.strictObject({
  ...onboardingBasicsSchema.shape,
  ...onboardingGoalsStepSchema.shape,
  ...onboardingPreferencesSchema.shape,
});
export type OnboardingRequest = z.input<typeof onboardingRequestSchema>;

export const onboardingSchema = z.object({
  age: z.number(),
  gender: z.enum(GENDERS),
  height: z.number(),
  current_weight: z.number(),
  target_weight: z.nullable(z.number()),
  activity_level: z.enum(ACTIVITY_LEVELS),
  dietary_restrictions: z.array(z.enum(DIETARY_RESTRICTIONS)),
  health_conditions: z.array(z.enum(HEALTH_CONDITIONS)),
  food_preferences: z.array(z.enum(FOOD_PREFERENCES)),
  cooking_frequency: z.nullable(z.enum(COOKING_FREQUENCIES)),
  budget_preference: z.nullable(z.enum(BUDGET_PREFERENCES)),
  created_at: instantSchema,
  updated_at: instantSchema,
});
export type Onboarding = z.infer<typeof onboardingSchema>;
