// Fetches the signed-in user's profile, onboarding record and goals, so the private-route gate and the
// dashboard know them right after sign-in (and offline afterwards). A 404 means "none" (spec §7).
import type { DataContext } from "./context.ts";

export async function loadAccount({ db, api }: DataContext): Promise<void> {
  const [profile, onboarding, goals] = await Promise.all([
    api.request("/api/v1/profile", { schema: (c) => c.userSchema }),
    api.request("/api/v1/onboarding", { schema: (c) => c.onboardingSchema }),
    api.request("/api/v1/usergoals", { schema: (c) => c.userGoalsSchema }),
  ]);
  await db.transaction("rw", [db.profile, db.onboarding, db.goals, db.outbox], async () => {
    const pending = async (group: string) => (await db.outbox.where("group").equals(group).count()) > 0;
    const current = await db.profile.get("current");
    if (profile.ok && current?.user.id === profile.data.id && !(await pending("profile"))) {
      await db.profile.put({ key: "current", user: profile.data });
    }
    if ((onboarding.ok || onboarding.status === 404) && !(await pending("onboarding"))) {
      await db.onboarding.put({
        key: "current",
        data: onboarding.ok ? onboarding.data : null,
        onServer: onboarding.ok,
      });
    }
    if ((goals.ok || goals.status === 404) && !(await pending("goals"))) {
      await db.goals.put({ key: "current", data: goals.ok ? goals.data : null, onServer: goals.ok });
    }
  });
}
