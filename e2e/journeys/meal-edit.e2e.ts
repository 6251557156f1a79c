// Issue 15 items 13 and 16 at 390 px and 1280 px, in English and Chilean Spanish: the edit route
// is the meal detail with its title, type, date and time and note editable in place (it was a
// read-only page), with clear messages, Cancel restoring, and an offline save that a second device
// sees after the sync; then "Log again" copies the meal to now with its items and photos.
import { describe, expect, inject, it } from "vitest";
import type { BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { useBrowser } from "../harness/journey.ts";
import { DESKTOP, PHONE, watchErrors } from "../harness/browser.ts";
import { clientContext } from "../harness/account.ts";
import { checkScreen, expectNoHorizontalOverflow } from "../harness/layout.ts";
import { BROWSER_LOCALE, LOCALES, type JourneyLocale } from "../harness/texts.ts";
import { serverMeal, serverMeals, signIn, signUpWithGoals, testPhoto } from "./support/meals.ts";

const TEXT = {
  en_US: {
    edit: "Edit",
    title: "Title",
    date: "Date",
    time: "Time",
    note: "Note (optional)",
    save: "Save changes",
    cancel: "Cancel",
    required: "This field is required",
    future: "The time cannot be in the future",
    savedHere: "Saved on this device; it syncs when you're online.",
    snack: "Snack",
    newTitle: "Grandma's Sunday lunch",
    note_: "With extra avocado",
    logAgain: "Log again",
    loggedAgain: "Logged again at the current time",
  },
  es_CL: {
    edit: "Editar",
    title: "Título",
    date: "Fecha",
    time: "Hora",
    note: "Nota (opcional)",
    save: "Guardar cambios",
    cancel: "Cancelar",
    required: "Este campo es obligatorio",
    future: "La hora no puede estar en el futuro",
    savedHere: "Guardada en este dispositivo; se sincroniza cuando tengas conexión.",
    snack: "Colación",
    newTitle: "Almuerzo de domingo de la abuela",
    note_: "Con harta palta",
    logAgain: "Registrar de nuevo",
    loggedAgain: "Registrada de nuevo con la hora actual",
  },
} as const;

const WIDTHS: [string, BrowserContextOptions][] = [
  ["phone", PHONE],
  ["desktop", DESKTOP],
];

const pad = (value: number) => String(value).padStart(2, "0");
/** A day as the date input writes it, in the browser's zone (the journeys run in the machine's). */
const inputDay = (at: Date) => `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;

/** An analysed meal with one photo, made through the API like a second device would. */
async function analysedMeal(context: BrowserContext, baseUrl: string): Promise<string> {
  const headers = { origin: baseUrl };
  const created = await context.request.post(`${baseUrl}/api/v1/meals`, {
    headers,
    data: { type: "lunch" },
  });
  const { id } = (await created.json()) as { id: string };
  const upload = await context.request.post(`${baseUrl}/api/v1/meals/photos/multiple`, {
    headers,
    multipart: {
      meal_id: id,
      photos: { name: "plate.jpg", mimeType: "image/jpeg", buffer: await testPhoto(1) },
    },
  });
  expect(upload.status()).toBe(201);
  await context.request.post(`${baseUrl}/api/v1/meals/${id}/analyze`, { headers, data: null });
  await expect
    .poll(async () => (await serverMeal(context, baseUrl, id)).analysis_status, { timeout: 30_000 })
    .toBe("completed");
  return id;
}

describe("editing a meal in place and logging it again", () => {
  const baseUrl = inject("baseUrl");
  const browser = useBrowser();
  const problems: string[] = [];

  for (const locale of LOCALES) {
    for (const [device, options] of WIDTHS) {
      it(`edits offline, syncs to a second device and logs again, ${locale} on a ${device}`, async () => {
        const text = TEXT[locale as JourneyLocale];
        const context = await clientContext(browser(), baseUrl, {
          ...options,
          locale: BROWSER_LOCALE[locale],
        });
        const { email } = await signUpWithGoals(context, baseUrl, locale);
        const mealId = await analysedMeal(context, baseUrl);
        const original = await serverMeal(context, baseUrl, mealId);
        const page: Page = await context.newPage();
        const errors = watchErrors(page);

        await page.goto(`/meals/${mealId}`);
        await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(original.title);
        // The service worker controls the page before the network goes away.
        await page.evaluate(async () => {
          await navigator.serviceWorker.ready;
        });
        await page.getByRole("link", { name: text.edit, exact: true }).click();
        await page.waitForURL(new RegExp(`/meals/${mealId}/edit$`));

        // The defect: the edit route showed the read-only detail. Now its fields are editable.
        const title = page.getByLabel(text.title, { exact: true });
        await expect.poll(() => title.inputValue()).toBe(original.title);
        const when = new Date(original.created_at);
        expect(await page.getByLabel(text.date, { exact: true }).inputValue()).toBe(inputDay(when));
        expect(await page.getByLabel(text.time, { exact: true }).inputValue()).toBe(
          `${pad(when.getHours())}:${pad(when.getMinutes())}`,
        );
        expect(await page.getByTestId("food-item").count()).toBe(original.items.length);
        problems.push(...(await checkScreen(page, `meal-edit-${locale}-${device}`)));

        // Clear messages, and nothing is lost.
        await title.fill("   ");
        await page
          .getByLabel(text.date, { exact: true })
          .fill(inputDay(new Date(Date.now() + 3 * 86_400_000)));
        await page.getByRole("button", { name: text.save }).click();
        await expect.poll(() => page.getByText(text.future).count()).toBe(1);
        await page.getByLabel(text.date, { exact: true }).fill(inputDay(when));
        await page.getByRole("button", { name: text.save }).click();
        await expect.poll(() => page.getByText(text.required).count()).toBe(1);
        expect(page.url()).toMatch(/\/edit$/);
        await expectNoHorizontalOverflow(page, `meal-edit-errors-${locale}-${device}`);
        problems.push(...(await checkScreen(page, `meal-edit-errors-${locale}-${device}`)));

        // Cancel restores the meal as it was.
        await page.getByRole("button", { name: text.cancel }).click();
        await page.waitForURL(new RegExp(`/meals/${mealId}$`));
        await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(original.title);
        await page.getByRole("link", { name: text.edit, exact: true }).click();
        await expect
          .poll(() => page.getByLabel(text.title, { exact: true }).inputValue())
          .toBe(original.title);

        // Offline: a new title, type, note and yesterday at 08:30.
        await context.setOffline(true);
        const yesterday = new Date(Date.now() - 86_400_000);
        await page.getByLabel(text.title, { exact: true }).fill(text.newTitle);
        await page.getByRole("radio", { name: text.snack }).click();
        await page.getByLabel(text.date, { exact: true }).fill(inputDay(yesterday));
        await page.getByLabel(text.time, { exact: true }).fill("08:30");
        await page.getByLabel(text.note, { exact: true }).fill(text.note_);
        await page.getByRole("button", { name: text.save }).click();
        await page.waitForURL(new RegExp(`/meals/${mealId}$`));
        await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(text.newTitle);
        await expect.poll(() => page.getByText(text.savedHere).count()).toBeGreaterThan(0);
        expect(await page.getByText(`“${text.note_}”`).count()).toBe(1);
        expect((await serverMeal(context, baseUrl, mealId).catch(() => original)).title).toBe(original.title);

        // Back online, the change reaches the server and a second device.
        await context.setOffline(false);
        const expectedTime = new Date(yesterday);
        expectedTime.setHours(8, 30, 0, 0);
        await expect
          .poll(async () => (await serverMeal(context, baseUrl, mealId)).title, { timeout: 30_000 })
          .toBe(text.newTitle);
        expect(await serverMeal(context, baseUrl, mealId)).toMatchObject({
          type: "snack",
          note: text.note_,
          created_at: expectedTime.toISOString(),
          total_calories: original.total_calories,
        });
        const other = await clientContext(browser(), baseUrl, { locale: BROWSER_LOCALE[locale] });
        await signIn(other, baseUrl, email);
        const second = await other.newPage();
        await second.goto(`/meals/${mealId}`);
        await expect
          .poll(() => second.getByRole("heading", { level: 1 }).textContent(), { timeout: 30_000 })
          .toBe(text.newTitle);
        await other.close();

        // Log again: a copy eaten now, with the same items and photo, no new analysis.
        await page.getByRole("button", { name: text.logAgain }).click();
        await page.waitForURL(
          (url) => /\/meals\/[0-9a-f-]+$/.test(url.pathname) && !url.pathname.endsWith(mealId),
        );
        const copyId = page.url().split("/").at(-1)!;
        await expect.poll(() => page.getByText(text.loggedAgain).count()).toBeGreaterThan(0);
        await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(text.newTitle);
        await expect.poll(() => page.getByTestId("food-item").count()).toBe(original.items.length);
        await expect.poll(() => page.getByRole("button", { name: text.logAgain }).isEnabled()).toBe(true);
        problems.push(...(await checkScreen(page, `meal-detail-log-again-${locale}-${device}`)));
        await expect
          .poll(async () => (await serverMeals(context, baseUrl)).map((meal) => meal.id).sort(), {
            timeout: 30_000,
          })
          .toEqual([copyId, mealId].sort());
        const copy = await serverMeal(context, baseUrl, copyId);
        expect(copy).toMatchObject({ analysis_status: "completed", total_calories: original.total_calories });
        expect(copy.photos).toHaveLength(1);
        expect(copy.photos[0]!.id).not.toBe(original.photos[0]!.id);
        expect(new Date(copy.created_at).toDateString()).toBe(new Date().toDateString());
        // Today's totals hold the copy (the edited meal moved to yesterday).
        await page.goto("/dashboard");
        await expect.poll(() => page.getByTestId("meal-count").textContent()).toMatch(/^1 /);
        await expectNoHorizontalOverflow(page, `dashboard-after-log-again-${locale}-${device}`);

        expect(errors).toEqual([]);
        await context.close();
      }, 180_000);
    }
  }

  it("finds no serious accessibility problem on the edit screens", () => {
    expect(problems).toEqual([]);
  });
});
