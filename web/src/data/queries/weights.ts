// The weight log as the dashboard reads it (issue 15 item 17), from the local store (offline).
import { useLiveQuery } from "dexie-react-hooks";
import type { Onboarding } from "@nutrisnap/shared/api";
import { dataContext } from "../context.ts";
import type { NutriSnapDb, WeightRow } from "../db.ts";

/** The latest `limit` weighings, oldest first. */
export async function latestWeights(db: NutriSnapDb, limit: number): Promise<WeightRow[]> {
  return (await db.weights.orderBy("measured_at").reverse().limit(limit).toArray()).reverse();
}

/** The latest weighings, oldest first; undefined while loading. */
export function useWeights(limit = 90): WeightRow[] | undefined {
  const { db } = dataContext();
  return useLiveQuery(() => latestWeights(db, limit), [db, limit]);
}

/**
 * The weight goals and BMI use: the latest weighing, unless the nutrition profile was saved after
 * it was recorded (the server makes the latest weighing the profile's weight too, so once synced
 * both agree; until then, a weighing recorded offline already counts here).
 */
export function currentWeight(onboarding: Onboarding, latest: WeightRow | undefined): number {
  if (!latest || Date.parse(latest.created_at) < Date.parse(onboarding.updated_at))
    return onboarding.current_weight;
  return latest.weight;
}
