// A signed-in user whose photo meals a fake OpenAI-compatible model on loopback analyses, and a
// meal logged here, analysed on the server and pulled back: the setup of the meal command tests.
import type { MealType } from "@nutrisnap/shared/constants";
import { startFakeOpenAI, type FakeOpenAI } from "../../../../sync-server/src/testing/fakeOpenAI.ts";
import { logMeal } from "../commands/meals.ts";
import { dataContext } from "../context.ts";
import { pullChanges } from "../pullChanges.ts";
import { readMeal } from "../queries/meals.ts";
import { requestDrain } from "../syncEngine.ts";
import { photo, signedInScenario, waitFor, type Scenario } from "./scenario.ts";

export interface AnalysingScenario extends Scenario {
  fakeAi: FakeOpenAI;
}

export async function analysingScenario(): Promise<AnalysingScenario> {
  const fakeAi = await startFakeOpenAI();
  const scenario = await signedInScenario({ OPENAI_BASE_URL: fakeAi.url, OPENAI_API_KEY: "test-key" });
  return {
    ...scenario,
    fakeAi,
    close: async () => {
      await scenario.close();
      await fakeAi.close();
    },
  };
}

/** Logs a meal with one photo and answers its id once it is analysed and synced here. */
export async function analysedMeal(type: MealType = "lunch"): Promise<string> {
  const logged = await logMeal({ type, photos: [await photo(`${type}.png`, "#7a4")], context: null });
  if (!logged.ok) throw new Error(`logging the meal failed: ${logged.message}`);
  await requestDrain();
  await waitFor(async () => {
    await pullChanges(dataContext());
    const meal = await readMeal(dataContext().db, logged.data.id);
    return meal?.analysis_status === "completed" && meal.sync === "synced";
  });
  return logged.data.id;
}
