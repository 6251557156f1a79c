// A visitor types as soon as a page is there: what they typed must stay. On a phone the next page's
// code arrives a moment after its link is followed; the page shown in that moment must not be one
// whose field takes the typing and is then replaced (the forgot-password form lost the email typed
// right after opening it from /login, and then said "This field is required").
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, PHONE, watchErrors } from "../harness/browser.ts";
import { clientContext } from "../harness/account.ts";
import { TEXT } from "../harness/texts.ts";

const T = TEXT.en_US;
const TYPED = "early.typist@example.cl";

interface Arrival {
  name: string;
  /** The page opened first (and left through `link`, when given). */
  from: string;
  link?: string;
  to: string;
  /** The heading of the page arrived at, and the label of its email field. */
  title: string;
  field: string;
}

const LANDING_EMAIL = "Email address";

const ARRIVALS: Arrival[] = [
  {
    name: "forgot password from the sign-in page",
    from: "/login",
    link: T.forgot,
    to: "/forgot-password",
    title: "Forgot your password?",
    field: T.email,
  },
  {
    name: "registration from the sign-in page",
    from: "/login",
    link: "Create an account",
    to: "/register",
    title: "Create your account",
    field: T.email,
  },
  {
    name: "sign-in from the registration page",
    from: "/register",
    link: T.signInTitle,
    to: "/login",
    title: T.signInTitle,
    field: T.email,
  },
  {
    name: "sign-in from the forgot-password page",
    from: "/forgot-password",
    link: "Back to sign in",
    to: "/login",
    title: T.signInTitle,
    field: T.email,
  },
  {
    name: "sign-in from the landing page",
    from: "/",
    link: T.signInTitle,
    to: "/login",
    title: T.signInTitle,
    field: T.email,
  },
  {
    name: "the landing page from the sign-in page",
    from: "/login",
    link: "NutriSnap",
    to: "/",
    title: T.landingTitle,
    field: LANDING_EMAIL,
  },
  { name: "the landing page opened cold", from: "/", to: "/", title: T.landingTitle, field: LANDING_EMAIL },
  {
    name: "the sign-in page opened cold",
    from: "/login",
    to: "/login",
    title: T.signInTitle,
    field: T.email,
  },
  {
    name: "the registration page opened cold",
    from: "/register",
    to: "/register",
    title: "Create your account",
    field: T.email,
  },
  {
    name: "the forgot-password page opened cold",
    from: "/forgot-password",
    to: "/forgot-password",
    title: "Forgot your password?",
    field: T.email,
  },
];

/** A phone on a slow mobile network (the DevTools protocol's throttling: real requests, slower). */
async function slowNetwork(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: 200_000,
    uploadThroughput: 90_000,
  });
}

const heading = (page: Page) => page.getByRole("heading", { level: 1 }).first().textContent();

describe("typing as soon as a visitor's page is there", () => {
  let browser: Browser;
  const baseUrl = inject("baseUrl");

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(ARRIVALS)("keeps what was typed: $name", async ({ from, link, to, title, field }) => {
    const context = await clientContext(browser, baseUrl, PHONE);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await slowNetwork(page);
    await page.goto(from);
    if (link) {
      const anchor = page.getByRole("link", { name: link, exact: true }).first();
      await anchor.waitFor({ timeout: 60_000 });
      await anchor.click();
      await page.waitForURL((url) => url.pathname === to);
    }
    // At once, as a person would once the address changed and a field with that label is there.
    await page.getByLabel(field, { exact: true }).fill(TYPED, { timeout: 60_000 });
    await expect.poll(() => heading(page), { timeout: 60_000 }).toBe(title);
    // The form's first focus loads its contracts and commands: wait for them, and for anything that
    // would replace the page after them.
    await page.waitForLoadState("networkidle", { timeout: 60_000 });
    expect(await heading(page)).toBe(title);
    expect(await page.getByLabel(field, { exact: true }).inputValue()).toBe(TYPED);
    expect(errors).toEqual([]);
    await context.close();
  });
});
