import { describe, expect, inject, it } from "vitest";
import { useBrowser } from "../harness/journey.ts";
import { isFocused, watchErrors } from "../harness/browser.ts";
import { clientContext, shootBothThemes, uniqueEmail } from "../harness/account.ts";
import { linkIn, waitForMail } from "../harness/mail.ts";
import { BROWSER_LOCALE, LOCALES, TEXT } from "../harness/texts.ts";

describe.each(LOCALES)("register → onboarding → dashboard (%s)", (locale) => {
  const T = TEXT[locale];
  const baseUrl = inject("baseUrl");
  const dataDir = inject("dataDir");
  const browser = useBrowser();

  it("takes a new user from the landing page to a set-up dashboard", async () => {
    const context = await clientContext(browser(), baseUrl, { locale: BROWSER_LOCALE[locale] });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const problems: string[] = [];
    const email = uniqueEmail(`onboard-${locale}`);

    // Landing, with the early-access form's validation and success (spec §2, §4, §5).
    await page.goto(`/?lang=${locale}`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(T.landingTitle);
    const waitlist = page.getByRole("textbox").first();
    await waitlist.fill("ana@example");
    await page.getByRole("button", { name: T.join, exact: true }).click();
    await expect.poll(() => page.getByText(T.invalidEmail).isVisible()).toBe(true);
    await waitlist.fill(`waitlist-${email}`);
    await page.getByRole("button", { name: T.join, exact: true }).click();
    await expect.poll(() => waitlist.inputValue()).toBe("");
    problems.push(...(await shootBothThemes(page, `landing-${locale}`)));

    // Register: the mismatch message disables the button (spec §5).
    await page.goto("/register");
    await page.getByLabel(T.name, { exact: true }).fill("Ana Pérez");
    await page.getByLabel(T.email, { exact: true }).fill(email);
    await page.getByLabel(T.password, { exact: true }).fill("secret-1");
    await page.getByLabel(T.confirmPassword, { exact: true }).fill("secret-2");
    await expect.poll(() => page.getByText(T.passwordsDoNotMatch).isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: T.createAccount }).isDisabled()).toBe(true);
    problems.push(...(await shootBothThemes(page, `register-mismatch-${locale}`)));
    await page.getByLabel(T.confirmPassword, { exact: true }).fill("secret-1");
    await page.getByRole("button", { name: T.createAccount }).click();

    // Onboarding step 1: errors on Next, cleared by editing (spec §5).
    await page.waitForURL("**/onboarding");
    await expect.poll(() => page.getByText(T.stepOf(1)).first().isVisible()).toBe(true);
    await page.getByRole("button", { name: T.next }).click();
    await expect.poll(() => page.getByText(T.genderRequired).isVisible()).toBe(true);
    expect(await page.getByText(T.required).count()).toBe(3);
    // The first field to fix takes the focus (a screen reader reads its message).
    await expect.poll(() => isFocused(page.getByLabel(T.age, { exact: true }))).toBe(true);
    problems.push(...(await shootBothThemes(page, `onboarding-step1-errors-${locale}`)));
    await page.getByLabel(T.age, { exact: true }).fill("12");
    expect(await page.getByText(T.required).count()).toBe(2);
    await page.getByRole("radio", { name: T.female }).click();
    expect(await page.getByText(T.genderRequired).count()).toBe(0);
    await page.getByLabel(T.height, { exact: true }).fill("165");
    await page.getByLabel(T.currentWeight, { exact: true }).fill("70");
    await page.getByRole("button", { name: T.next }).click();
    await expect.poll(() => page.getByText(T.ageRange).isVisible()).toBe(true);
    // Age takes whole years: "34,5" says so, while a decimal comma in height and weight is read.
    await page.getByLabel(T.age, { exact: true }).fill("34,5");
    await page.getByLabel(T.height, { exact: true }).fill("165,5");
    await page.getByLabel(T.currentWeight, { exact: true }).fill("70,5");
    await page.getByRole("button", { name: T.next }).click();
    await expect.poll(() => page.getByText(T.ageWholeYears).isVisible()).toBe(true);
    expect(await page.getByText(T.ageRange).count()).toBe(0);
    expect(await page.getByText(T.stepOf(1)).first().isVisible()).toBe(true);
    expect(await page.getByLabel(T.height, { exact: true }).getAttribute("aria-invalid")).toBeNull();
    expect(await page.getByLabel(T.currentWeight, { exact: true }).getAttribute("aria-invalid")).toBeNull();
    await page.getByLabel(T.height, { exact: true }).fill("165");
    await page.getByLabel(T.currentWeight, { exact: true }).fill("70");
    await page.getByLabel(T.age, { exact: true }).fill("34");
    expect(await page.getByText(T.ageWholeYears).count()).toBe(0);
    await page.getByRole("button", { name: T.next }).click();

    // Step 2: the live goal summary with the signed difference.
    await expect.poll(() => page.getByText(T.stepOf(2)).first().isVisible()).toBe(true);
    await page.getByLabel(T.targetWeight, { exact: true }).fill("65");
    await expect.poll(() => page.getByText(T.loseGoal).isVisible()).toBe(true);
    await page.getByRole("radio", { name: T.moderately }).click();
    problems.push(...(await shootBothThemes(page, `onboarding-step2-${locale}`)));
    await page.getByRole("button", { name: T.next }).click();

    // Step 3 (optional lists), then the review with everything and 'What happens next?'.
    await expect.poll(() => page.getByText(T.stepOf(3)).first().isVisible()).toBe(true);
    await page.getByRole("checkbox", { name: T.vegetarian }).click();
    // How often one cooks, with the spec's hints (spec §2 Onboarding).
    expect(
      await page.getByText(locale === "en_US" ? "1–2 times per week" : "1–2 veces por semana").isVisible(),
    ).toBe(true);
    problems.push(...(await shootBothThemes(page, `onboarding-step3-${locale}`)));
    await page.getByRole("button", { name: T.next }).click();
    await expect.poll(() => page.getByText(T.whatNext).isVisible()).toBe(true);
    expect(await page.getByText(locale === "en_US" ? "25.7 · Overweight" : "25,7 · Sobrepeso").count()).toBe(
      1,
    );
    problems.push(...(await shootBothThemes(page, `onboarding-review-${locale}`)));
    await page.getByRole("button", { name: T.completeSetup }).click();

    await page.waitForURL("**/dashboard");
    await expect.poll(() => page.getByText(T.welcome).isVisible()).toBe(true);
    problems.push(...(await shootBothThemes(page, `dashboard-after-onboarding-${locale}`)));

    // The confirmation link from the mail file, once, then again (spec §2 Email confirmation).
    const mail = await waitForMail(dataDir, { to: email, subject: /NutriSnap/ });
    const link = linkIn(mail, "/confirm/");
    await page.goto(link);
    await expect.poll(() => page.getByText(T.confirmed).isVisible()).toBe(true);
    problems.push(...(await shootBothThemes(page, `confirm-email-${locale}`)));
    // Opened again, the link says the address is confirmed rather than that something failed.
    await page.goto(link);
    await expect.poll(() => page.getByText(T.alreadyConfirmed).isVisible()).toBe(true);
    expect(await page.getByText(T.confirmFailed).count()).toBe(0);

    // A second registration with the same email shows the server's message under the field.
    const other = await clientContext(browser(), baseUrl, { locale: BROWSER_LOCALE[locale] });
    const second = await other.newPage();
    await second.goto(`/register?lang=${locale}`);
    await second.getByLabel(T.name, { exact: true }).fill("Ana Again");
    await second.getByLabel(T.email, { exact: true }).fill(email);
    await second.getByLabel(T.password, { exact: true }).fill("secret-1");
    await second.getByLabel(T.confirmPassword, { exact: true }).fill("secret-1");
    await second.getByRole("button", { name: T.createAccount }).click();
    await expect.poll(() => second.getByText(T.emailExists).isVisible()).toBe(true);
    await other.close();

    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("submits the register form when the mouse presses the button right after a bad email", async () => {
    // The email's error appears when the field loses focus; pressing the button used to move it down
    // by that line, so the release landed above it and the click was lost.
    const context = await clientContext(browser(), baseUrl, { locale: BROWSER_LOCALE[locale] });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`/register?lang=${locale}`);
    await page.getByLabel(T.name, { exact: true }).fill("Ana Pérez");
    await page.getByLabel(T.email, { exact: true }).fill("ana@example");
    await page.getByRole("button", { name: T.createAccount }).click();
    await expect.poll(() => page.getByText(T.required).count()).toBe(2);
    expect(await page.getByText(T.invalidEmail).isVisible()).toBe(true);
    expect(await page.getByLabel(T.name, { exact: true }).inputValue()).toBe("Ana Pérez");
    expect(await isFocused(page.getByLabel(T.email, { exact: true }))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
