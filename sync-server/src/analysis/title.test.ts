// A title the user set is theirs: the analysis names only a meal still carrying its default title.
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import type { LiveMessage, Meal } from "@nutrisnap/shared/api";
import { FAKE_MEAL, startFakeOpenAI, type FakeOpenAI } from "../testing/fakeOpenAI.ts";
import { photoWithExif } from "../testing/images.ts";
import { analyze, createMeal, jsonInit, uploadPhotos, waitForAnalysis } from "../testing/meals.ts";
import { createTestServer, type TestServer } from "../testing/testServer.ts";

let fake: FakeOpenAI;
let server: TestServer | undefined;
beforeAll(async () => {
  fake = await startFakeOpenAI();
});
afterAll(() => fake.close());
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function rename(meal: Meal, title: string, cookie: string): Promise<void> {
  const response = await server!.request(`/api/v1/meals/${meal.id}`, jsonInit({ cookie }, "PUT", { title }));
  expect(response.status).toBe(200);
}

it("keeps a title the user set before the analysis", async () => {
  server = await createTestServer({ env: { OPENAI_BASE_URL: fake.url } });
  const user = await server.signUp();
  const meal = await createMeal(server, user);
  await uploadPhotos(server, user, meal.id, [{ bytes: await photoWithExif() }]);
  await rename(meal, "Grandma's Sunday lunch", user.cookie);
  await analyze(server, user, meal.id);
  const analysed = await waitForAnalysis(server, user, meal.id);
  expect(analysed.analysis_status).toBe("completed");
  expect(analysed.items).toHaveLength(3);
  expect(analysed.title).toBe("Grandma's Sunday lunch");
});

it("keeps a title the user set while the analysis ran, and names the meal by it", async () => {
  server = await createTestServer({ env: { OPENAI_BASE_URL: fake.url } });
  const user = await server.signUp();
  const meal = await createMeal(server, user);
  await uploadPhotos(server, user, meal.id, [{ bytes: await photoWithExif() }]);
  fake.setMode("hang", 1);
  const before = fake.requests.length;
  await analyze(server, user, meal.id);
  await fake.waitForRequests(before + 1);
  await rename(meal, "Office lunch", user.cookie);
  fake.release();
  const analysed = await waitForAnalysis(server, user, meal.id);
  expect(analysed.title).toBe("Office lunch");
  const rows = await server.database.db
    .selectFrom("change_log")
    .select("message")
    .where("user_id", "=", user.user.id)
    .execute();
  const completed = rows
    .flatMap((row) => (row.message ? [JSON.parse(row.message) as LiveMessage] : []))
    .find((message) => message.type === "meal_analysis_completed");
  expect(completed?.payload.meal_title).toBe("Office lunch");
});

it("still names a meal that carries its default title", async () => {
  server = await createTestServer({ env: { OPENAI_BASE_URL: fake.url } });
  const user = await server.signUp();
  const meal = await createMeal(server, user);
  await uploadPhotos(server, user, meal.id, [{ bytes: await photoWithExif() }]);
  await analyze(server, user, meal.id);
  expect((await waitForAnalysis(server, user, meal.id)).title).toBe(FAKE_MEAL.title.en_US);
});
