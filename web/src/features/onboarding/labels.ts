import { useLingui } from "@lingui/react/macro";
import type {
  ActivityLevel,
  BudgetPreference,
  CookingFrequency,
  DietaryRestriction,
  FoodPreference,
  Gender,
  GoalType,
  HealthCondition,
} from "@nutrisnap/shared/constants";
import type { BmiCategory } from "@nutrisnap/shared/nutrition";

interface Described {
  label: string;
  description?: string;
}

/** The words for every onboarding and goal choice (spec §2 option labels, §3 key lists). */
export function useProfileLabels() {
  const { t } = useLingui();
  const gender: Record<Gender, string> = { male: t`Male`, female: t`Female`, other: t`Other` };
  const activity: Record<ActivityLevel, Described> = {
    sedentary: { label: t`Sedentary`, description: t`Little or no exercise` },
    light: { label: t`Lightly active`, description: t`Light exercise 1–3 days/week` },
    moderate: { label: t`Moderately active`, description: t`Moderate exercise 3–5 days/week` },
    active: { label: t`Active`, description: t`Hard exercise 6–7 days/week` },
    very_active: { label: t`Very active`, description: t`Very hard exercise or a physical job` },
  };
  const cooking: Record<CookingFrequency, Described> = {
    never: { label: t`Never` },
    rarely: { label: t`Rarely`, description: t`1–2 times per week` },
    sometimes: { label: t`Sometimes`, description: t`3–4 times per week` },
    often: { label: t`Often`, description: t`5–6 times per week` },
    daily: { label: t`Daily` },
  };
  const budget: Record<BudgetPreference, string> = {
    low: t`Budget-friendly`,
    medium: t`Moderate`,
    high: t`Premium`,
  };
  const goalType: Record<GoalType, string> = {
    weight_loss: t`Lose weight`,
    weight_gain: t`Gain weight`,
    maintenance: t`Maintain weight`,
    muscle_gain: t`Build muscle`,
  };
  const bmiCategory: Record<BmiCategory, string> = {
    underweight: t`Underweight`,
    normal: t`Normal weight`,
    overweight: t`Overweight`,
    obese: t`Obese`,
  };
  const dietary: Record<DietaryRestriction, string> = {
    vegetarian: t`Vegetarian`,
    vegan: t`Vegan`,
    glutenFree: t`Gluten-free`,
    dairyFree: t`Dairy-free`,
    nutFree: t`Nut-free`,
    keto: t`Keto`,
    paleo: t`Paleo`,
    lowCarb: t`Low carb`,
    lowFat: t`Low fat`,
    halal: t`Halal`,
    kosher: t`Kosher`,
  };
  const health: Record<HealthCondition, string> = {
    diabetes: t`Diabetes`,
    highBloodPressure: t`High blood pressure`,
    highCholesterol: t`High cholesterol`,
    heartDisease: t`Heart disease`,
    foodAllergies: t`Food allergies`,
    digestiveIssues: t`Digestive issues`,
    kidneyDisease: t`Kidney disease`,
    thyroidConditions: t`Thyroid conditions`,
    pregnancy: t`Pregnancy`,
    breastfeeding: t`Breastfeeding`,
  };
  const food: Record<FoodPreference, string> = {
    mediterranean: t`Mediterranean`,
    asianCuisine: t`Asian cuisine`,
    mexicanCuisine: t`Mexican cuisine`,
    italianCuisine: t`Italian cuisine`,
    indianCuisine: t`Indian cuisine`,
    fastFood: t`Fast food`,
    comfortFood: t`Comfort food`,
    healthyEating: t`Healthy eating`,
    organicFoods: t`Organic foods`,
    localFoods: t`Local foods`,
    proteinRich: t`Protein-rich`,
    highFiber: t`High fiber`,
  };
  return { gender, activity, cooking, budget, goalType, bmiCategory, dietary, health, food };
}

/** Options for RadioCards/CheckboxCards/Select from a key list and its labels. */
export function optionsOf<K extends string>(keys: readonly K[], labels: Record<K, string | Described>) {
  return keys.map((key) => {
    const entry = labels[key];
    return typeof entry === "string"
      ? { value: key, label: entry }
      : { value: key, label: entry.label, description: entry.description };
  });
}
