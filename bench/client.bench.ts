// The client in Chromium (playwright-core, the system Chromium of the e2e harness), against the built
// server on loopback: the app's initial JS and CSS (gzip) against the budget of `npm run check`;
// logging a meal with 5 photos of 4000 x 3000 offline, compression included; and reading the
// dashboard and the meals list with 5,000 local meals. The real data layer runs in the page through
// a bench-only entry (bench/entries/page.ts) on the server's origin, so it uses the app's own
// IndexedDB. The user is seeded through the real API (register, onboarding, goals).
// The log-meal, dashboard and meals-list screens are not merged yet: until they are, (a) times the
// logMeal call the log-meal screen makes and (b) the data-layer reads those screens render from.
import fs from "node:fs";
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
/** Medians over this many runs (fresh page loads for the reads). */
const RUNS = 5;
const PASSWORD = "bench-password";
const BENCH_PATH = "/__bench";

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
  // No service worker: the app's would answer the bench page's navigation with the app shell.
  const context = await browser.newContext({
    baseURL: url,
    viewport: { width: 1280, height: 800 },
    locale: "en-US",
    serviceWorkers: "block",
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

/** Logs one meal with the named photos while the browser is offline; answers the page's timing. */
async function logOffline(context: BrowserContext, page: Page, photos: string[]) {
  const originalBytes = await page.evaluate(
    (urls) => window.nutrisnapBench.preparePhotos(urls),
    photos.map((name) => `${BENCH_PATH}/${name}`),
  );
  await context.setOffline(true);
  try {
    return { originalBytes, ...(await page.evaluate(() => window.nutrisnapBench.logPrepared())) };
  } finally {
    await context.setOffline(false);
  }
}

async function logMealFigures(browser: Browser, url: string, assets: Assets): Promise<void> {
  const context = await benchContext(browser, url, assets);
  try {
    const page = await context.newPage();
    await openBenchPage(page);
    await signUp(page);
    const small = [];
    const large = [];
    for (let run = 0; run < RUNS; run++) {
      small.push(await logOffline(context, page, Array(5).fill("small.jpg")));
      large.push(await logOffline(context, page, Array(5).fill("large.jpg")));
    }
    const baseline = median(small.map((run) => run.ms));
    record({
      bench: BENCH,
      name: "log a meal, 5 photos of 640x480, offline (median)",
      value: baseline,
      unit: "ms",
    });
    record({
      bench: BENCH,
      name: "log a meal, 5 photos of 4000x3000, offline (median)",
      value: median(large.map((run) => run.ms)),
      unit: "ms",
      baseline: { name: "5 x 640x480", value: baseline },
    });
    console.log(
      `    runs: ${large.map((run) => run.ms.toFixed(0)).join(", ")} ms; stored as ${large[0]!.sizes.join(", ")}`,
    );
    record({
      bench: BENCH,
      name: "5 photos of 4000x3000: stored after compression",
      value: large[0]!.storedBytes / 1024,
      unit: "KiB",
      baseline: { name: "original KiB", value: large[0]!.originalBytes / 1024 },
    });
  } finally {
    await context.close();
  }
}

/** Median over fresh page loads (the data layer opens IndexedDB each time) of the screens' first reads. */
async function timeReads(
  page: Page,
): Promise<{ list: number; dashboard: number; shown: number; total: number }> {
  const list: number[] = [];
  const dashboard: number[] = [];
  let shown = 0;
  let total = 0;
  for (let run = 0; run < RUNS; run++) {
    await openBenchPage(page);
    const meals = await page.evaluate(() => window.nutrisnapBench.timeMealsList());
    await openBenchPage(page);
    dashboard.push((await page.evaluate(() => window.nutrisnapBench.timeDashboard())).ms);
    list.push(meals.ms);
    shown = meals.shown;
    total = meals.total;
  }
  return { list: median(list), dashboard: median(dashboard), shown, total };
}

/**
 * The real app: navigation to a private route until its page has an h1 and nothing is marked
 * aria-busy (the screens' skeletons), timed in the page from navigation start. Median of RUNS after
 * one warm-up navigation (scripts cached, as on a return visit).
 */
async function timeScreen(page: Page, route: string): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run <= RUNS; run++) {
    await page.goto(route, { waitUntil: "commit" });
    const rendered = await page.waitForFunction(
      (expected) =>
        location.pathname === expected &&
        document.querySelector("h1") !== null &&
        document.querySelector('[aria-busy="true"]') === null &&
        performance.now(),
      route,
      { polling: "raf", timeout: 30_000 },
    );
    if (run > 0) times.push((await rendered.jsonValue()) as number);
  }
  return median(times);
}

async function localMealsFigures(browser: Browser, url: string, assets: Assets): Promise<void> {
  const context = await benchContext(browser, url, assets);
  try {
    const page = await context.newPage();
    await openBenchPage(page);
    await signUp(page);
    const empty = await timeReads(page);
    const emptyScreens = {
      dashboard: await timeScreen(page, "/dashboard"),
      meals: await timeScreen(page, "/meals"),
    };
    await openBenchPage(page);
    const seedMs = await page.evaluate((count) => window.nutrisnapBench.seedMeals(count), LOCAL_MEALS);
    const count = await page.evaluate(() => window.nutrisnapBench.countMeals());
    record({
      bench: BENCH,
      name: `seed ${count} local meals (3 items, 1 photo each)`,
      value: seedMs / 1000,
      unit: "s",
    });
    const full = await timeReads(page);
    const screens = {
      dashboard: await timeScreen(page, "/dashboard"),
      meals: await timeScreen(page, "/meals"),
    };
    if (full.total !== LOCAL_MEALS) throw new Error(`the list sees ${full.total} meals, not ${LOCAL_MEALS}`);
    record({
      bench: BENCH,
      name: `meals list: first page (${full.shown} of ${full.total}), fresh page`,
      value: full.list,
      unit: "ms",
      baseline: { name: "no meals", value: empty.list },
    });
    record({
      bench: BENCH,
      name: "dashboard: today's summary + 7 days, fresh page",
      value: full.dashboard,
      unit: "ms",
      baseline: { name: "no meals", value: empty.dashboard },
    });
    const note = screensMerged() ? "" : " (placeholder screen)";
    record({
      bench: BENCH,
      name: `app: /dashboard to first render${note}`,
      value: screens.dashboard,
      unit: "ms",
      baseline: { name: "no meals", value: emptyScreens.dashboard },
    });
    record({
      bench: BENCH,
      name: `app: /meals to first render${note}`,
      value: screens.meals,
      unit: "ms",
      baseline: { name: "no meals", value: emptyScreens.meals },
    });
  } finally {
    await context.close();
  }
}

/** Until the meal screens land, /dashboard and /meals render a placeholder heading only. */
function screensMerged(): boolean {
  const page = (file: string) => fs.readFileSync(path.join(repoRoot, "web/src/features", file), "utf8");
  return ![page("dashboard/DashboardPage.tsx"), page("meals/MealsPage.tsx")].some((text) =>
    text.includes("replaces this component"),
  );
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
    await logMealFigures(browser, server.url, assets);
    await localMealsFigures(browser, server.url, assets);
  } finally {
    await browser.close();
    await server.stop();
  }
}
