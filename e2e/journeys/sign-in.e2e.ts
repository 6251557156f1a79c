import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, BrowserContext } from "playwright-core";
import { launchBrowser, watchErrors } from "../harness/browser.ts";
import { clientContext, shootBothThemes, uniqueEmail } from "../harness/account.ts";
import { openIn, signIn, signUpOnboarded, type TestUser } from "../harness/flows.ts";
import { linkIn, waitForMail } from "../harness/mail.ts";
import { BROWSER_LOCALE, LOCALES, TEXT } from "../harness/texts.ts";

const sessionCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === "nutrisnap_session");

describe.each(LOCALES)("sign in, sign out and password reset (%s)", (locale) => {
  const T = TEXT[locale];
  const baseUrl = inject("baseUrl");
  const dataDir = inject("dataDir");
  let browser: Browser;
  const user: TestUser = {
    name: "Bea Soto",
    email: uniqueEmail(`signin-${locale}`),
    password: "first-secret",
    locale,
  };
  const newClient = () => clientContext(browser, baseUrl, { locale: BROWSER_LOCALE[locale] });

  beforeAll(async () => {
    browser = await launchBrowser();
    const setup = await newClient();
    await signUpOnboarded(setup, baseUrl, user);
    await setup.close();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each([false, true])("signs in with remember me %s and signs out", async (remember) => {
    const context = await newClient();
    const page = await context.newPage();
    const errors = watchErrors(page);
    const problems: string[] = [];
    await openIn(page, locale, "/login");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(T.signInTitle);
    if (!remember) problems.push(...(await shootBothThemes(page, `login-${locale}`)));

    if (remember) await page.getByRole("checkbox", { name: T.rememberMe }).click();
    await signIn(page, user.email, user.password, T);
    await page.waitForURL("**/dashboard");
    const cookie = await sessionCookie(context);
    // spec §4 + ARCHITECTURE: without remember me the cookie ends with the browser session.
    if (remember) expect(cookie!.expires).toBeGreaterThan(Date.now() / 1000 + 24 * 3600);
    else expect(cookie!.expires).toBe(-1);

    // Visitors-only: a signed-in user is sent from /login and / to /dashboard.
    await page.goto("/login");
    await page.waitForURL("**/dashboard");
    await page.goto("/");
    await page.waitForURL("**/dashboard");

    await page.getByRole("button", { name: T.signOut }).click();
    await page.waitForURL("**/login");
    // The private pages are closed again.
    await page.goto("/profile");
    // The login page keeps the page asked for, to return to it after signing in.
    await page.waitForURL((url) => url.pathname === "/login");
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("resets a forgotten password with the link from the mail", async () => {
    const context = await newClient();
    const page = await context.newPage();
    const problems: string[] = [];
    await openIn(page, locale, "/login");
    await page.getByRole("link", { name: T.forgot }).click();
    await page.waitForURL("**/forgot-password");
    const field = page.getByLabel(T.email, { exact: true });
    await field.fill(user.email);
    await page.getByRole("button", { name: T.sendReset }).click();
    await expect.poll(() => page.getByText(T.resetSent).isVisible()).toBe(true);
    expect(await field.inputValue()).toBe("");
    problems.push(...(await shootBothThemes(page, `forgot-password-${locale}`)));

    const mail = await waitForMail(dataDir, { to: user.email, subject: /Reset|Restablece/ });
    await page.goto(linkIn(mail, "/password-reset/"));
    await page.getByLabel(T.newPassword, { exact: true }).fill("second-secret");
    await page.getByLabel(T.confirmNewPassword, { exact: true }).fill("second-secreT");
    await page.getByRole("button", { name: T.resetPassword }).click();
    await expect.poll(() => page.getByText(T.passwordsDoNotMatch).isVisible()).toBe(true);
    problems.push(...(await shootBothThemes(page, `reset-password-${locale}`)));
    await page.getByLabel(T.confirmNewPassword, { exact: true }).fill("second-secret");
    await page.getByRole("button", { name: T.resetPassword }).click();
    await page.waitForURL("**/dashboard");

    // The new password works; the old one is gone.
    await page.getByRole("button", { name: T.signOut }).click();
    await page.waitForURL("**/login");
    await signIn(page, user.email, "first-secret", T);
    await expect.poll(() => page.getByRole("alert").first().isVisible()).toBe(true);
    // The button pressed keeps the focus through its busy state: a keyboard user tries again from
    // there, not from the top of the page (it was disabled while busy, and the browser dropped it).
    const signInButton = page.getByRole("button", { name: T.signIn, exact: true });
    await expect.poll(() => signInButton.evaluate((button) => button === document.activeElement)).toBe(true);
    await signIn(page, user.email, "second-secret", T);
    await page.waitForURL("**/dashboard");
    user.password = "second-secret";
    expect(problems).toEqual([]);
    await context.close();
  });
});
