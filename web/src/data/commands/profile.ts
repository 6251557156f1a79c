// Profile, onboarding and goals. Saves work offline: the record changes in Dexie at once and the
// request waits in the outbox. Only the password change needs the network.
import type {
  MessageResponse,
  Onboarding,
  OnboardingRequest,
  PasswordChangeRequest,
  ProfileUpdateRequest,
  User,
  UserGoals,
  UserGoalsRequest,
} from "@nutrisnap/shared/api";
import { validate } from "@nutrisnap/shared/validation";
import { contracts } from "../contracts.ts";
import { genericMessage, toCommandResult, type CommandResult } from "../api.ts";
import { dataContext } from "../context.ts";
import { enqueueReplacing } from "../outbox.ts";
import { requestDrain } from "../syncEngine.ts";
import { deviceTimeZone } from "../timeZone.ts";
import { invalid } from "./invalid.ts";

const notSignedIn = (): CommandResult<never> => ({
  ok: false,
  message: genericMessage("unauthorized"),
  code: "not_signed_in",
});

/** PUT /api/v1/profile, offline-capable; the device's time zone goes along (ARCHITECTURE). */
export async function updateProfile(input: ProfileUpdateRequest): Promise<CommandResult<User>> {
  const checked = validate((await contracts()).profileUpdateRequestSchema, {
    time_zone: deviceTimeZone(),
    ...input,
  });
  if (!checked.ok) return invalid(checked.errors);
  const body = checked.data;
  const { db } = dataContext();
  const user = await db.transaction("rw", db.profile, db.outbox, async () => {
    const current = await db.profile.get("current");
    if (!current) return null;
    const updated: User = { ...current.user, ...body, time_zone: body.time_zone ?? current.user.time_zone };
    await db.profile.put({ key: "current", user: updated });
    await enqueueReplacing(db, { kind: "profile.update", body });
    return updated;
  });
  if (!user) return notSignedIn();
  void requestDrain();
  return { ok: true, data: user };
}

/**
 * PUT /api/v1/profile with a new email: needs the network, the current password and, with
 * two-factor on, a code, so it never waits in the outbox (the password is not stored anywhere).
 */
export async function changeEmail(input: ProfileUpdateRequest): Promise<CommandResult<User>> {
  const checked = validate((await contracts()).profileUpdateRequestSchema, {
    time_zone: deviceTimeZone(),
    ...input,
  });
  if (!checked.ok) return invalid(checked.errors);
  const ctx = dataContext();
  const result = await ctx.api.request("/api/v1/profile", {
    method: "PUT",
    json: checked.data,
    schema: (c) => c.userSchema,
  });
  if (result.ok) await ctx.db.profile.put({ key: "current", user: result.data });
  return toCommandResult(result);
}

/** PUT /api/v1/profile/password; needs the network (answers `offline` without one). */
export async function changePassword(input: PasswordChangeRequest): Promise<CommandResult<MessageResponse>> {
  const checked = validate((await contracts()).passwordChangeRequestSchema, input);
  if (!checked.ok) return invalid(checked.errors);
  const result = await dataContext().api.request("/api/v1/profile/password", {
    method: "PUT",
    json: checked.data,
    schema: (c) => c.optionalMessageResponseSchema,
  });
  return toCommandResult(result.ok ? { ...result, data: { message: result.data.message ?? "" } } : result);
}

/** POST or PUT /api/v1/onboarding (create-or-update), offline-capable. */
export async function saveOnboarding(input: OnboardingRequest): Promise<CommandResult<Onboarding>> {
  const checked = validate((await contracts()).onboardingRequestSchema, input);
  if (!checked.ok) return invalid(checked.errors);
  const body = checked.data;
  const { db } = dataContext();
  const saved = await db.transaction("rw", db.onboarding, db.outbox, async () => {
    const current = await db.onboarding.get("current");
    const now = new Date().toISOString();
    const data: Onboarding = {
      age: body.age,
      gender: body.gender,
      height: body.height,
      current_weight: body.current_weight,
      target_weight: body.target_weight ?? null,
      activity_level: body.activity_level,
      dietary_restrictions: body.dietary_restrictions ?? [],
      health_conditions: body.health_conditions ?? [],
      food_preferences: body.food_preferences ?? [],
      cooking_frequency: body.cooking_frequency ?? null,
      budget_preference: body.budget_preference ?? null,
      created_at: current?.data?.created_at ?? now,
      updated_at: now,
    };
    await db.onboarding.put({ key: "current", data, onServer: current?.onServer ?? false });
    await enqueueReplacing(db, { kind: "onboarding.save", body });
    return data;
  });
  void requestDrain();
  return { ok: true, data: saved };
}

/** POST or PUT /api/v1/usergoals (create-or-update), offline-capable. */
export async function saveGoals(input: UserGoalsRequest): Promise<CommandResult<UserGoals>> {
  const checked = validate((await contracts()).userGoalsRequestSchema, input);
  if (!checked.ok) return invalid(checked.errors);
  const body = checked.data;
  const { db } = dataContext();
  const saved = await db.transaction("rw", db.goals, db.outbox, async () => {
    const current = await db.goals.get("current");
    const now = new Date().toISOString();
    const data: UserGoals = {
      goal_type: body.goal_type,
      daily_calories: body.daily_calories,
      daily_protein: body.daily_protein,
      daily_fat: body.daily_fat,
      daily_carbohydrates: body.daily_carbohydrates,
      daily_fiber: body.daily_fiber,
      daily_sugar: body.daily_sugar ?? null,
      daily_sodium: body.daily_sodium ?? null,
      activity_level: body.activity_level ?? null,
      weekly_weight_change: body.weekly_weight_change ?? null,
      created_at: current?.data?.created_at ?? now,
      updated_at: now,
    };
    await db.goals.put({ key: "current", data, onServer: current?.onServer ?? false });
    await enqueueReplacing(db, { kind: "goals.save", body });
    return data;
  });
  void requestDrain();
  return { ok: true, data: saved };
}
