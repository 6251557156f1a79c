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

export interface DB {
  server_meta: ServerMetaTable;
  users: UsersTable;
  sessions: SessionsTable;
  account_tokens: AccountTokensTable;
  early_access: EarlyAccessTable;
  onboarding_profiles: OnboardingProfilesTable;
  user_goals: UserGoalsTable;
}

export type UserRow = Selectable<UsersTable>;
export type OnboardingProfileRow = Selectable<OnboardingProfilesTable>;
export type UserGoalsRow = Selectable<UserGoalsTable>;
