// The client in Chromium. Measured now: the app's initial JS and CSS (gzip), against the budget of
// `npm run check`. Logging a meal with 5 photos of 4000 x 3000 offline and rendering the dashboard
// and meals list with 5,000 local meals need the log-meal screen, the dashboard, the meals list and
// the data layer; until they are merged each says so.
import fs from "node:fs";
import path from "node:path";
import { BUDGET_BYTES, measureInitialAssets } from "./bundleBudget.ts";
import { heading, record, skip } from "./lib/report.ts";
import { repoRoot } from "./lib/servers.ts";

const BENCH = "client";

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

  const routes = path.join(repoRoot, "web/src/routes");
  const has = (pattern: RegExp) =>
    fs.readdirSync(routes, { recursive: true }).some((file) => pattern.test(String(file)));
  const dataLayer = fs.existsSync(path.join(repoRoot, "web/src/data/db.ts"));
  const pending = (name: string, screen: RegExp, what: string) => {
    if (!dataLayer) skip(BENCH, name, "the web data layer (web/src/data) is not merged yet");
    else if (!has(screen)) skip(BENCH, name, `the ${what} screen is not merged yet`);
    else
      skip(BENCH, name, "not written yet: the screen landed after this benchmark (see docs/benchmarks.md)");
  };
  pending("log a meal with 5 photos of 4000x3000, offline", /log|new/i, "log-meal");
  pending("render the dashboard with 5,000 local meals", /dashboard/i, "dashboard");
  pending("render the meals list with 5,000 local meals", /meals/i, "meals list");
}
