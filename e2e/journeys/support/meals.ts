// Shared steps of the meal journeys: a signed-up, onboarded user with known goals (through the real
// API, in the browser context so the session cookie is the page's), test photos made with sharp,
// pasting an image, and reading the server's view of the user's meals.
import sharp from "sharp";
import type { BrowserContext, Page } from "playwright-core";
import type { Meal, MealsListResponse } from "@nutrisnap/shared/api";

export const GOALS = {
  goal_type: "weight_loss",
  daily_calories: 2000,
  daily_protein: 150,
  // Low on purpose: the fake meal's fat goes over it, so the excess shows in red.
  daily_fat: 3,
  daily_carbohydrates: 250,
  daily_fiber: 28,
} as const;

export const PASSWORD = "journey-password";

let users = 0;

async function api(context: BrowserContext, baseUrl: string, method: string, path: string, data?: unknown) {
  const response = await context.request.fetch(`${baseUrl}${path}`, {
    method,
    headers: { origin: baseUrl, "content-type": "application/json" },
    data: data === undefined ? undefined : JSON.stringify(data),
  });
  if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
  return response.status() === 204 ? null : ((await response.json()) as unknown);
}

/** Registers, onboards and sets the known goals; the context holds the session afterwards. */
export async function signUpWithGoals(
  context: BrowserContext,
  baseUrl: string,
  locale: "en_US" | "es_CL",
): Promise<{ email: string; name: string }> {
  users += 1;
  const email = `meals-${locale}-${users}-${Date.now()}@example.com`;
  const name = locale === "es_CL" ? "Camila Rojas" : "Jordan Miles";
  await api(context, baseUrl, "POST", "/api/auth/register", {
    name,
    email,
    password: PASSWORD,
    passwordConfirm: PASSWORD,
    locale,
    time_zone: "UTC",
  });
  await api(context, baseUrl, "POST", "/api/v1/onboarding", {
    age: 34,
    gender: "female",
    height: 170,
    current_weight: 72,
    target_weight: 66,
    activity_level: "moderate",
    dietary_restrictions: [],
    health_conditions: [],
    food_preferences: [],
  });
  await api(context, baseUrl, "POST", "/api/v1/usergoals", GOALS);
  return { email, name };
}

export async function signIn(context: BrowserContext, baseUrl: string, email: string): Promise<void> {
  await api(context, baseUrl, "POST", "/api/auth/login", { email, password: PASSWORD });
}

/** A meal logged earlier through the API (no photos), so the list has several days and types. */
export async function createPastMeal(
  context: BrowserContext,
  baseUrl: string,
  daysAgo: number,
  type: "breakfast" | "lunch" | "dinner" | "snack",
): Promise<Meal> {
  const created = new Date(Date.now() - daysAgo * 86_400_000).toISOString();
  return (await api(context, baseUrl, "POST", "/api/v1/meals", { type, created_at: created })) as Meal;
}

export async function serverMeals(context: BrowserContext, baseUrl: string): Promise<Meal[]> {
  const list = (await api(
    context,
    baseUrl,
    "GET",
    "/api/v1/meals?limit=100&start_date=2000-01-01",
  )) as MealsListResponse;
  return list.grouped_meals.flatMap((group) => group.meals);
}

export async function serverMeal(context: BrowserContext, baseUrl: string, id: string): Promise<Meal> {
  return (await api(context, baseUrl, "GET", `/api/v1/meals/${id}`)) as Meal;
}

const COLOURS = ["#e76f51", "#2a9d8f", "#e9c46a", "#264653", "#8ab17d", "#f4a261"];

/** A JPEG test photo: a coloured plate with its number written on it, 800 x 600 unless told. */
export async function testPhoto(index: number, width = 800): Promise<Buffer> {
  const colour = COLOURS[index % COLOURS.length]!;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${(width * 3) / 4}" viewBox="0 0 800 600">
    <rect width="800" height="600" fill="${colour}"/>
    <circle cx="400" cy="300" r="220" fill="#fafafa"/>
    <circle cx="400" cy="300" r="160" fill="#f1e3c8"/>
    <text x="400" y="335" font-size="110" font-family="sans-serif" font-weight="bold" text-anchor="middle" fill="#333">${index + 1}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

export async function testPhotoFiles(from: number, count: number) {
  return Promise.all(
    Array.from({ length: count }, async (_, offset) => ({
      name: `meal-${from + offset + 1}.jpg`,
      mimeType: "image/jpeg",
      buffer: await testPhoto(from + offset),
    })),
  );
}

/** Pastes an image as the browser does after a copy: a paste event carrying a file. */
export async function pasteImage(page: Page, photo: Buffer, name = "pasted.jpg"): Promise<void> {
  await page.evaluate(
    ({ base64, name }) => {
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const data = new DataTransfer();
      data.items.add(new File([bytes], name, { type: "image/jpeg" }));
      document.body.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true }));
    },
    { base64: photo.toString("base64"), name },
  );
}

/** Makes the share button take its fallback (copy the link) as on a desktop browser. */
export async function withoutWebShare(context: BrowserContext, baseUrl: string): Promise<void> {
  await context.addInitScript(() => {
    delete (Navigator.prototype as { share?: unknown }).share;
  });
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl });
}
