// Lighthouse (mobile: a mid-range phone on slow 4G, simulated) with Debian's Chromium against the
// built server: the landing page, the login page, and a signed-in dashboard and meals list, in
// English and in Chilean Spanish, several runs each (scores on a shared 2-core machine move from run
// to run, so the median and the range are printed, with the load average). The baseline rows are
// the English pages through a loopback proxy that asks for uncompressed answers, as a server that
// compresses nothing would send them. Nothing here downloads a browser: CHROME_PATH (or
// CHROMIUM_PATH) names the binary, else /usr/bin/chromium.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Flags, type Result } from "lighthouse";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, findChromium } from "../e2e/harness/chromium.ts";
import { BENCH_GOALS, BENCH_ONBOARDING } from "./lib/benchUser.ts";
import { startIdentityProxy } from "./lib/identityProxy.ts";
import { heading, record } from "./lib/report.ts";
import { startBuiltServer } from "./lib/servers.ts";

const BENCH = "lighthouse";
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
// While working on one page: BENCH_LIGHTHOUSE_PAGES=landing,dashboard, BENCH_LIGHTHOUSE_LANGUAGES=en,
// BENCH_LIGHTHOUSE_BASELINE=0 (no uncompressed rows). Unset, every page, language and baseline runs.
// BENCH_LIGHTHOUSE_JSON=folder keeps each run's whole report (critical chains, LCP breakdown) there,
// with the trace and the DevTools log it was computed from (the same name, .trace.json, .devtools.json).
const listed = (name: string): string[] | null =>
  process.env[name]
    ?.split(",")
    .map((item) => item.trim())
    .filter(Boolean) ?? null;
const ONLY_PAGES = listed("BENCH_LIGHTHOUSE_PAGES");
const ONLY_LANGUAGES = listed("BENCH_LIGHTHOUSE_LANGUAGES");
const WITH_BASELINE = process.env.BENCH_LIGHTHOUSE_BASELINE !== "0";
const PASSWORD = "bench-password";
const MEALS = 12;

export type Language = "en_US" | "es_CL";

interface Target {
  name: string;
  path: string;
  language: Language;
  /** The session cookie of a signed-in, onboarded user of that language. */
  signedIn: boolean;
}

interface RunFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  transferKiB: number;
}

