// The client in Chromium (playwright-core, the system Chromium of the e2e harness), against the built
// server on loopback: the app's initial JS and CSS (gzip) against the budget of `npm run check`;
// logging a meal with 5 photos of 4000 x 3000 offline, compression included; and showing the
// dashboard and the meals list with 5,000 local meals. A bench-only entry (bench/entries/page.ts)
// runs the real data layer in a blank page on the server's origin, so it shares the app's IndexedDB:
// it seeds the user through the real API (register, onboarding, goals) and the local meals.
// The screens are driven for real (/log-meal, /dashboard, /meals); the data layer's reads behind
// the dashboard and the list are also timed alone, to tell reading from rendering.
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { CHROMIUM_ARGS, findChromium } from "../e2e/harness/chromium.ts";
import { BUDGET_BYTES, measureInitialAssets } from "./bundleBudget.ts";
import { bundleForBrowser } from "./lib/bundle.ts";
import { photoJpeg } from "./lib/fixtures.ts";
import { percentile } from "./lib/load.ts";
import { heading, record } from "./lib/report.ts";
import { repoRoot, startBuiltServer } from "./lib/servers.ts";

const BENCH = "client";
const LOCAL_MEALS = Number(process.env.BENCH_LOCAL_MEALS ?? 5_000);
/** Which parts run: "log" (/log-meal with photos) and "local" (reads with many local meals). */
const PARTS = new Set((process.env.BENCH_CLIENT_PARTS ?? "log,local").split(","));
/** Medians over this many runs (fresh page loads for the reads). */
const RUNS = Number(process.env.BENCH_CLIENT_RUNS ?? 5);
const PASSWORD = "bench-password";
/** Under /api/ so that the app's service worker leaves these navigations to the network (the routes). */
const BENCH_PATH = "/api/__bench";

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    0.5,
  );

interface Assets {
  script: string;
  files: Record<string, Uint8Array<ArrayBuffer>>;
}

/** A blank page on the server's origin that loads the bench entry; the bench files are served by routes. */
async function benchContext(browser: Browser, url: string, assets: Assets): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: url,
    viewport: { width: 1280, height: 800 },
    locale: "en-US",
  });
  await context.route(`${url}${BENCH_PATH}/**`, async (route) => {
    const name = new URL(route.request().url()).pathname.slice(BENCH_PATH.length + 1);
    if (name === "entry.js") return route.fulfill({ contentType: "text/javascript", body: assets.script });
    if (name === "blank.html")
      return route.fulfill({
        contentType: "text/html",
        body: `<!doctype html><html><head><script type="module" src="${BENCH_PATH}/entry.js"></script></head><body></body></html>`,
      });
    const file = assets.files[name];
    if (file) return route.fulfill({ contentType: "image/jpeg", body: Buffer.from(file) });
    return route.fulfill({ status: 404, body: "" });
  });
  return context;
}

async function openBenchPage(page: Page): Promise<void> {
  await page.goto(`${BENCH_PATH}/blank.html`);
  await page.waitForFunction(() => "nutrisnapBench" in window);
}

async function signUp(page: Page): Promise<void> {
  const email = `bench-client-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`;
  await page.evaluate(
    ([email, password]) => window.nutrisnapBench.signUp(email!, password!),
    [email, PASSWORD],
  );
}

/**
 * Opens the app and waits until its service worker controls the page, as for an installed PWA:
 * the route-split screens are precached (offline use), and no install runs during a timing.
 */
async function installApp(page: Page): Promise<void> {
  await page.goto("/dashboard");
  await page.getByTestId("calories-consumed").waitFor();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.getByTestId("calories-consumed").waitFor();
}

const photoFiles = (name: string, bytes: Uint8Array<ArrayBuffer>) =>
  Array.from({ length: 5 }, (_, index) => ({
    name: `${name}-${index + 1}.jpg`,
    mimeType: "image/jpeg",
    buffer: Buffer.from(bytes),
  }));

/**
 * The real /log-meal screen, offline: 5 photos chosen, then the time from pressing "Log meal" to the
 * app opening the new meal (compression, Dexie, outbox, toast, navigation), timed in the page.
 */
