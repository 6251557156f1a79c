// The account's clear states, in Spanish on a phone and English on a laptop: sign-up says a
// confirmation link was mailed and can send another, onboarding takes the decimal comma, has a
// way out and a compact step 3, a new user is welcomed (not "back"), a deep link survives signing
// in, and a password reset says it worked.
import { describe, expect, inject, it } from "vitest";
import type { BrowserContextOptions } from "playwright-core";
import { useBrowser } from "../harness/journey.ts";
import { DESKTOP, PHONE, watchErrors } from "../harness/browser.ts";
import { clientContext, tallScreenshot, uniqueEmail } from "../harness/account.ts";
import { expectNoHorizontalOverflow } from "../harness/layout.ts";
import { linkIn, waitForMail } from "../harness/mail.ts";
import { BROWSER_LOCALE, TEXT, type JourneyLocale } from "../harness/texts.ts";
import { createPastMeal, PASSWORD, signUpWithGoals } from "./support/meals.ts";

const WORDS = {
  es_CL: {
    mailed: (email: string) =>
      `Te enviamos un enlace de confirmación a ${email}. Ábrelo para confirmar tu correo.`,
    resend: "Enviar el enlace de nuevo",
    resent: "Te enviamos un nuevo enlace de confirmación a tu correo.",
    review: "72,5 kg",
    welcome: "¡Hola, Camila! Te damos la bienvenida. Así va tu día.",
    welcomeBack: "Hola de nuevo",
    passwordChanged: "Cambiamos tu contraseña y ya iniciaste sesión.",
  },
  en_US: {
    mailed: (email: string) => `We sent a confirmation link to ${email}. Open it to confirm your address.`,
    resend: "Send the link again",
    resent: "We sent a new confirmation link to your email.",
    review: "72.5 kg",
    welcome: "Welcome, Camila! Here is how your day is going.",
    welcomeBack: "Welcome back",
    passwordChanged: "Your password was changed and you are signed in.",
  },
} as const;

const RUNS: [JourneyLocale, string, BrowserContextOptions][] = [
  ["es_CL", "phone", PHONE],
  ["en_US", "desktop", DESKTOP],
];

