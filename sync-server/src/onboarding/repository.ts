import type { Onboarding, onboardingRequestSchema } from "@nutrisnap/shared/api";
import type { z } from "zod";
import type { Database } from "../db/database.ts";
import type { OnboardingProfileRow } from "../db/schema.ts";

type OnboardingInput = z.output<typeof onboardingRequestSchema>;

const list = <T>(json: string): T[] => {
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? (parsed as T[]) : [];
};

/** The API's view of the stored nutrition profile (spec §3); lists come back as arrays. */
export function toOnboarding(row: OnboardingProfileRow): Onboarding {
  return {
    age: row.age,
    gender: row.gender as Onboarding["gender"],
    height: row.height,
    current_weight: row.current_weight,
    target_weight: row.target_weight,
    activity_level: row.activity_level as Onboarding["activity_level"],
    dietary_restrictions: list(row.dietary_restrictions),
    health_conditions: list(row.health_conditions),
    food_preferences: list(row.food_preferences),
    cooking_frequency: row.cooking_frequency as Onboarding["cooking_frequency"],
    budget_preference: row.budget_preference as Onboarding["budget_preference"],
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export async function findOnboarding(db: Database, userId: string): Promise<Onboarding | undefined> {
  const row = await db
    .selectFrom("onboarding_profiles")
    .selectAll()
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row ? toOnboarding(row) : undefined;
}

/**
 * Creates or replaces the user's nutrition profile (docs/decisions/007): a replayed POST or a PUT
 * before the POST arrived both end in the state the client last sent. Answers whether it was new.
 */
export async function saveOnboarding(
  db: Database,
  userId: string,
  input: OnboardingInput,
  now = new Date(),
): Promise<{ created: boolean }> {
  const at = now.toISOString();
  const existed = await findOnboarding(db, userId);
  const values = {
    age: input.age,
    gender: input.gender,
    height: input.height,
    current_weight: input.current_weight,
    target_weight: input.target_weight ?? null,
    activity_level: input.activity_level,
    dietary_restrictions: JSON.stringify(input.dietary_restrictions ?? []),
    health_conditions: JSON.stringify(input.health_conditions ?? []),
    food_preferences: JSON.stringify(input.food_preferences ?? []),
    cooking_frequency: input.cooking_frequency ?? null,
    budget_preference: input.budget_preference ?? null,
    updated_at: at,
  };
  await db
    .insertInto("onboarding_profiles")
    .values({ user_id: userId, created_at: at, ...values })
    .onConflict((oc) => oc.column("user_id").doUpdateSet(values))
    .execute();
  return { created: existed === undefined };
}
