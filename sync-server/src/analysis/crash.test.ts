import { afterAll, beforeAll, expect, it } from "vitest";
import type { LiveMessage } from "@nutrisnap/shared/api";
import { startFakeOpenAI, type FakeOpenAI } from "../testing/fakeOpenAI.ts";
import { photoWithExif } from "../testing/images.ts";
import { analyze, createMeal, uploadPhotos, waitForAnalysis } from "../testing/meals.ts";
import { createTestServer } from "../testing/testServer.ts";

let fake: FakeOpenAI;
beforeAll(async () => {
  fake = await startFakeOpenAI();
});
afterAll(() => fake.close());

it("resumes a job whose worker died mid-analysis after a restart, and runs it once", async () => {
  // Short, so the test waits little for the dead lease, yet longer than a run takes on a loaded machine.
  const env = { OPENAI_BASE_URL: fake.url, ANALYSIS_LEASE_MS: "1500" };
  const first = await createTestServer({ env });
  const user = await first.signUp();
  const meal = await createMeal(first, user);
  await uploadPhotos(first, user, meal.id, [{ bytes: await photoWithExif() }]);

  fake.setMode("hang", 1);
  const before = fake.requests.length;
  await analyze(first, user, meal.id, null);
  await fake.waitForRequests(before + 1);
  // The process dies while the model is thinking: the lease stays held, nothing is written.
  await first.close({ crash: true, keepData: true });

  const second = await createTestServer({ env, dataDir: first.dataDir });
  try {
    const done = await waitForAnalysis(second, user, meal.id);
    expect(done.analysis_status).toBe("completed");
    expect(done.items).toHaveLength(3);
    // The answer the dead worker was waiting for arrives late and must change nothing.
    fake.release();
    const db = second.database.db;
    const items = await db.selectFrom("meal_items").select("id").where("meal_id", "=", meal.id).execute();
    expect(items).toHaveLength(3);
    const job = await db
      .selectFrom("analysis_jobs")
      .selectAll()
      .where("meal_id", "=", meal.id)
      .executeTakeFirstOrThrow();
    expect(job.status).toBe("done");
    expect(job.attempts).toBe(2);
    const messages = await db
      .selectFrom("change_log")
      .select("message")
      .where("user_id", "=", user.user.id)
      .execute();
    const types = messages.flatMap((r) => (r.message ? [(JSON.parse(r.message) as LiveMessage).type] : []));
    expect(types).toEqual(["meal_analysis_started", "meal_analysis_completed"]);
  } finally {
    await second.close();
  }
});

it("hands a running job back on a graceful stop, without counting the attempt", async () => {
  const env = { OPENAI_BASE_URL: fake.url };
  const first = await createTestServer({ env });
  const user = await first.signUp();
  const meal = await createMeal(first, user);
  await uploadPhotos(first, user, meal.id, [{ bytes: await photoWithExif() }]);
  fake.setMode("hang", 1);
  const before = fake.requests.length;
  await analyze(first, user, meal.id, null);
  await fake.waitForRequests(before + 1);
  await first.close({ keepData: true });

  const second = await createTestServer({ env, dataDir: first.dataDir });
  try {
    expect((await waitForAnalysis(second, user, meal.id)).analysis_status).toBe("completed");
    const job = await second.database.db.selectFrom("analysis_jobs").selectAll().executeTakeFirstOrThrow();
    expect(job.attempts).toBe(1);
  } finally {
    fake.release();
    await second.close();
  }
});
