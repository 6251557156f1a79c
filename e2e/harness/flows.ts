import type { BrowserContext, Page } from "playwright-core";
import type { JourneyLocale } from "./texts.ts";

export interface TestUser {
  name: string;
  email: string;
  password: string;
  locale: JourneyLocale;
}

async function post(context: BrowserContext, baseUrl: string, path: string, data: unknown): Promise<void> {
  const response = await context.request.post(`${baseUrl}${path}`, {
    data,
    headers: { Origin: baseUrl },
  });
  if (!response.ok()) throw new Error(`${path} answered ${response.status()}: ${await response.text()}`);
}

/**
 * A signed-in user with onboarding and goals, made through the API so a journey about another
 * screen starts there at once (the onboarding journey covers the screens themselves).
 */
export async function signUpOnboarded(
  context: BrowserContext,
  baseUrl: string,
  user: TestUser,
): Promise<void> {
  await post(context, baseUrl, "/api/auth/register", { ...user, passwordConfirm: user.password });
  await post(context, baseUrl, "/api/v1/onboarding", {
    age: 34,
    gender: "female",
    height: 165,
    current_weight: 70,
    target_weight: 65,
    activity_level: "moderate",
  });
  await post(context, baseUrl, "/api/v1/usergoals", {
    goal_type: "weight_loss",
    daily_calories: 1700,
    daily_protein: 128,
    daily_fat: 47,
    daily_carbohydrates: 191,
    daily_fiber: 24,
    activity_level: "moderate",
    weekly_weight_change: -0.21,
  });
}

/** Opens the app in a language (the `lang` query is remembered, spec §9). */
export async function openIn(page: Page, locale: JourneyLocale, path = "/"): Promise<void> {
  await page.goto(`/?lang=${locale}`);
  if (path !== "/") await page.goto(path);
}

export async function signIn(
  page: Page,
  email: string,
  password: string,
  texts: { email: string; password: string; signIn: string },
) {
  await page.getByLabel(texts.email, { exact: true }).fill(email);
  await page.getByLabel(texts.password, { exact: true }).fill(password);
  await page.getByRole("button", { name: texts.signIn, exact: true }).click();
}