async function logThroughScreen(page: Page, photos: ReturnType<typeof photoFiles>): Promise<number> {
  await page.getByRole("link", { name: "Log a meal" }).first().click();
  await page.waitForURL(/\/log-meal$/);
  await page.getByLabel("Choose photos").setInputFiles(photos);
  await page.getByTestId("photo-count").filter({ hasText: "(5/5)" }).waitFor();
  const started = await page
    .getByRole("button", { name: "Log meal", exact: true })
    .evaluate((button: HTMLButtonElement) => {
      const at = performance.now();
      button.click();
      return at;
    });
  const opened = await page.waitForFunction(
    () => /^\/meals\/[0-9a-f-]+$/.test(location.pathname) && performance.now(),
    null,
    { polling: "raf", timeout: 60_000 },
  );
  return ((await opened.jsonValue()) as number) - started;
}

async function logMealFigures(browser: Browser, url: string, assets: Assets): Promise<void> {
  const context = await benchContext(browser, url, assets);
  try {
    const setup = await context.newPage();
    await openBenchPage(setup);
    await signUp(setup);
    await setup.close();
    const page = await context.newPage();
    await installApp(page);
    // Offline for every run (no uploads compete with the timing); the app navigates on its own.
    await context.setOffline(true);
    const small: number[] = [];
    const large: number[] = [];
    const smallFiles = photoFiles("small", assets.files["small.jpg"]!);
    const largeFiles = photoFiles("large", assets.files["large.jpg"]!);
    for (let run = 0; run < RUNS; run++) {
      small.push(await logThroughScreen(page, smallFiles));
      large.push(await logThroughScreen(page, largeFiles));
    }
    await page.close();
    await context.setOffline(false);
    const baseline = median(small);
    record({
      bench: BENCH,
      name: "/log-meal, 5 photos of 640x480, offline (median)",
      value: baseline,
      unit: "ms",
    });
    record({
      bench: BENCH,
      name: "/log-meal, 5 photos of 4000x3000, offline (median)",
      value: median(large),
      unit: "ms",
      baseline: { name: "5 x 640x480", value: baseline },
    });
    const check = await context.newPage();
    await openBenchPage(check);
    const stored = await check.evaluate(() => window.nutrisnapBench.newestMealPhotos());
    console.log(
      `    runs: ${large.map((ms) => ms.toFixed(0)).join(", ")} ms; stored as ${stored.sizes.join(", ")}`,
    );
    record({
      bench: BENCH,
      name: "5 photos of 4000x3000: stored after compression",
      value: stored.bytes / 1024,
      unit: "KiB",
      baseline: { name: "original KiB", value: (assets.files["large.jpg"]!.length * 5) / 1024 },
    });
  } finally {
    await context.close();
  }
}

/** One signed-in user's installed app in its own browser context (its own IndexedDB). */
interface Side {
  context: BrowserContext;
  page: Page;
}

/** A new user with the app installed and `meals` local meals in its store; answers the seeding time. */
async function openSide(
  browser: Browser,
  url: string,
  assets: Assets,
  meals: number,
): Promise<Side & { seedMs: number; count: number }> {
  const context = await benchContext(browser, url, assets);
  const page = await context.newPage();
  await openBenchPage(page);
  await signUp(page);
  await installApp(page);
  await openBenchPage(page);
  const seedMs =
    meals > 0 ? await page.evaluate((count) => window.nutrisnapBench.seedMeals(count), meals) : 0;
  const count = await page.evaluate(() => window.nutrisnapBench.countMeals());
  return { context, page, seedMs, count };
}

interface Reads {
  list: number;
  dashboard: number;
  shown: number;
  total: number;
}

/** The screens' first reads on a fresh page load (the data layer opens IndexedDB each time). */
async function timeReads(page: Page): Promise<Reads> {
  await openBenchPage(page);
  const meals = await page.evaluate(() => window.nutrisnapBench.timeMealsList());
  await openBenchPage(page);
  const dashboard = (await page.evaluate(() => window.nutrisnapBench.timeDashboard())).ms;
  return { list: meals.ms, dashboard, shown: meals.shown, total: meals.total };
}

/**
 * The real app: navigation to a screen until its content is shown (`ready` present, nothing
 * aria-busy), timed in the page from navigation start.
 */
async function timeScreen(page: Page, route: string, ready: string): Promise<number> {
  await page.goto(route, { waitUntil: "commit" });
  const rendered = await page.waitForFunction(
    ([expected, selector]) =>
      location.pathname === expected &&
      document.querySelector(selector!) !== null &&
      document.querySelector('[aria-busy="true"]') === null &&
      performance.now(),
    [route, ready],
    { polling: "raf", timeout: 30_000 },
  );
  return (await rendered.jsonValue()) as number;
}

const SCREENS = [
  { route: "/dashboard", ready: '[data-testid="weekly-chart"]' },
  { route: "/meals", ready: '[data-testid="meal-count"]' },
] as const;

