import fs from "node:fs";

const CANDIDATES = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
];

export const CHROMIUM_HELP = `No Chromium was found for the browser journeys.
  - Debian/Ubuntu: sudo apt-get install -y chromium   (this is what CI does)
  - elsewhere, with internet access: npx playwright install chromium, then set CHROMIUM_PATH to it
  - or point CHROMIUM_PATH at any Chromium or Chrome binary.`;

/** The browser the journeys drive: CHROMIUM_PATH, else a system Chromium. */
export function findChromium(): string {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!fs.existsSync(fromEnv))
      throw new Error(`CHROMIUM_PATH=${fromEnv} does not exist.\n${CHROMIUM_HELP}`);
    return fromEnv;
  }
  const found = CANDIDATES.find((file) => fs.existsSync(file));
  if (!found) throw new Error(CHROMIUM_HELP);
  return found;
}

/** Flags that keep a headless Chromium quiet on a closed network (STACK-NOTES). */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];