/** Registers an onboarded user with goals and a few meals through the real API; answers the cookie. */
export async function seedUser(url: string, language: Language): Promise<string> {
  const origin = { origin: url, "content-type": "application/json" };
  const email = `lighthouse-${language}-${Date.now()}@example.com`;
  const registered = await fetch(`${url}/api/auth/register`, {
    method: "POST",
    headers: origin,
    body: JSON.stringify({
      name: "Lighthouse",
      email,
      password: PASSWORD,
      passwordConfirm: PASSWORD,
      locale: language,
      time_zone: "America/Santiago",
    }),
  });
  if (registered.status !== 201) throw new Error(`register: ${registered.status} ${await registered.text()}`);
  const cookie = registered.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
  const send = async (path: string, body: unknown) => {
    const response = await fetch(`${url}${path}`, {
      method: "POST",
      headers: { ...origin, cookie },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  };
  await send("/api/v1/onboarding", BENCH_ONBOARDING);
  await send("/api/v1/usergoals", BENCH_GOALS);
  const types = ["breakfast", "lunch", "dinner", "snack"];
  for (let i = 0; i < MEALS; i++) {
    const created_at = new Date(Date.now() - i * 5 * 3600_000).toISOString();
    await send("/api/v1/meals", { type: types[i % types.length], created_at, note: `Meal ${i + 1}` });
  }
  return cookie;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

function figuresOf(lhr: Result): RunFigures {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcp: audit("largest-contentful-paint"),
    fcp: audit("first-contentful-paint"),
    tbt: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    transferKiB: audit("total-byte-weight") / 1024,
  };
}

/** What held the largest paint back, for working on a page (BENCH_LIGHTHOUSE_DETAILS=1). */
function printDetails(lhr: Result): void {
  const items = (id: string): Record<string, unknown>[] => {
    const details = lhr.audits[id]?.details as { items?: Record<string, unknown>[] } | undefined;
    return details?.items ?? [];
  };
  const element = items("largest-contentful-paint-element")[0]?.items as
    { node?: { snippet?: string }; phase?: string; timing?: number }[] | undefined;
  const snippet = element?.[0]?.node?.snippet ?? "?";
  const phases = (element?.slice(1) ?? []).map((p) => `${p.phase} ${Math.round(p.timing ?? 0)}`).join(", ");
  console.log(`    LCP element ${snippet.slice(0, 100)}; ${phases}`);
  for (const id of [
    "render-blocking-resources",
    "render-blocking-insight",
    "network-dependency-tree-insight",
  ]) {
    const audit = lhr.audits[id];
    if (audit) console.log(`    ${id}: ${audit.displayValue ?? ""} ${audit.score ?? ""}`);
  }
  for (const shift of items("layout-shifts")) {
    const node = shift.node as { snippet?: string } | undefined;
    console.log(
      `    layout shift ${Number(shift.score).toFixed(3)}: ${(node?.snippet ?? "?").slice(0, 140)}`,
    );
  }
  const requests = items("network-requests")
    .filter((r) => typeof r.url === "string" && /\.(js|css)$/.test(new URL(r.url as string).pathname))
    .map(
      (r) =>
        `${new URL(r.url as string).pathname.replace("/assets/", "")} ${Math.round(r.networkEndTime as number)}`,
    );
  console.log(`    scripts and styles (end ms): ${requests.join(", ")}`);
  // The tasks the simulation counts as long (Lantern's start and duration, not the host's): the
  // part of each over 50 ms between FCP and TTI is the total blocking time.
  const timing = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
  console.log(
    `    simulated FCP ${timing("first-contentful-paint")}, TTI ${timing("interactive")}, TBT ${timing("total-blocking-time")} ms`,
  );
  const tasks = items("long-tasks").map(
    (t) =>
      `${Math.round(t.startTime as number)}+${Math.round(t.duration as number)} ${String(t.url).replace(/^.*\/assets\//, "")}`,
  );
  console.log(`    long tasks (simulated start+duration ms): ${tasks.join(", ")}`);
}

async function audit(url: string, language: Language, cookie: string | null): Promise<RunFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? findChromium(),
    chromeFlags: ["--headless=new", `--lang=${language.replace("_", "-")}`, ...CHROMIUM_ARGS],
  });
  // The session goes into the browser's cookie jar, as after signing in: a cookie sent as an extra
  // header is dropped from every request once the page writes a cookie of its own (the language).
  const jar = cookie ? await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`) : null;
  try {
    if (jar && cookie)
      await jar.contexts()[0]!.addCookies(
        cookie.split("; ").map((pair) => {
          const [name = "", ...value] = pair.split("=");
          return { name, value: value.join("="), url: new URL(url).origin };
        }),
      );
    const flags: Flags = {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    };
    const result = await lighthouse(url, flags);
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const landed = new URL(lhr.finalDisplayedUrl).pathname;
    const expected = new URL(url).pathname;
    if (landed !== expected) throw new Error(`${url} ended at ${landed}: not the page meant`);
    if (process.env.BENCH_LIGHTHOUSE_DETAILS === "1") printDetails(lhr);
    const keep = process.env.BENCH_LIGHTHOUSE_JSON;
    if (keep) {
      fs.mkdirSync(keep, { recursive: true });
      const name = `${expected.replace(/\W+/g, "-")}-${language}-${Date.now()}.json`;
      fs.writeFileSync(path.join(keep, name), JSON.stringify(lhr));
      const { Trace, DevtoolsLog } = result.artifacts;
      fs.writeFileSync(path.join(keep, name.replace(/\.json$/, ".trace.json")), JSON.stringify(Trace));
      fs.writeFileSync(
        path.join(keep, name.replace(/\.json$/, ".devtools.json")),
        JSON.stringify(DevtoolsLog),
      );
    }
    return figuresOf(lhr);
  } finally {
    await jar?.close();
    chrome.kill();
  }
}

const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(" ");

async function measure(
  label: string,
  base: string,
  target: Target,
  cookies: Record<Language, string>,
  baseline?: RunFigures,
): Promise<RunFigures> {
  const runs: RunFigures[] = [];
  const separator = target.path.includes("?") ? "&" : "?";
  const url = `${base}${target.path}${target.language === "es_CL" && !target.signedIn ? `${separator}lang=es_CL` : ""}`;
  for (let run = 0; run < RUNS; run++)
    runs.push(await audit(url, target.language, target.signedIn ? cookies[target.language] : null));
  const pick = (key: keyof RunFigures) => median(runs.map((r) => r[key]));
  const result = Object.fromEntries(
    (Object.keys(runs[0]!) as (keyof RunFigures)[]).map((key) => [key, pick(key)]),
  ) as unknown as RunFigures;
  const range = (key: keyof RunFigures, digits = 0) => runs.map((r) => r[key].toFixed(digits)).join("/");
  console.log(
    `  ${label}: performance ${range("performance")}, LCP ${range("lcp")} ms, CLS ${range("cls", 3)}; ` +
      `a11y ${result.accessibility}, best practices ${result.bestPractices}, SEO ${result.seo}; load ${load()}`,
  );
  const row = (name: string, value: number, unit: string, base?: number) =>
    record({
      bench: BENCH,
      name: `${label}: ${name}`,
      value,
      unit,
      ...(base !== undefined ? { baseline: { name: "uncompressed", value: base } } : {}),
    });
  row("performance (median)", result.performance, "score", baseline?.performance);
  row("LCP", result.lcp, "ms", baseline?.lcp);
  row("FCP", result.fcp, "ms", baseline?.fcp);
  row("TBT", result.tbt, "ms", baseline?.tbt);
  // A ratio to a shift of 0 means nothing: CLS is printed without one.
  row("CLS", result.cls, "");
  row("transfer", result.transferKiB, "KiB", baseline?.transferKiB);
  return result;
}

export async function lighthouseBench(): Promise<void> {
  heading(`Lighthouse, mobile (${RUNS} runs per page, median; load average ${load()} at start)`);
  // BENCH_WEB_DIR serves another web build (one kept aside before a change) from the same server.
  const webDir = process.env.BENCH_WEB_DIR;
  const server = await startBuiltServer(webDir ? { env: { WEB_DIR: webDir } } : {});
  const proxy = await startIdentityProxy(server.url);
  try {
    const cookies: Record<Language, string> = {
      en_US: await seedUser(server.url, "en_US"),
      es_CL: await seedUser(server.url, "es_CL"),
    };
    const allPages = (language: Language): Target[] => [
      { name: "landing", path: "/", language, signedIn: false },
      { name: "login", path: "/login", language, signedIn: false },
      { name: "dashboard", path: "/dashboard", language, signedIn: true },
      { name: "meals", path: "/meals", language, signedIn: true },
    ];
    const pages = (language: Language) =>
      allPages(language).filter((target) => !ONLY_PAGES || ONLY_PAGES.includes(target.name));
    const baselines = new Map<string, RunFigures>();
    if (WITH_BASELINE)
      for (const target of pages("en_US"))
        baselines.set(
          target.name,
          await measure(`${target.name} (en, uncompressed)`, proxy.url, target, cookies),
        );
    const languages = (["en_US", "es_CL"] as const).filter(
      (language) => !ONLY_LANGUAGES || ONLY_LANGUAGES.includes(language.slice(0, 2)),
    );
    for (const language of languages)
      for (const target of pages(language))
        await measure(
          `${target.name} (${language.slice(0, 2)})`,
          server.url,
          target,
          cookies,
          language === "en_US" ? baselines.get(target.name) : undefined,
        );
  } finally {
    await proxy.close();
    await server.stop();
  }
}