describe.each(RUNS)("account states (%s on a %s)", (locale, device, viewport) => {
  const T = TEXT[locale];
  const W = WORDS[locale];
  const baseUrl = inject("baseUrl");
  const dataDir = inject("dataDir");
  const browser = useBrowser();

  const newClient = () => clientContext(browser(), baseUrl, { ...viewport, locale: BROWSER_LOCALE[locale] });

  it("signs up, is told about the confirmation mail, onboards with a decimal comma and is welcomed", async () => {
    const context = await newClient();
    const page = await context.newPage();
    const errors = watchErrors(page);
    const email = uniqueEmail(`states-${locale}`);
    await page.goto(`/register?lang=${locale}`);
    await page.getByLabel(T.name, { exact: true }).fill("Camila Rojas");
    await page.getByLabel(T.email, { exact: true }).fill(email);
    await page.getByLabel(T.password, { exact: true }).fill("secret-1");
    await page.getByLabel(T.confirmPassword, { exact: true }).fill("secret-1");
    await page.getByRole("button", { name: T.createAccount }).click();
    await page.waitForURL("**/onboarding");

    // The confirmation mail is named, and another can be sent.
    await expect.poll(() => page.getByText(W.mailed(email)).isVisible()).toBe(true);
    await waitForMail(dataDir, { to: email, subject: /NutriSnap/ });
    await page.getByRole("button", { name: W.resend }).click();
    await expect.poll(() => page.getByText(W.resent).isVisible()).toBe(true);

    // Step 1 with the locale's decimal separator.
    const weight = locale === "es_CL" ? "72,5" : "72.5";
    await page.getByLabel(T.age, { exact: true }).fill("34");
    await page.getByRole("radio", { name: T.female }).click();
    await page.getByLabel(T.height, { exact: true }).fill("165");
    await page.getByLabel(T.currentWeight, { exact: true }).fill(weight);
    expect(await page.getByLabel(T.currentWeight, { exact: true }).inputValue()).toBe(weight);
    await expectNoHorizontalOverflow(page, "onboarding step 1");
    await page.getByRole("button", { name: T.next }).click();
    await expect.poll(() => page.getByText(T.stepOf(2)).first().isVisible()).toBe(true);
    await page.getByRole("radio", { name: T.moderately }).click();
    await page.getByRole("button", { name: T.next }).click();

    // Step 3's optional choices are compact.
    await expect.poll(() => page.getByText(T.stepOf(3)).first().isVisible()).toBe(true);
    await page.getByRole("checkbox", { name: T.vegetarian }).click();
    await expectNoHorizontalOverflow(page, "onboarding step 3");
    await tallScreenshot(page, `onboarding-step3-compact-${locale}-${device}`);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    // It was about 3,100 px of full-width cards on a phone.
    expect(height).toBeLessThan(2_200);
    await page.getByRole("button", { name: T.next }).click();
    await expect.poll(() => page.getByText(T.whatNext).isVisible()).toBe(true);
    await expect.poll(() => page.getByText(W.review, { exact: true }).count()).toBeGreaterThan(0);
    await page.getByRole("button", { name: T.completeSetup }).click();

    await page.waitForURL("**/dashboard");
    await expect.poll(() => page.getByText(W.welcome).isVisible()).toBe(true);
    expect(await page.getByText(W.welcomeBack).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("can sign out from onboarding", async () => {
    const context = await newClient();
    const page = await context.newPage();
    const response = await context.request.post(`${baseUrl}/api/auth/register`, {
      headers: { Origin: baseUrl },
      data: {
        name: "Not Ready",
        email: uniqueEmail(`leave-${locale}`),
        password: "secret-1",
        passwordConfirm: "secret-1",
        locale,
      },
    });
    expect(response.ok()).toBe(true);
    await page.goto(`/?lang=${locale}`);
    await page.goto("/onboarding");
    await page.getByRole("button", { name: T.signOut }).click();
    await page.waitForURL("**/login**");
    await page.goto("/onboarding");
    await page.waitForURL("**/login**");
    await context.close();
  });

  it("returns to the page asked for after signing in, and never to another site", async () => {
    const owner = await newClient();
    const { email } = await signUpWithGoals(owner, baseUrl, locale);
    const meal = await createPastMeal(owner, baseUrl, 0, "lunch");
    await owner.close();

    const context = await newClient();
    const page = await context.newPage();
    await page.goto(`/?lang=${locale}`);
    await page.goto(`/meals/${meal.id}`);
    await page.waitForURL("**/login?redirect=**");
    await page.getByLabel(T.email, { exact: true }).fill(email);
    await page.getByLabel(T.password, { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: T.signIn, exact: true }).click();
    await page.waitForURL(`**/meals/${meal.id}`);
    await page.locator("main h1").waitFor();

    await context.close();

    // A link to another site in the address is dropped: signing in goes to the dashboard.
    const other = await newClient();
    const second = await other.newPage();
    await second.goto(`/?lang=${locale}`);
    await second.goto("/login?redirect=//evil.example/steal");
    await second.getByLabel(T.email, { exact: true }).fill(email);
    await second.getByLabel(T.password, { exact: true }).fill(PASSWORD);
    await second.getByRole("button", { name: T.signIn, exact: true }).click();
    await second.waitForURL("**/dashboard");
    expect(new URL(second.url()).host).toBe(new URL(baseUrl).host);
    await other.close();
  });

  it("says the password was changed after a reset", async () => {
    const owner = await newClient();
    const { email } = await signUpWithGoals(owner, baseUrl, locale);
    await owner.close();
    const context = await newClient();
    const page = await context.newPage();
    await page.goto(`/forgot-password?lang=${locale}`);
    await page.getByLabel(T.email, { exact: true }).fill(email);
    await page.getByRole("button", { name: T.sendReset }).click();
    await expect.poll(() => page.getByText(T.resetSent).isVisible()).toBe(true);
    const mail = await waitForMail(dataDir, { to: email, subject: /contraseña|password/i });
    await page.goto(linkIn(mail, "/password-reset/"));
    await page.getByLabel(T.newPassword, { exact: true }).fill("brand-new-secret");
    await page.getByLabel(T.confirmNewPassword, { exact: true }).fill("brand-new-secret");
    await page.getByRole("button", { name: T.resetPassword }).click();
    await page.waitForURL("**/dashboard");
    await expect.poll(() => page.getByText(W.passwordChanged).isVisible()).toBe(true);
    await context.close();
  });
});
