import type { Generated, Selectable } from "kysely";

/**
 * The database's tables as Kysely sees them. Each migration that adds or changes a table updates
 * this file in the same commit. Times are ISO 8601 text unless named `*_at` with an integer type
 * (milliseconds since the epoch, for comparisons in hot paths).
 */
export interface ServerMetaTable {
  key: string;
  value: string;
}

export interface UsersTable {
  id: string;
  name: string;
  email: string;
  /** Lower-cased email: uniqueness is case-insensitive. */
  email_lower: string;
  password_hash: string;
  locale: Generated<string>;
  time_zone: Generated<string>;
  email_confirmed_at: string | null;
  two_factor_secret: string | null;
  two_factor_enabled: Generated<number>;
  /** The last TOTP time step used to sign in; a code of that step or earlier is refused. */
  two_factor_last_step: number | null;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  /** Hex SHA-256 of the session token; the token itself is never stored. */
  id: string;
  user_id: string;
  expires_at: number;
  remember: Generated<number>;
  created_at: string;
}

export interface AccountTokensTable {
  /** Hex SHA-256 of the token sent by mail. */
  id: string;
  user_id: string;
  purpose: "password_reset" | "email_confirm";
  expires_at: number;
  used_at: string | null;
  created_at: string;
  /** Wrong two-factor codes tried with this reset link; it dies at 5 (issue 12). */
  failed_codes: Generated<number>;
}

/** Two-factor recovery codes: ten per user, shown once, each usable once; only SHA-256 kept. */
export interface TwoFactorRecoveryCodesTable {
  user_id: string;
  code_hash: string;
  used_at: string | null;
}

export interface EarlyAccessTable {
  /** Lower-cased email: one entry per address. */
  email_lower: string;
  email: string;
  /** When the visitor joined the waitlist; null when an admin approved an address directly. */
  requested_at: string | null;
  approved_at: string | null;
  created_at: string;
}

export interface OnboardingProfilesTable {
  user_id: string;
  age: number;
  gender: string;
  height: number;
  current_weight: number;
  target_weight: number | null;
  activity_level: string;
  /** JSON arrays of the keys of spec §3. */
  dietary_restrictions: string;
  health_conditions: string;
  food_preferences: string;
  cooking_frequency: string | null;
  budget_preference: string | null;
  created_at: string;
  updated_at: string;
}

export interface UserGoalsTable {
  user_id: string;
  goal_type: string;
  daily_calories: number;
  daily_protein: number;
  daily_fat: number;
  daily_carbohydrates: number;
  daily_fiber: number;
  daily_sugar: number | null;
  daily_sodium: number | null;
  activity_level: string | null;
  /** kg per week, with its sign (spec §3). */
  weekly_weight_change: number | null;
  created_at: string;
  updated_at: string;
}

export interface MealsTable {
  id: string;
  user_id: string;
  type: "breakfast" | "lunch" | "dinner" | "snack";
  title: string;
  title_is_default: Generated<number>;
  note: string | null;
  analysis_status: Generated<"completed" | "pending" | "failed" | "not_started">;
  analysis_confidence: number | null;
  analysis_notes: string | null;
  /** JSON of the last analysis context (spec §3), or null. */
  analysis_context: string | null;
  search_text: Generated<string>;
  created_at: string;
  updated_at: string;
  total_calories: Generated<number>;
  total_protein: Generated<number>;
  total_fat: Generated<number>;
  total_carbohydrates: Generated<number>;
  total_fiber: Generated<number>;
  total_sugar: Generated<number>;
  total_sodium: Generated<number>;
}

export interface MealItemsTable {
  id: string;
  meal_id: string;
  user_id: string;
  position: number;
  name: string;
  local_name: string;
  quantity: number;
  unit_localized: string;
  grams: number;
  calories: number;
  protein: number;
  fat: number;
  carbohydrates: number;
  fiber: number;
  sugar: number;
  sodium: number;
  confidence_score: number | null;
  /** A food id of the food database ("fndds:...") or "model". */
  source: string;
  /** JSON of the model's own nutrient numbers. */
  model_estimate: string | null;
  created_at: string;
}

export interface MealPhotosTable {
  id: string;
  meal_id: string;
  user_id: string;
  position: number;
  /** Hex SHA-256 of the uploaded bytes. */
  content_hash: string;
  original_type: string;
  content_type: string;
  width: number;
  height: number;
  display_key: string;
  thumbnail_key: string;
  created_at: string;
}

export interface AnalysisJobsTable {
  id: string;
  meal_id: string;
  user_id: string;
  status: "queued" | "running" | "done" | "failed";
  context: string | null;
  /** JSON of { locale, region, use_metric }. */
  options: string;
  attempts: Generated<number>;
  run_after: number;
  lease_until: number | null;
  lease_token: string | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
}

export interface ChangeLogTable {
  user_id: string;
  /** Monotonically increasing per user; the sync cursor and the SSE event id. */
  seq: number;
  kind: "meal" | "profile" | "onboarding" | "goals" | "weight";
  record_id: string;
  op: "upsert" | "delete";
  /** JSON of the live message this change announces (spec §3), if any. */
  message: string | null;
  created_at: string;
}

export interface IdempotencyKeysTable {
  user_id: string;
  key: string;
  method: string;
  path: string;
  /** null while the first request is still running. */
  status: number | null;
  headers: string | null;
  body: Buffer | null;
  created_at: number;
  /** SHA-256 of the request body (multipart: of its fields and files, not of its boundary). */
  request_hash: string | null;
  /** Who runs the first request while status is null; the lease ends at lease_expires_at (ms). */
  lease_token: string | null;
  lease_expires_at: number | null;
}

/** One weighing of the weight log (issue 15 item 17). */
export interface WeightEntriesTable {
  id: string;
  user_id: string;
  /** Kilograms. */
  weight: number;
  /** When the user weighed, ISO UTC. */
  measured_at: string;
  created_at: string;
}

/** One counted attempt of a shared sliding-window rate limit (PostgreSQL mode). */
export interface RateLimitAttemptsTable {
  name: string;
  key: string;
  at: number;
}

/** The failures under one key of a shared growing-delay throttle (PostgreSQL mode). */
export interface RateLimitFailuresTable {
  name: string;
  key: string;
  failures: number;
  last_at: number;
  until_at: number;
}

export interface DB {
  server_meta: ServerMetaTable;
  users: UsersTable;
  sessions: SessionsTable;
  account_tokens: AccountTokensTable;
  two_factor_recovery_codes: TwoFactorRecoveryCodesTable;
  early_access: EarlyAccessTable;
  onboarding_profiles: OnboardingProfilesTable;
  user_goals: UserGoalsTable;
  meals: MealsTable;
  meal_items: MealItemsTable;
  meal_photos: MealPhotosTable;
  analysis_jobs: AnalysisJobsTable;
  change_log: ChangeLogTable;
  idempotency_keys: IdempotencyKeysTable;
  weight_entries: WeightEntriesTable;
  rate_limit_attempts: RateLimitAttemptsTable;
  rate_limit_failures: RateLimitFailuresTable;
}

export type UserRow = Selectable<UsersTable>;
export type OnboardingProfileRow = Selectable<OnboardingProfilesTable>;
export type UserGoalsRow = Selectable<UserGoalsTable>;
export type MealRow = Selectable<MealsTable>;
export type MealItemRow = Selectable<MealItemsTable>;
export type MealPhotoRow = Selectable<MealPhotosTable>;
export type AnalysisJobRow = Selectable<AnalysisJobsTable>;
export type WeightEntryRow = Selectable<WeightEntriesTable>;
