import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser } from "../harness/browser.ts";
import { clientContext, shootBothThemes, totp, uniqueEmail } from "../harness/account.ts";
import { signIn, signUpOnboarded, type TestUser } from "../harness/flows.ts";
import { BROWSER_LOCALE, LOCALES, TEXT } from "../harness/texts.ts";

describe.each(LOCALES)("two-factor authentication (%s)", (locale) => {
  const T = TEXT[locale];
  const baseUrl = inject("baseUrl");
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("enables two-factor with the QR dialog, then signs in with a code", async () => {
    const user: TestUser = {
      name: "Dani Rojas",
      email: uniqueEmail(`totp-${locale}`),
      password: "tf-secret",
      locale,
    };
    const context = await clientContext(browser, baseUrl, { locale: BROWSER_LOCALE[locale] });
    await signUpOnboarded(context, baseUrl, user);
    const page = await context.newPage();
    const problems: string[] = [];

    await page.goto("/profile");
    await page.getByRole("button", { name: T.enable2fa }).click();
    const secret = page.getByTestId("two-factor-secret");
    await expect.poll(() => secret.isVisible()).toBe(true);
    problems.push(...(await shootBothThemes(page, `two-factor-setup-${locale}`)));
    const key = (await secret.textContent())!.trim();
    await page.getByLabel(T.authCode, { exact: true }).fill(totp(key));
    await page.getByRole("button", { name: T.enable, exact: true }).click();
    await expect.poll(() => page.getByRole("button", { name: T.disable2fa }).isVisible()).toBe(true);

    await page.getByRole("button", { name: T.signOut }).click();
    await page.waitForURL("**/login");
    await signIn(page, user.email, user.password, T);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(T.twoFactorTitle);
    problems.push(...(await shootBothThemes(page, `two-factor-login-${locale}`)));
    // The code that enabled two-factor is used up; the next one signs in.
    await page.getByLabel(T.authCode, { exact: true }).fill(totp(key, 1));
    await page.getByRole("button", { name: T.verify }).click();
    await page.waitForURL("**/dashboard");
    expect(problems).toEqual([]);
    await context.close();
  });
});
