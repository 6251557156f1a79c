// Every limit and constant of spec §9 (plus the numeric ones of §2, §4 and §8), and the key lists of §3.

// --- Key lists (spec §3) ---

export const MEAL_TYPES = ["breakfast", "lunch", "dinner", "snack"] as const;
export type MealType = (typeof MEAL_TYPES)[number];

export const ANALYSIS_STATUSES = ["completed", "pending", "failed", "not_started"] as const;
export type AnalysisStatus = (typeof ANALYSIS_STATUSES)[number];

export const GENDERS = ["male", "female", "other"] as const;
export type Gender = (typeof GENDERS)[number];

export const ACTIVITY_LEVELS = ["sedentary", "light", "moderate", "active", "very_active"] as const;
export type ActivityLevel = (typeof ACTIVITY_LEVELS)[number];

export const GOAL_TYPES = ["weight_loss", "weight_gain", "maintenance", "muscle_gain"] as const;
export type GoalType = (typeof GOAL_TYPES)[number];
/** spec §3: the onboarding flow only produces the first three goal types. */
export type OnboardingGoalType = Exclude<GoalType, "muscle_gain">;

export const COOKING_FREQUENCIES = ["never", "rarely", "sometimes", "often", "daily"] as const;
export type CookingFrequency = (typeof COOKING_FREQUENCIES)[number];

export const BUDGET_PREFERENCES = ["low", "medium", "high"] as const;
export type BudgetPreference = (typeof BUDGET_PREFERENCES)[number];

export const DIETARY_RESTRICTIONS = [
  "vegetarian",
  "vegan",
  "glutenFree",
  "dairyFree",
  "nutFree",
  "keto",
  "paleo",
  "lowCarb",
  "lowFat",
  "halal",
  "kosher",
] as const;
export type DietaryRestriction = (typeof DIETARY_RESTRICTIONS)[number];

export const HEALTH_CONDITIONS = [
  "diabetes",
  "highBloodPressure",
  "highCholesterol",
  "heartDisease",
  "foodAllergies",
  "digestiveIssues",
  "kidneyDisease",
  "thyroidConditions",
  "pregnancy",
  "breastfeeding",
] as const;
export type HealthCondition = (typeof HEALTH_CONDITIONS)[number];

export const FOOD_PREFERENCES = [
  "mediterranean",
  "asianCuisine",
  "mexicanCuisine",
  "italianCuisine",
  "indianCuisine",
  "fastFood",
  "comfortFood",
  "healthyEating",
  "organicFoods",
  "localFoods",
  "proteinRich",
  "highFiber",
] as const;
export type FoodPreference = (typeof FOOD_PREFERENCES)[number];

export const PORTIONS_CONSUMED = ["quarter", "third", "half", "three_quarters", "all"] as const;
export type PortionConsumed = (typeof PORTIONS_CONSUMED)[number];
export const PORTION_FACTORS = {
  quarter: 0.25,
  third: 1 / 3,
  half: 0.5,
  three_quarters: 0.75,
  all: 1,
} as const satisfies Record<PortionConsumed, number>;

export const LOCALES = ["en_US", "es_CL"] as const;
export type Locale = (typeof LOCALES)[number];

// --- Photos and meal list (spec §9) ---

export const MAX_PHOTOS_PER_MEAL = 5;

export const IMAGE_COMPRESSION = {
  quality: 0.8,
  maxWidth: 1920,
  maxHeight: 1920,
  convertAboveBytes: 5_000_000,
  convertibleTypes: ["image/png", "image/webp", "image/heic", "image/heif"],
  // Browsers often report an empty type for HEIC files, so the extension is checked too.
  convertibleExtensions: [".png", ".webp", ".heic", ".heif"],
  outputType: "image/jpeg",
  outputExtension: ".jpg",
} as const;

export const MEAL_PAGE_SIZE = 20;
/** Upper bound the server accepts for `limit`; the spec only fixes the client's 20. */
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_RANGE_DAYS = 30;
export const THIS_WEEK_DAYS = 7;

// --- Field limits (spec §5, §9) ---

export const NAME_LENGTH = { min: 3, max: 100 } as const;
export const PASSWORD_MIN_LENGTH = 6;
export const AGE_RANGE = { min: 13, max: 120 } as const;
export const HEIGHT_RANGE_CM = { min: 100, max: 250, step: 0.1 } as const;
/** Applies to both current and target weight. */
export const WEIGHT_RANGE_KG = { min: 30, max: 300, step: 0.1 } as const;

