// The signed-in user's profile, onboarding record and goals from the local store.
import { useLiveQuery } from "dexie-react-hooks";
import type { Onboarding, User, UserGoals } from "@nutrisnap/shared/api";
import { dataContext } from "../context.ts";

/** The signed-in user (spec §3 User); null when signed out, undefined while loading. */
export function useProfile(): User | null | undefined {
  const { db } = dataContext();
  return useLiveQuery(async () => {
    const [session, profile] = await Promise.all([db.session.get("current"), db.profile.get("current")]);
    return session?.signedIn && profile ? profile.user : null;
  }, [db]);
}

/** null: the user has none (not onboarded); undefined: not known yet (loading, or never fetched). */
export function useOnboarding(): Onboarding | null | undefined {
  const { db } = dataContext();
  const row = useLiveQuery(async () => (await db.onboarding.get("current")) ?? "unknown", [db]);
  return row === undefined || row === "unknown" ? undefined : row.data;
}

/** null: the user has no goals; undefined: not known yet. */
export function useGoals(): UserGoals | null | undefined {
  const { db } = dataContext();
  const row = useLiveQuery(async () => (await db.goals.get("current")) ?? "unknown", [db]);
  return row === undefined || row === "unknown" ? undefined : row.data;
}
