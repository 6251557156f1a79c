// Runs the browser journeys against the built app and server: builds them first (`npm run build`)
// unless `--no-build` says the build is fresh (`npm test` builds once for every phase). Any other
// arguments go to vitest, e.g. a journey's name: `node e2e/run.mjs sign-in`.
import { spawnSync } from "node:child_process";

const args = process.argv.slice(2);
if (!args.includes("--no-build")) {
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const result = spawnSync(
  process.execPath,
  [
    "node_modules/vitest/vitest.mjs",
    "run",
    "--config",
    "e2e/vitest.config.ts",
    ...args.filter((arg) => arg !== "--no-build"),
  ],
  { stdio: "inherit" },
);
process.exit(result.status ?? 1);
