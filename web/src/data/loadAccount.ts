// The signed-in user's profile, onboarding record and goals, so the private-route gate and the
// dashboard know them right after sign-in (and offline afterwards). A 404 means "none" (spec §7).
import type { Onboarding, User, UserGoals } from "@nutrisnap/shared/api";
import type { DataContext } from "./context.ts";
import type { NutriSnapDb } from "./db.ts";

/** What the server said of the account; a part left out (undefined) was not learnt and stays as stored. */
export interface AccountRecords {
  profile?: User;
  /** null: the user has none. */
  onboarding?: Onboarding | null;
  goals?: UserGoals | null;
}

/**
 * Stores what the server said, except where a local change waits to be sent (it is newer), and a
 * profile of another user than the one signed in here.
 */
export async function storeAccount(db: NutriSnapDb, account: AccountRecords): Promise<void> {
  const { profile, onboarding, goals } = account;
  await db.transaction("rw", [db.profile, db.onboarding, db.goals, db.outbox], async () => {
    const pending = async (group: string) => (await db.outbox.where("group").equals(group).count()) > 0;
    const current = await db.profile.get("current");
    if (profile && current?.user.id === profile.id && !(await pending("profile"))) {
      await db.profile.put({ key: "current", user: profile });
    }
    if (onboarding !== undefined && !(await pending("onboarding"))) {
      await db.onboarding.put({ key: "current", data: onboarding, onServer: onboarding !== null });
    }
    if (goals !== undefined && !(await pending("goals"))) {
      await db.goals.put({ key: "current", data: goals, onServer: goals !== null });
    }
  });
}

export async function loadAccount({ db, api }: DataContext): Promise<void> {
  const [profile, onboarding, goals] = await Promise.all([
    api.request("/api/v1/profile", { schema: (c) => c.userSchema }),
    api.request("/api/v1/onboarding", { schema: (c) => c.onboardingSchema }),
    api.request("/api/v1/usergoals", { schema: (c) => c.userGoalsSchema }),
  ]);
  await storeAccount(db, {
    profile: profile.ok ? profile.data : undefined,
    onboarding: onboarding.ok ? onboarding.data : onboarding.status === 404 ? null : undefined,
    goals: goals.ok ? goals.data : goals.status === 404 ? null : undefined,
  });
}