type Timings = Record<"list" | "dashboard" | "/dashboard" | "/meals", number[]>;

const noTimings = (): Timings => ({ list: [], dashboard: [], "/dashboard": [], "/meals": [] });

const pair = (empty: number, full: number) =>
  `${empty.toFixed(1)} / ${full.toFixed(1)} ms (${(full / empty).toFixed(2)}x)`;

/**
 * The empty store and the full one take turns (empty, full, empty, full...), so that the load of a
 * shared machine falls on both sides alike; each pair is printed, the figures are medians of RUNS
 * pairs, after one warm-up navigation of each screen on each side (scripts in the HTTP cache, as on
 * a return visit).
 */
async function localMealsFigures(browser: Browser, url: string, assets: Assets): Promise<void> {
  const empty = await openSide(browser, url, assets, 0);
  const full = await openSide(browser, url, assets, LOCAL_MEALS);
  try {
    record({
      bench: BENCH,
      name: `seed ${full.count} local meals (3 items, 1 photo each)`,
      value: full.seedMs / 1000,
      unit: "s",
    });
    if (full.count !== LOCAL_MEALS)
      throw new Error(`the store holds ${full.count} meals, not ${LOCAL_MEALS}`);
    for (const side of [empty, full])
      for (const { route, ready } of SCREENS) await timeScreen(side.page, route, ready);
    const times = { empty: noTimings(), full: noTimings() };
    let shown = 0;
    for (let run = 1; run <= RUNS; run++) {
      const reads = { empty: await timeReads(empty.page), full: await timeReads(full.page) };
      if (reads.full.total !== LOCAL_MEALS)
        throw new Error(`the list sees ${reads.full.total} meals, not ${LOCAL_MEALS}`);
      shown = reads.full.shown;
      for (const side of ["empty", "full"] as const) {
        times[side].list.push(reads[side].list);
        times[side].dashboard.push(reads[side].dashboard);
      }
      const screens: string[] = [];
      for (const { route, ready } of SCREENS) {
        const emptyMs = await timeScreen(empty.page, route, ready);
        const fullMs = await timeScreen(full.page, route, ready);
        times.empty[route].push(emptyMs);
        times.full[route].push(fullMs);
        screens.push(`${route} ${pair(emptyMs, fullMs)}`);
      }
      console.log(
        `    pair ${run}, empty / full: list ${pair(reads.empty.list, reads.full.list)}; ` +
          `dashboard reads ${pair(reads.empty.dashboard, reads.full.dashboard)}; ${screens.join("; ")}`,
      );
    }
    const figure = (name: string, key: keyof Timings) =>
      record({
        bench: BENCH,
        name,
        value: median(times.full[key]),
        unit: "ms",
        baseline: { name: "no meals", value: median(times.empty[key]) },
      });
    figure(`meals list: first page (${shown} of ${LOCAL_MEALS}), fresh page`, "list");
    figure("dashboard: today's summary + 7 days, fresh page", "dashboard");
    figure("/dashboard to summary and chart shown (median)", "/dashboard");
    figure("/meals to first page of meals shown (median)", "/meals");
  } finally {
    await empty.context.close();
    await full.context.close();
  }
}

export async function clientBench(): Promise<void> {
  heading("Client (Chromium)");
  const { jsGzip, cssGzip } = measureInitialAssets(path.join(repoRoot, "web/dist"));
  record({ bench: BENCH, name: "initial JS, gzip", value: jsGzip / 1024, unit: "KiB" });
  record({ bench: BENCH, name: "initial CSS, gzip", value: cssGzip / 1024, unit: "KiB" });
  record({
    bench: BENCH,
    name: "initial JS + CSS, gzip",
    value: (jsGzip + cssGzip) / 1024,
    unit: "KiB",
    baseline: { name: "budget", value: BUDGET_BYTES / 1024 },
  });

  const assets: Assets = {
    script: await bundleForBrowser(path.join(import.meta.dirname, "entries/page.ts")),
    files: { "large.jpg": await photoJpeg(4000, 3000, 92), "small.jpg": await photoJpeg(640, 480, 92) },
  };
  const server = await startBuiltServer();
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: CHROMIUM_ARGS,
    headless: true,
  });
  try {
    if (PARTS.has("log")) await logMealFigures(browser, server.url, assets);
    if (PARTS.has("local")) await localMealsFigures(browser, server.url, assets);
  } finally {
    await browser.close();
    await server.stop();
  }
}
