// The benches' user, set up in the page through the data layer (the real server API).
import { saveGoals, saveOnboarding } from "../../web/src/data/commands/profile.ts";
import { register } from "../../web/src/data/commands/session.ts";
import { closeLiveEvents } from "../../web/src/data/liveEvents.ts";
import { requestDrain } from "../../web/src/data/syncEngine.ts";

/** Registers, saves onboarding and goals, and waits until they are synced; the user's id. */
export async function signUpWithGoals(name: string, email: string, password: string): Promise<string> {
  const user = await register({ name, email, password, passwordConfirm: password });
  if (!user.ok) throw new Error(`register: ${user.message}`);
  await saveOnboarding({
    age: 34,
    gender: "female",
    height: 165,
    current_weight: 62,
    target_weight: 60,
    activity_level: "moderate",
    dietary_restrictions: [],
  });
  await saveGoals({
    goal_type: "weight_loss",
    daily_calories: 1800,
    daily_protein: 120,
    daily_fat: 50,
    daily_carbohydrates: 210,
    daily_fiber: 25,
  });
  const outcome = await requestDrain();
  // What the benches measure comes after: the live channel (opened at sign-in) is closed.
  closeLiveEvents();
  if (outcome.status !== "drained") throw new Error(`account setup did not sync: ${outcome.status}`);
  return user.data.id;
}
