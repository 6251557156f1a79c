import { describe, expect, inject, it } from "vitest";
import { useBrowser } from "../harness/journey.ts";
import { clientContext, shootBothThemes, totp, uniqueEmail } from "../harness/account.ts";
import { signIn, signUpOnboarded, type TestUser } from "../harness/flows.ts";
import { BROWSER_LOCALE, LOCALES, TEXT } from "../harness/texts.ts";

describe.each(LOCALES)("two-factor authentication (%s)", (locale) => {
  const T = TEXT[locale];
  const baseUrl = inject("baseUrl");
  const browser = useBrowser();

  const user: TestUser = {
    name: "Dani Rojas",
    email: uniqueEmail(`totp-${locale}`),
    password: "tf-secret",
    locale,
  };
  let key = "";
  let recoveryCodes: string[] = [];

  it("enables two-factor with the password and a code, shows the recovery codes once, then signs in with a code", async () => {
    const context = await clientContext(browser(), baseUrl, { locale: BROWSER_LOCALE[locale] });
    await signUpOnboarded(context, baseUrl, user);
    const page = await context.newPage();
    const problems: string[] = [];

    await page.goto("/profile");
    await page.getByRole("button", { name: T.enable2fa }).click();
    const secret = page.getByTestId("two-factor-secret");
    await expect.poll(() => secret.isVisible()).toBe(true);
    problems.push(...(await shootBothThemes(page, `two-factor-setup-${locale}`)));
    key = (await secret.textContent())!.trim();
    const setup = page.getByRole("dialog");
    await setup.getByLabel(T.currentPassword, { exact: true }).fill(user.password);
    await setup.getByLabel(T.authCode, { exact: true }).fill(totp(key));
    await setup.getByRole("button", { name: T.enable, exact: true }).click();
    // Ten one-time recovery codes, shown this once; the dialog stays until they are saved.
    const codes = page.getByTestId("recovery-codes").locator("li");
    await expect.poll(() => codes.count()).toBe(10);
    recoveryCodes = (await codes.allTextContents()).map((code) => code.trim());
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    problems.push(...(await shootBothThemes(page, `two-factor-recovery-codes-${locale}`)));
    await page.getByRole("button", { name: T.savedRecoveryCodes }).click();
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
    // Three screens in two themes with axe each: longer than one minute on a loaded machine.
  }, 150_000);

  it("signs in with a recovery code when the phone is lost, then turns two-factor off with another", async () => {
    expect(recoveryCodes).toHaveLength(10);
    const context = await clientContext(browser(), baseUrl, { locale: BROWSER_LOCALE[locale] });
    const page = await context.newPage();
    const problems: string[] = [];
    await page.goto("/login");
    await signIn(page, user.email, user.password, T);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(T.twoFactorTitle);
    await page.getByRole("button", { name: T.useRecoveryCode }).click();
    await page.getByLabel(T.recoveryCode, { exact: true }).fill(recoveryCodes[0]!);
    await page.getByRole("button", { name: T.verify }).click();
    await page.waitForURL("**/dashboard");

    // Turning it off needs the password and a code: here another recovery code.
    await page.goto("/profile");
    await page.getByRole("button", { name: T.disable2fa }).click();
    const dialog = page.getByRole("alertdialog");
    await dialog.getByLabel(T.password, { exact: true }).fill(user.password);
    await dialog.getByRole("button", { name: T.useRecoveryCode }).click();
    await dialog.getByLabel(T.recoveryCode, { exact: true }).fill(recoveryCodes[1]!);
    problems.push(...(await shootBothThemes(page, `two-factor-disable-${locale}`)));
    await dialog.getByRole("button", { name: T.disable, exact: true }).click();
    await expect.poll(() => page.getByRole("button", { name: T.enable2fa }).isVisible()).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});