// --- Body and goal rules (spec §4, §9) ---

/** Each bound is exclusive: a BMI of exactly 25 is overweight. */
export const BMI_THRESHOLDS = { underweightBelow: 18.5, normalBelow: 25, overweightBelow: 30 } as const;

export const GOAL_TYPE_THRESHOLD_KG = 1;

export const ONBOARDING_WEEKLY_CHANGE = { divisorWeeks: 24, lossFloorKg: -0.5, gainCapKg: 0.25 } as const;

export const RECOMMENDED_WEEKLY_CHANGE_KG = {
  weight_loss: -0.5,
  weight_gain: 0.25,
  muscle_gain: 0.25,
  maintenance: 0,
} as const satisfies Record<GoalType, number>;

/** Mifflin-St Jeor coefficients as given in spec §9. */
export const BMR_COEFFICIENTS = { weight: 10, height: 6.25, age: 5, male: 5, otherwise: -161 } as const;

export const ACTIVITY_MULTIPLIERS = {
  sedentary: 1.2,
  light: 1.35,
  moderate: 1.45,
  active: 1.6,
  very_active: 1.75,
} as const satisfies Record<ActivityLevel, number>;
export const DEFAULT_ACTIVITY_MULTIPLIER = 1.2;

/** spec §9: daily adjustment = weekly change × 6600 / 7. */
export const KCAL_PER_KG_BODY_WEIGHT = 6600;
export const DAYS_PER_WEEK = 7;

export const CALORIE_LIMITS = {
  lossFloorAboveThreshold: 1500,
  lossFloorOtherwise: 1200,
  /** Maintenance must be strictly above this for the higher floor. */
  lossFloorThreshold: 1500,
  maxDeficit: 600,
  maxSurplus: 500,
} as const;

/** Percent of daily calories; carbohydrates take the rest. */
export const MACRO_SPLITS = {
  weight_loss: { protein: 30, fat: 25 },
  muscle_gain: { protein: 25, fat: 25 },
  weight_gain: { protein: 20, fat: 30 },
  maintenance: { protein: 15, fat: 30 },
} as const satisfies Record<GoalType, { protein: number; fat: number }>;

export const KCAL_PER_GRAM = { protein: 4, carbohydrates: 4, fat: 9 } as const;
export const FIBRE_GRAMS_PER_1000_KCAL = 14;

// --- Progress and confidence (spec §9) ---

export const PROGRESS_MAX_PERCENT = 100;
export const PROGRESS_COLOUR_THRESHOLDS = { green: 100, yellow: 75, blue: 50 } as const;
export const CONFIDENCE_COLOUR_THRESHOLDS = { green: 0.8, yellow: 0.6 } as const;

// --- UI (spec §2, §4, §9) ---

export const CONFIRMATION_MS = 3000;
export const TOAST_DURATION_MS = { success: 2000, error: 4000, default: 4000 } as const;
export const TOAST_REMOVE_DELAY_MS = 1000;
export const TOAST_LIMIT = 20;
export const MOBILE_BREAKPOINT_PX = 1024;
export const SIDEBAR_WIDTH_PX = { collapsed: 64, expanded: 256 } as const;
export const ADDED_PROTEIN = { maxScoops: 3, holdMs: 1000, soundVolume: 0.8 } as const;
export const ANALYSIS_DELAY_MS = 500;
export const AVATAR = { colourCount: 8, maxInitials: 2 } as const;

// --- Data fetching (spec §8) ---

export const RETRY = { initialDelayMs: 1000, maxDelayMs: 30_000, retries: 3 } as const;
export const CACHE_TIME_MS = 5 * 60 * 1000;

/**
 * The `code` of the 409 that says the first request with an Idempotency-Key is still running: retry
 * later. Here rather than beside the contracts so the client reads it without loading them.
 */
export const IDEMPOTENCY_IN_PROGRESS = "idempotency_in_progress";

/**
 * The `code` of the 422 that says an Idempotency-Key was already used for another request or body.
 * Here for the same reason: importing it from the contracts evaluated all of them with the drain.
 */
export const IDEMPOTENCY_KEY_REUSED = "idempotency_key_reused";

/** The most one food of a meal may weigh, however its amount is given (10 kg). */
export const MAX_ITEM_GRAMS = 10_000;
