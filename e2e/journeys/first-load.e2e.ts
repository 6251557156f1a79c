// Issue 18: a phone on a slow network opening the signed-in dashboard sees no layout shift while
// it loads (CLS <= 0.1). The network is slowed through the DevTools protocol so the screen's parts
// arrive in their real order, with time to paint between them.
import { describe, expect, inject, it } from "vitest";
import { useBrowser } from "../harness/journey.ts";
import { PHONE, screenshot } from "../harness/browser.ts";
import { clientContext, uniqueEmail } from "../harness/account.ts";
import { signUpOnboarded } from "../harness/flows.ts";

interface Shift {
  value: number;
  sources: string[];
}

describe("first load of the dashboard on a slow network", () => {
  const browser = useBrowser();
  const baseUrl = inject("baseUrl");

  it("moves nothing once painted, the unconfirmed-address banner included", async () => {
    const context = await clientContext(browser(), baseUrl, PHONE);
    // Registered through the API: signed in, address not confirmed (the banner shows).
    await signUpOnboarded(context, baseUrl, {
      name: "Lena Shift",
      email: uniqueEmail("first-load"),
      password: "steady-secret",
      locale: "en_US",
    });
    await context.addInitScript(() => {
      const shifts: Shift[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources: { node?: Node | null }[];
        })[]) {
          if (entry.hadRecentInput) continue;
          shifts.push({
            value: entry.value,
            sources: entry.sources.map(
              (source) => (source.node as Element | null)?.outerHTML.slice(0, 80) ?? "?",
            ),
          });
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 150,
      downloadThroughput: 200_000,
      uploadThroughput: 90_000,
    });
    await page.goto("/dashboard");
    await expect.poll(() => page.getByTestId("meal-count").count(), { timeout: 60_000 }).toBe(1);
    await expect.poll(() => page.getByTestId("confirm-email-banner").count()).toBe(1);
    const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: Shift[] }).layoutShifts);
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    expect(shifts, `layout shifts: ${JSON.stringify(shifts)}`).toSatisfy(() => total <= 0.1);
    await context.close();
  });

  // Decision 153: the server sends a signed-in /dashboard with its first frame, filled in for the
  // cookie's user; the app keeps it on screen until it knows what to show, then takes over in place.
  for (const [locale, language, welcome, banner] of [
    ["en_US", "en-US", "Welcome, Ines!", "We sent a confirmation link to"],
    ["es_CL", "es-CL", "¡Hola, Ines!", "Te enviamos un enlace de confirmación a"],
  ] as const) {
    it(`paints the first frame from the page alone and takes it over without moving it (${locale})`, async () => {
      const email = uniqueEmail(`first-frame-${locale}`);
      const context = await clientContext(browser(), baseUrl, { ...PHONE, locale: language });
      await signUpOnboarded(context, baseUrl, {
        name: "Ines <Frame>",
        email,
        password: "steady-secret",
        locale,
      });
      const cookies = await context.storageState();

      // Before any script: the page as the server sent it.
      const still = await clientContext(browser(), baseUrl, {
        ...PHONE,
        locale: language,
        javaScriptEnabled: false,
        storageState: cookies,
      });
      const frame = await still.newPage();
      await frame.goto("/dashboard");
      const stillBanner = frame.getByTestId("confirm-email-banner");
      await expect.poll(() => stillBanner.textContent()).toContain(`${banner} ${email}`);
      expect(await frame.locator("main").textContent()).toContain(welcome);
      expect(await frame.getByTestId("day-title").count()).toBe(1);
      const before = await stillBanner.boundingBox();
      // Decision 194: nothing in the frame moves for its first 2 s (the placeholders' pulse, the
      // "Updating…" spinner), so the compositor draws no frame after frame while the app starts.
      const animations = await frame.evaluate(() =>
        document.getAnimations().map((animation) => ({
          name: (animation as CSSAnimation).animationName,
          delay: animation.effect?.getComputedTiming().delay ?? 0,
        })),
      );
      expect(animations.length, "the frame's placeholders and spinner").toBeGreaterThan(0);
      expect(animations.filter((animation) => animation.delay < 2000)).toEqual([]);
      await screenshot(frame, `first-frame-dashboard-${locale}`);
      await still.close();

      // With the app: the same banner, in the same place, once the app has taken over.
      const page = await context.newPage();
      await page.goto("/dashboard");
      await expect.poll(() => page.getByTestId("meal-count").count(), { timeout: 60_000 }).toBe(1);
      expect(await page.locator("#first-frame").count()).toBe(0);
      expect(await page.locator("#root").getAttribute("hidden")).toBeNull();
      const after = await page.getByTestId("confirm-email-banner").boundingBox();
      expect(after).toEqual(before);
      await context.close();
    });
  }
});
