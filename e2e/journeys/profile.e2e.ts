import { describe, expect, inject, it } from "vitest";
import { useBrowser } from "../harness/journey.ts";
import { watchErrors } from "../harness/browser.ts";
import { clientContext, shootBothThemes, uniqueEmail } from "../harness/account.ts";
import { signIn, signUpOnboarded, type TestUser } from "../harness/flows.ts";
import { BROWSER_LOCALE, LOCALES, TEXT } from "../harness/texts.ts";

describe.each(LOCALES)("profile and settings (%s)", (locale) => {
  const T = TEXT[locale];
  const baseUrl = inject("baseUrl");
  const browser = useBrowser();

  it("edits the nutrition profile and the profile, changes the password, saves settings", async () => {
    const user: TestUser = {
      name: "Carla Díaz",
      email: uniqueEmail(`profile-${locale}`),
      password: "old-secret",
      locale,
    };
    const context = await clientContext(browser(), baseUrl, { locale: BROWSER_LOCALE[locale] });
    await signUpOnboarded(context, baseUrl, user);
    const page = await context.newPage();
    const errors = watchErrors(page);
    const problems: string[] = [];

    await page.goto("/profile");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(user.name);
    problems.push(...(await shootBothThemes(page, `profile-${locale}`)));

    // Nutrition profile: edit mode has real inputs for sugar and sodium; Save sends both records.
    await page.getByRole("button", { name: T.edit, exact: true }).click();
    await page.getByRole("tab", { name: T.goalsTab }).click();
    await page.getByLabel(T.sugar, { exact: true }).fill("40");
    await page.getByLabel(T.sodium, { exact: true }).fill("2000");
    problems.push(...(await shootBothThemes(page, `profile-nutrition-edit-${locale}`)));
    await page.getByRole("button", { name: T.saveChanges }).click();
    await expect.poll(() => page.getByText(T.nutritionUpdated).isVisible()).toBe(true);
    await expect
      .poll(() => page.getByText(locale === "en_US" ? "2,000 mg" : "2.000 mg").isVisible())
      .toBe(true);
    await expect
      .poll(async () => (await (await context.request.get(`${baseUrl}/api/v1/usergoals`)).json()) as object)
      .toMatchObject({ daily_sugar: 40, daily_sodium: 2000 });

    // Profile form: a 3-second confirmation.
    await page.getByLabel(T.name, { exact: true }).fill("Carla Díaz Soto");
    await page.getByRole("button", { name: T.saveProfile }).click();
    await expect.poll(() => page.getByText(T.profileUpdated).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Carla Díaz Soto");
    await expect.poll(() => page.getByText(T.profileUpdated).count(), { timeout: 10_000 }).toBe(0);

    // Change password: mismatch, wrong current password, then success that clears the fields.
    const current = page.getByLabel(T.currentPassword, { exact: true });
    await current.fill("old-secret");
    await page.getByLabel(T.newPasswordField, { exact: true }).fill("new-secret");
    await page.getByLabel(T.confirmNewPasswordField, { exact: true }).fill("new-secreT");
    await page.getByRole("button", { name: T.updatePassword }).click();
    await expect.poll(() => page.getByText(T.newPasswordsDoNotMatch).isVisible()).toBe(true);
    await page.getByLabel(T.confirmNewPasswordField, { exact: true }).fill("new-secret");
    await current.fill("wrong-secret");
    await page.getByRole("button", { name: T.updatePassword }).click();
    await expect.poll(() => page.getByText(T.currentPasswordIncorrect).isVisible()).toBe(true);
    await current.fill("old-secret");
    await page.getByRole("button", { name: T.updatePassword }).click();
    await expect.poll(() => page.getByText(T.passwordUpdated).isVisible()).toBe(true);
    expect(await current.inputValue()).toBe("");

    // Settings: local only; Save shows the confirmation.
    await page.goto("/settings");
    problems.push(...(await shootBothThemes(page, `settings-${locale}`)));
    await page.getByRole("button", { name: T.save, exact: true }).click();
    await expect.poll(() => page.getByText(T.changesSaved).isVisible()).toBe(true);

    // The new password signs in.
    await page.getByRole("button", { name: T.signOut }).click();
    await page.waitForURL("**/login");
    await signIn(page, user.email, "new-secret", T);
    await page.waitForURL("**/dashboard");
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("asks for the current password before changing the email", async () => {
    const user: TestUser = {
      name: "Tomás Vidal",
      email: uniqueEmail(`email-${locale}`),
      password: "old-secret",
      locale,
    };
    const context = await clientContext(browser(), baseUrl, { locale: BROWSER_LOCALE[locale] });
    await signUpOnboarded(context, baseUrl, user);
    const page = await context.newPage();
    const errors = watchErrors(page);
    const problems: string[] = [];
    await page.goto("/profile");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(user.name);

    // A stolen session alone cannot move the account to another address.
    const newEmail = uniqueEmail(`profile-new-${locale}`);
    await page.getByLabel(T.email, { exact: true }).fill(newEmail);
    const identity = page.getByTestId("email-change-identity");
    await expect.poll(() => identity.isVisible()).toBe(true);
    await page.getByRole("button", { name: T.saveProfile }).click();
    await expect.poll(() => identity.getByText(T.required).isVisible()).toBe(true);
    await identity.getByLabel(T.currentPassword, { exact: true }).fill("wrong-secret");
    await page.getByRole("button", { name: T.saveProfile }).click();
    await expect.poll(() => identity.getByText(T.currentPasswordIncorrect).isVisible()).toBe(true);
    problems.push(...(await shootBothThemes(page, `profile-email-change-${locale}`)));
    await identity.getByLabel(T.currentPassword, { exact: true }).fill("old-secret");
    await page.getByRole("button", { name: T.saveProfile }).click();
    await expect.poll(() => page.getByText(T.profileUpdated).isVisible()).toBe(true);
    await expect.poll(() => identity.count()).toBe(0);

    // The new address signs in.
    await page.getByRole("button", { name: T.signOut }).click();
    await page.waitForURL("**/login");
    await signIn(page, newEmail, "old-secret", T);
    await page.waitForURL("**/dashboard");
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
