import { startServer } from "./harness/server.ts";
import { launchBrowser, newContext, PHONE } from "./harness/browser.ts";
const server = await startServer();
const browser = await launchBrowser();
try {
  for (const theme of ["light", "dark"] as const) {
    const ctx = await newContext(browser, server.url, { theme });
    const page = await ctx.newPage();
    page.on("pageerror", (e) => console.log("PAGEERROR", e.message));
    page.on("console", (m) => m.type() === "error" && console.log("CONSOLE", m.text()));
    for (const path of ["/", "/login", "/register", "/forgot-password"]) {
      await page.goto(path);
      await page.waitForTimeout(800);
      await page.screenshot({
        path: `/tmp/shots/${path.replace(/\W/g, "_") || "root"}-${theme}.png`,
        fullPage: path === "/",
      });
    }
    await ctx.close();
  }
  const ctx = await newContext(browser, server.url, { ...PHONE });
  const page = await ctx.newPage();
  await page.goto("/");
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/shots/landing-phone.png` });
  await ctx.close();
} finally {
  await browser.close();
  await server.stop();
}
