// Shared steps of the sync tests: a signed-in user on the in-process server, photos, waiting.
import sharp from "sharp";
import { i18n } from "@lingui/core";
import { EventSource } from "eventsource";
import {
  mealsListResponseSchema,
  type OnboardingRequest,
  type UserGoalsRequest,
} from "@nutrisnap/shared/api";
import { configureData, dataContext, type DataContext } from "../context.ts";
import { register } from "../commands/session.ts";
import { closeLiveEvents } from "../liveEvents.ts";
import { requestDrain, requestPull, stopSyncTimers } from "../syncEngine.ts";
import type { RateLimitSettings } from "../../../../sync-server/src/security/rateLimit.ts";
import { ORIGIN, startTestBackend, type TestBackend } from "./testBackend.ts";

export const PASSWORD = "secret-password";

let databases = 0;

export interface Scenario {
  backend: TestBackend;
  app: DataContext;
  databaseName: string;
  email: string;
  /** GET on the server as the signed-in user (outside the data layer). */
  serverGet<T = unknown>(path: string): Promise<{ status: number; body: T }>;
  serverMealCount(): Promise<number>;
  close(): Promise<void>;
}

export async function signedInScenario(
  env: Record<string, string> = {},
  rateLimits?: Partial<RateLimitSettings>,
): Promise<Scenario> {
  // The app activates a catalog at boot; the source texts are enough here.
  if (!i18n.locale) i18n.loadAndActivate({ locale: "en_US", messages: {} });
  const backend = await startTestBackend(env, rateLimits);
  databases += 1;
  const databaseName = `sync-test-${databases}-${Date.now()}`;
  const app = configureData({
    databaseName,
    fetch: backend.fetch,
    baseUrl: ORIGIN,
    openEventSource: (url) =>
      new EventSource(url, {
        withCredentials: true,
        fetch: backend.fetch as never,
      }) as unknown as globalThis.EventSource,
  });
  const email = `ana${databases}-${Date.now()}@example.cl`;
  const registered = await register({
    name: "Ana Pérez",
    email,
    password: PASSWORD,
    passwordConfirm: PASSWORD,
    locale: "es_CL",
  });
  if (!registered.ok) throw new Error(`register failed: ${registered.message}`);
  const serverGet = async <T>(path: string) => {
    const cookie = [...backend.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const response = await backend.server.request(path, { headers: { cookie } });
    return { status: response.status, body: (await response.json()) as T };
  };
  return {
    backend,
    app,
    databaseName,
    email,
    serverGet,
    serverMealCount: async () =>
      mealsListResponseSchema.parse((await serverGet("/api/v1/meals")).body).total_count,
    close: async () => {
      closeLiveEvents();
      // Let what the last step started in the background finish before the database goes.
      await requestDrain();
      await requestPull();
      stopSyncTimers();
      await dataContext().db.delete();
      await backend.close();
    },
  };
}

/** A signed-in scenario whose account load after sign-in has answered and whose outbox is drained. */
export async function settledScenario(): Promise<Scenario> {
  const scenario = await signedInScenario();
  // The account load after sign-in has answered (no onboarding or goals yet).
  await waitFor(async () => (await dataContext().db.goals.get("current")) !== undefined);
  await requestDrain();
  return scenario;
}

export async function photo(name: string, colour: string): Promise<File> {
  const bytes = await sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return new File([new Uint8Array(bytes)], name, { type: "image/png" });
}

/** Polls until `check` holds; the test's own timeout bounds it. */
export async function waitFor(check: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 10));
}

export const onboarding = (age: number): OnboardingRequest => ({
  age,
  gender: "female",
  height: 165,
  current_weight: 62,
  target_weight: 60,
  activity_level: "moderate",
  dietary_restrictions: ["vegetarian"],
});

export const goals: UserGoalsRequest = {
  goal_type: "weight_loss",
  daily_calories: 1800,
  daily_protein: 120,
  daily_fat: 50,
  daily_carbohydrates: 210,
  daily_fiber: 25,
};
