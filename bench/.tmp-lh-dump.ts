import fs from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, findChromium } from "../e2e/harness/chromium.ts";
const base = process.env.BASE ?? "http://localhost:18811";
const origin = { origin: base, "content-type": "application/json" };
const r = await fetch(`${base}/api/auth/register`, { method: "POST", headers: origin, body: JSON.stringify({ name: "LH", email: `lh-${Date.now()}@example.com`, password: "bench-password", passwordConfirm: "bench-password", locale: "en_US", time_zone: "America/Santiago" }) });
const cookie = r.headers.getSetCookie().map((v) => v.split(";")[0]).join("; ");
for (const [path, body] of [["/api/v1/onboarding", { age: 34, gender: "female", height: 165, current_weight: 62, target_weight: 60, activity_level: "moderate", dietary_restrictions: [] }], ["/api/v1/usergoals", { goal_type: "weight_loss", daily_calories: 1800, daily_protein: 120, daily_fat: 50, daily_carbohydrates: 210, daily_fiber: 25 }]] as const)
  await fetch(`${base}${path}`, { method: "POST", headers: { ...origin, cookie }, body: JSON.stringify(body) });
const chrome = await chromeLauncher.launch({ chromePath: findChromium(), chromeFlags: ["--headless=new", "--lang=en-US", ...CHROMIUM_ARGS] });
const page = process.env.PAGE ?? "/dashboard";
const result = await lighthouse(`${base}${page}`, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"], ...(page === "/dashboard" ? { extraHeaders: { cookie } } : {}) });
chrome.kill();
fs.writeFileSync(process.env.OUT ?? "/tmp/fl-lh/lhr.json", JSON.stringify(result!.lhr));
console.log(result!.lhr.categories.performance.score, result!.lhr.audits["largest-contentful-paint"].numericValue);
