// The benches' user, set up in the page through the data layer (the real server API).
import { saveGoals, saveOnboarding } from "../../web/src/data/commands/profile.ts";
import { register } from "../../web/src/data/commands/session.ts";
import { closeLiveEvents } from "../../web/src/data/liveEvents.ts";
import { requestDrain } from "../../web/src/data/syncEngine.ts";
import { BENCH_GOALS, BENCH_ONBOARDING } from "../lib/benchUser.ts";

/** Registers, saves onboarding and goals, and waits until they are synced; the user's id. */
export async function signUpWithGoals(name: string, email: string, password: string): Promise<string> {
  const user = await register({ name, email, password, passwordConfirm: password });
  if (!user.ok) throw new Error(`register: ${user.message}`);
  await saveOnboarding(BENCH_ONBOARDING);
  await saveGoals(BENCH_GOALS);
  const outcome = await requestDrain();
  // What the benches measure comes after: the live channel (opened at sign-in) is closed.
  closeLiveEvents();
  if (outcome.status !== "drained") throw new Error(`account setup did not sync: ${outcome.status}`);
  return user.data.id;
}
