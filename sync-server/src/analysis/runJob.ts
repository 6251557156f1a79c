// One analysis job from photos to grounded items (ARCHITECTURE, Analysis 2-4).
import type { LiveMessage } from "@nutrisnap/shared/api";
import type { Database } from "../db/database.ts";
import type { LiveHub } from "../events/hub.ts";
import type { FoodEngine } from "@nutrisnap/shared/foods";
import { translate } from "../i18n/messages.ts";
import type { Logger } from "../logger.ts";
import { recomputeTotals } from "../meals/repository.ts";
import { defaultMealTitle } from "@nutrisnap/shared/meals";
import type { BlobStore } from "../photos/blobStore.ts";
import { withChanges } from "../sync/changeLog.ts";
import { v7 as uuidv7 } from "uuid";
import { groundItems } from "./grounding.ts";
import { finishJob, holdsLease, MAX_ATTEMPTS, retryJobLater, type LeasedJob } from "./jobs.ts";
import { PermanentAnalysisError, TransientAnalysisError, type AnalysisProvider } from "./provider.ts";

export interface AnalysisDeps {
  db: Database;
  hub: LiveHub;
  blobs: BlobStore;
  /** The food engine, built on its first use (a start does not build it). */
  foods: (() => FoodEngine) | null;
  provider: AnalysisProvider | null;
  logger: Logger;
  retryBaseMs: number;
}

export async function runJob(deps: AnalysisDeps, job: LeasedJob, signal: AbortSignal): Promise<void> {
  try {
    await analyse(deps, job, signal);
  } catch (error) {
    // A stopping worker leaves the job to its lease (crash) or hands it back (graceful stop).
    if (signal.aborted) return;
    if (error instanceof PermanentAnalysisError) return fail(deps, job, error);
    const transient = error instanceof TransientAnalysisError;
    if (!transient)
      deps.logger.error("analysis job crashed", {
        job: job.id,
        error: String((error as Error).stack ?? error),
      });
    if (job.attempts >= MAX_ATTEMPTS)
      return fail(deps, job, new PermanentAnalysisError("analysisProviderFailed", String(error)));
    const delay = deps.retryBaseMs * 2 ** (job.attempts - 1);
    deps.logger.warn("analysis will be retried", {
      job: job.id,
      attempt: job.attempts,
      delayMs: delay,
      error: String(error),
    });
    await retryJobLater(deps.db, job, delay, String(error));
  }
}

async function analyse(deps: AnalysisDeps, job: LeasedJob, signal: AbortSignal): Promise<void> {
  const { db } = deps;
  const meal = await db
    .selectFrom("meals")
    .selectAll()
    .where("id", "=", job.mealId)
    .where("user_id", "=", job.userId)
    .executeTakeFirst();
  if (!meal) return; // deleted meanwhile; its job went with it
  if (!deps.provider) throw new PermanentAnalysisError("analysisNotConfigured");
  const photos = await db
    .selectFrom("meal_photos")
    .select("display_key")
    .where("meal_id", "=", meal.id)
    .orderBy("position")
    .execute();
  const images: string[] = [];
  for (const photo of photos) {
    const bytes = await deps.blobs.get(photo.display_key);
    if (bytes) images.push(`data:image/jpeg;base64,${bytes.toString("base64")}`);
  }
  if (images.length === 0 && !meal.note) throw new PermanentAnalysisError("analysisNothingToAnalyse");

  const { locale } = job.options;
  const answer = await deps.provider.analyze(
    {
      images,
      note: meal.note,
      mealType: meal.type,
      locale,
      region: job.options.region,
      useMetric: job.options.useMetric,
      context: job.context,
    },
    signal,
  );
  const items = await groundItems(answer, deps.foods?.() ?? null, job.context, locale);
  await withChanges(db, deps.hub, job.userId, async (trx, record) => {
    if (!(await holdsLease(trx, job))) return; // another worker took over: its result counts
    // Read the title as it is now: the user may have renamed the meal while the model worked. A
    // title the user set wins; the analysis names only a meal still carrying its default title.
    const current = await trx
      .selectFrom("meals")
      .select(["title", "title_is_default", "type"])
      .where("id", "=", meal.id)
      .executeTakeFirst();
    if (!current) return;
    const named = current.title_is_default === 1;
    const title = named ? answer.title || defaultMealTitle(current.type, locale) : current.title;
    const message: LiveMessage = {
      type: "meal_analysis_completed",
      payload: { meal_id: meal.id, meal_title: title },
    };
    const now = new Date().toISOString();
    // Analysing again replaces the items (issue 4 §3).
    await trx.deleteFrom("meal_items").where("meal_id", "=", meal.id).execute();
    if (items.length > 0) {
      await trx
        .insertInto("meal_items")
        .values(
          items.map((item, position) => ({
            ...item,
            id: uuidv7(),
            meal_id: meal.id,
            user_id: job.userId,
            position,
            model_estimate: item.model_estimate ? JSON.stringify(item.model_estimate) : null,
            created_at: now,
          })),
        )
        .execute();
    }
    await trx
      .updateTable("meals")
      .set({
        title,
        title_is_default: named && answer.title ? 0 : current.title_is_default,
        analysis_status: "completed",
        analysis_confidence: answer.confidence,
        analysis_notes: answer.notes,
        updated_at: now,
      })
      .where("id", "=", meal.id)
      .execute();
    await recomputeTotals(trx, meal.id);
    await finishJob(trx, job, "done");
    await record({ kind: "meal", recordId: meal.id, op: "upsert", message });
  });
}

/** A permanent failure: the meal is `failed` with the reason, in the user's language, as its note. */
async function fail(deps: AnalysisDeps, job: LeasedJob, error: PermanentAnalysisError): Promise<void> {
  deps.logger.warn("analysis failed", { job: job.id, reason: error.reason, detail: error.message });
  const note = translate(error.reason, job.options.locale);
  await withChanges(deps.db, deps.hub, job.userId, async (trx, record) => {
    if (!(await holdsLease(trx, job))) return;
    const meal = await trx.selectFrom("meals").selectAll().where("id", "=", job.mealId).executeTakeFirst();
    await finishJob(trx, job, "failed", `${error.reason}: ${error.message}`);
    if (!meal) return;
    await trx
      .updateTable("meals")
      .set({
        analysis_status: "failed",
        analysis_notes: note,
        analysis_confidence: null,
        updated_at: new Date().toISOString(),
      })
      .where("id", "=", meal.id)
      .execute();
    const title = meal.title_is_default === 1 ? defaultMealTitle(meal.type, job.options.locale) : meal.title;
    await record({
      kind: "meal",
      recordId: meal.id,
      op: "upsert",
      message: { type: "meal_analysis_failed", payload: { meal_id: meal.id, meal_title: title } },
    });
  });
}
