// The benches' user: one onboarding record and one set of goals, sent through the data layer
// (bench/entries/account.ts) or straight to the API (the Lighthouse bench). No imports but types:
// the page entries bundle it for the browser.
import type { OnboardingRequest, UserGoalsRequest } from "@nutrisnap/shared/api";

export const BENCH_ONBOARDING: OnboardingRequest = {
  age: 34,
  gender: "female",
  height: 165,
  current_weight: 62,
  target_weight: 60,
  activity_level: "moderate",
  dietary_restrictions: [],
};

export const BENCH_GOALS: UserGoalsRequest = {
  goal_type: "weight_loss",
  daily_calories: 1800,
  daily_protein: 120,
  daily_fat: 50,
  daily_carbohydrates: 210,
  daily_fiber: 25,
};
