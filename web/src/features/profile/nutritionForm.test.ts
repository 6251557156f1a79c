import { describe, expect, it } from "vitest";
import type { Onboarding, UserGoals } from "@nutrisnap/shared/api";
import { nutritionDraft, nutritionRequests } from "./nutritionForm.ts";

const onboarding: Onboarding = {
  age: 40,
  gender: "male",
  height: 180,
  current_weight: 90,
  target_weight: 80,
  activity_level: "light",
  dietary_restrictions: ["halal"],
  health_conditions: [],
  food_preferences: ["localFoods"],
  cooking_frequency: "often",
  budget_preference: null,
  created_at: "2026-11-21T08:00:00.000Z",
  updated_at: "2026-11-21T08:00:00.000Z",
};
const goals: UserGoals = {
  goal_type: "weight_loss",
  daily_calories: 2000,
  daily_protein: 150,
  daily_fat: 56,
  daily_carbohydrates: 225,
  daily_fiber: 28,
  daily_sugar: 50,
  daily_sodium: null,
  activity_level: "light",
  weekly_weight_change: -0.42,
  created_at: "2026-11-21T08:00:00.000Z",
  updated_at: "2026-11-21T08:00:00.000Z",
};

describe("nutrition profile edit mode (spec §2 Profile, §7 both PUTs)", () => {
  it("round-trips the stored records into both request bodies", () => {
    const result = nutritionRequests(nutritionDraft(onboarding, goals));
    expect(result).toEqual({
      ok: true,
      onboarding: {
        age: 40,
        gender: "male",
        height: 180,
        current_weight: 90,
        target_weight: 80,
        activity_level: "light",
        dietary_restrictions: ["halal"],
        food_preferences: ["localFoods"],
        cooking_frequency: "often",
      },
      goals: {
        goal_type: "weight_loss",
        daily_calories: 2000,
        daily_protein: 150,
        daily_fat: 56,
        daily_carbohydrates: 225,
        daily_fiber: 28,
        daily_sugar: 50,
        daily_sodium: null,
        activity_level: "light",
        weekly_weight_change: -0.42,
      },
    });
  });

  it("sends sugar and sodium when filled, null when cleared", () => {
    const draft = { ...nutritionDraft(onboarding, goals), daily_sugar: "", daily_sodium: "2300" };
    const result = nutritionRequests(draft);
    expect(result.ok && result.goals).toMatchObject({ daily_sugar: null, daily_sodium: 2300 });
  });

  it("starts the goals from the onboarding helpers when there are none", () => {
    const draft = nutritionDraft(onboarding, null);
    expect(draft.goal_type).toBe("weight_loss");
    expect(Number(draft.daily_calories)).toBeGreaterThan(1000);
    expect(draft.daily_sugar).toBe("");
  });

  it("reports errors of both records by field", () => {
    const draft = { ...nutritionDraft(onboarding, goals), age: "9", daily_calories: "" };
    const result = nutritionRequests(draft);
    expect(result).toEqual({ ok: false, errors: { age: "ageRange", daily_calories: "invalidType" } });
  });
});
