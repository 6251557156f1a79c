/** Payloads as the web app sends them after onboarding (spec §7). */
export const completeOnboarding = {
  age: 34,
  gender: "female",
  height: 165.5,
  current_weight: 70.2,
  target_weight: 64,
  activity_level: "moderate",
  dietary_restrictions: ["vegetarian", "glutenFree"],
  health_conditions: [],
  food_preferences: ["mediterranean"],
  cooking_frequency: "often",
  budget_preference: "medium",
};

export const lossGoals = {
  daily_calories: 1800,
  daily_protein: 135,
  daily_fat: 50,
  daily_carbohydrates: 202.5,
  daily_fiber: 25,
  goal_type: "weight_loss",
  activity_level: "moderate",
  weekly_weight_change: -0.25,
};
