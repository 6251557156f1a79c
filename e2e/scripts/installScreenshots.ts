// Makes the manifest's install screenshots (web/public/screenshots/) from the real app: the built
// server with the fake AI on loopback, a demo account with a day of analysed meals, and Chromium at
// 390 x 844 (Log meal with two photos) and 1280 x 800 (the dashboard), each in the light and the
// dark theme. Run after `npm run build`: `npx tsx e2e/scripts/installScreenshots.ts`.
import fs from "node:fs";
import path from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { startFakeOpenAI } from "../../sync-server/src/testing/fakeOpenAI.ts";
import { launchBrowser, newContext } from "../harness/browser.ts";
import { linkIn, waitForMail } from "../harness/mail.ts";
import { startServer } from "../harness/server.ts";
import { GOALS, testPhoto } from "../journeys/support/meals.ts";

const OUT = path.resolve(import.meta.dirname, "../../web/public/screenshots");
const PLATE = fs.readFileSync(
  path.resolve(import.meta.dirname, "../../web/src/data/photos/fixtures/meal-rotated-gps.heic"),
);
const DEMO = { name: "Sofía Martínez", email: "sofia@demo.nutrisnap.app", password: "demo-password-2026" };

async function post(context: BrowserContext, baseUrl: string, url: string, data: unknown): Promise<void> {
  const response = await context.request.post(`${baseUrl}${url}`, { data, headers: { origin: baseUrl } });
  if (!response.ok()) throw new Error(`${url}: ${response.status()} ${await response.text()}`);
}

async function logMeal(
  page: Page,
  type: string,
  photos: { name: string; mimeType: string; buffer: Buffer }[],
) {
  await page.goto("/log-meal");
  await page.getByRole("radio", { name: type, exact: true }).click();
  await page.getByLabel("Choose photos").setInputFiles(photos);
  await page.getByRole("button", { name: "Log meal", exact: true }).waitFor();
  await page.waitForFunction(
    () => !(document.querySelector("button[type=submit]") as HTMLButtonElement | null)?.disabled,
    undefined,
    { timeout: 60_000 },
  );
}

async function shoot(page: Page, name: string): Promise<void> {
  for (const theme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await page.waitForFunction(
      (dark) => document.documentElement.classList.contains("dark") === dark,
      theme === "dark",
    );
    await page.waitForTimeout(500);
    await page.screenshot({ path: path.join(OUT, `${name}-${theme}.png`), animations: "disabled" });
  }
}

const ai = await startFakeOpenAI();
const server = await startServer({
  env: { OPENAI_BASE_URL: ai.url, OPENAI_API_KEY: "demo", ANALYSIS_MODEL: "fake-vision" },
});
const browser = await launchBrowser();
try {
  const heic = { name: "IMG_2048.HEIC", mimeType: "image/heic", buffer: PLATE };
  const jpeg = (index: number) =>
    testPhoto(index, 1200).then((buffer) => ({ name: `IMG_20${index}.jpg`, mimeType: "image/jpeg", buffer }));

  const phone = await newContext(browser, server.url, {
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
  });
  await post(phone, server.url, "/api/auth/register", {
    ...DEMO,
    passwordConfirm: DEMO.password,
    locale: "en_US",
    time_zone: "UTC",
  });
  await post(phone, server.url, "/api/v1/onboarding", {
    age: 31,
    gender: "female",
    height: 166,
    current_weight: 68,
    target_weight: 63,
    activity_level: "moderate",
    dietary_restrictions: [],
    health_conditions: [],
    food_preferences: [],
  });
  await post(phone, server.url, "/api/v1/usergoals", { ...GOALS, daily_fat: 60, daily_calories: 1850 });
  const page = await phone.newPage();
  // A confirmed address, as a real account's: no "confirm your email" banner on the pictures.
  const mail = await waitForMail(server.dataDir, { to: DEMO.email });
  await page.goto(linkIn(mail, "confirm"));
  await page
    .waitForFunction(() => !location.pathname.includes("confirm"), undefined, { timeout: 30_000 })
    .catch(() => undefined);
  await page.waitForTimeout(1000);
  // A day of analysed meals for the dashboard.
  for (const [type, photo] of [
    ["Breakfast", await jpeg(2)],
    ["Lunch", heic],
  ] as const) {
    await logMeal(page, type, [photo]);
    await page.getByRole("button", { name: "Log meal", exact: true }).click();
    await page.waitForURL(/\/meals\/[0-9a-f-]+$/, { timeout: 30_000 });
    await page
      .getByText(/Calories/)
      .first()
      .waitFor({ timeout: 60_000 });
  }
  await logMeal(page, "Dinner", [heic, await jpeg(4)]);
  // The chosen photos in view, with the meal type above them.
  await page.getByTestId("photo-count").evaluate((element) => element.scrollIntoView({ block: "start" }));
  await page.evaluate(() => window.scrollBy(0, -250));
  fs.mkdirSync(OUT, { recursive: true });
  await shoot(page, "phone-log-meal");

  const wide = await newContext(browser, server.url, { viewport: { width: 1280, height: 800 } });
  await wide.addCookies(await phone.cookies());
  const desk = await wide.newPage();
  await desk.goto("/dashboard");
  await desk.getByTestId("day-title").waitFor();
  await desk.waitForTimeout(1500);
  await shoot(desk, "wide-dashboard");
} finally {
  await browser.close();
  await server.stop();
  await ai.close();
}
