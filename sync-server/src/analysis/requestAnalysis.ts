// POST /meals/{id}/analyze (ARCHITECTURE, Analysis 1): store the context, enqueue once, set the meal
// pending and announce meal_analysis_started.
import type { AnalysisContext } from "@nutrisnap/shared/api";
import type { Locale } from "@nutrisnap/shared/constants";
import { MealWriteError } from "../meals/errors.ts";
import type { MealStore } from "../meals/repository.ts";
import { defaultMealTitle } from "@nutrisnap/shared/meals";
import { withChanges } from "../sync/changeLog.ts";
import { enqueueJob, hasOpenJob, type JobOptions } from "./jobs.ts";

/** Answers whether a job was enqueued (false: one was already open, nothing changed). */
export async function requestAnalysis(
  store: MealStore,
  userId: string,
  mealId: string,
  context: AnalysisContext | null,
  options: JobOptions,
  userLocale: Locale,
): Promise<boolean> {
  return withChanges(store.db, store.hub, userId, async (trx, record) => {
    const meal = await trx
      .selectFrom("meals")
      .selectAll()
      .where("id", "=", mealId)
      .where("user_id", "=", userId)
      .executeTakeFirst();
    if (!meal) throw new MealWriteError({ kind: "mealNotFound" });
    if (await hasOpenJob(trx, mealId)) return false;
    await enqueueJob(trx, { mealId, userId, context, options });
    await trx
      .updateTable("meals")
      .set({
        analysis_status: "pending",
        analysis_context: context ? JSON.stringify(context) : null,
        updated_at: new Date().toISOString(),
      })
      .where("id", "=", mealId)
      .execute();
    const title = meal.title_is_default === 1 ? defaultMealTitle(meal.type, userLocale) : meal.title;
    await record({
      kind: "meal",
      recordId: mealId,
      op: "upsert",
      message: { type: "meal_analysis_started", payload: { meal_id: mealId, meal_title: title } },
    });
    return true;
  });
}
