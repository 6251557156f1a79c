import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { useBrowser } from "../harness/journey.ts";
import { PHONE } from "../harness/browser.ts";
import { clientContext, shootBothThemes, uniqueEmail } from "../harness/account.ts";
import { signUpOnboarded } from "../harness/flows.ts";
import { BROWSER_LOCALE, LOCALES, TEXT } from "../harness/texts.ts";

const themeState = (page: Page) =>
  page.evaluate(() => ({
    stored: localStorage.getItem("theme"),
    dark: document.documentElement.classList.contains("dark"),
  }));

describe.each(LOCALES)("theme and mobile layout (%s)", (locale) => {
  const T = TEXT[locale];
  const baseUrl = inject("baseUrl");
  const browser = useBrowser();

  it("cycles the theme light → dark → system → light and follows the OS on system", async () => {
    const context = await clientContext(browser(), baseUrl, { locale: BROWSER_LOCALE[locale] });
    await signUpOnboarded(context, baseUrl, {
      name: "Eva Luna",
      email: uniqueEmail(`theme-${locale}`),
      password: "theme-secret",
      locale,
    });
    const page = await context.newPage();
    await page.goto("/dashboard");
    const toggle = page.locator("aside button[data-theme-choice]");
    await expect.poll(() => toggle.getAttribute("data-theme-choice")).toBe("system");

    const seen = [];
    for (let i = 0; i < 4; i++) {
      await toggle.click();
      seen.push(await themeState(page));
    }
    expect(seen).toEqual([
      { stored: "light", dark: false },
      { stored: "dark", dark: true },
      { stored: "system", dark: false },
      { stored: "light", dark: false },
    ]);

    // On "system" the page follows the OS setting while it is open.
    await toggle.click();
    await toggle.click();
    await page.emulateMedia({ colorScheme: "dark" });
    await expect.poll(async () => (await themeState(page)).dark).toBe(true);
    await page.emulateMedia({ colorScheme: "light" });
    await expect.poll(async () => (await themeState(page)).dark).toBe(false);

    // The choice survives a reload with no flash: index.html applies it before React starts.
    await toggle.click(); // light
    await toggle.click(); // dark
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
    await context.close();
  });

  it("uses a drawer and a top bar at phone width", async () => {
    const context = await clientContext(browser(), baseUrl, { ...PHONE, locale: BROWSER_LOCALE[locale] });
    await signUpOnboarded(context, baseUrl, {
      name: "Fran Mora",
      email: uniqueEmail(`drawer-${locale}`),
      password: "drawer-secret",
      locale,
    });
    const page = await context.newPage();
    const problems: string[] = [];
    await page.goto("/dashboard");
    await expect.poll(() => page.getByRole("button", { name: T.openMenu }).isVisible()).toBe(true);
    expect(await page.locator("aside").isVisible()).toBe(false);
    problems.push(...(await shootBothThemes(page, `phone-dashboard-${locale}`)));

    await page.getByRole("button", { name: T.openMenu }).click();
    const drawer = page.getByRole("dialog");
    await expect.poll(() => drawer.isVisible()).toBe(true);
    problems.push(...(await shootBothThemes(page, `phone-drawer-${locale}`)));
    await drawer.getByRole("link", { name: T.profile }).click();
    await page.waitForURL("**/profile");
    await expect.poll(() => drawer.count()).toBe(0);
    problems.push(...(await shootBothThemes(page, `phone-profile-${locale}`)));

    // The round log-meal button leads to /log-meal and is hidden there.
    const fab = page.locator('a[href="/log-meal"]');
    expect(await fab.isVisible()).toBe(true);
    await fab.click();
    await page.waitForURL("**/log-meal");
    await expect.poll(() => fab.count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});
