#!/usr/bin/env node
// The README's test commands as phases, each phase's time printed as it ends and all of them at the
// end (docs/decisions/149):
//   node scripts/test-all.mjs          `npm test`: every check and test, browser journeys included
//   node scripts/test-all.mjs check    `npm run check`: format, lint, knip, types, catalogs, the
//                                      bundle budget, and the unit and integration tests
// The app and the server are built once, by the `build` phase: the bundle budget and the browser
// journeys measure and run that build (`--no-build`) instead of building again. The format check,
// lint and knip run beside the type check (each of them uses one core); their output is printed
// whole when each ends. Stops after the first step with a failing phase, with that phase's exit code.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/**
 * Steps run one after another; a step of several lanes runs its lanes at the same time, the phases
 * of one lane one after another. Each phase is an npm script, so it can also be run alone.
 */
const CHECK = [
  // The route tree first: the type check would otherwise write it while knip reads it.
  [[["routes", "npm run routes"]]],
  [
    [["typecheck", "npm run typecheck"]],
    [
      ["format", "npm run format:check"],
      ["lint", "npm run lint"],
      ["knip", "npm run knip"],
    ],
  ],
  [[["i18n", "npm run i18n:compile"]]],
  [[["build", "npm run build"]]],
  [[["budget", "npm run budget -- --no-build"]]],
  [[["unit", "npm run test:unit"]]],
];
const AFTER_CHECK = [
  [[["postgres", "npm run test:postgres"]]],
  [[["s3", "npm run test:s3"]]],
  [[["e2e", "npm run test:e2e -- --no-build"]]],
];

const which = process.argv[2] ?? "all";
if (!["all", "check"].includes(which)) {
  console.error("Usage: node scripts/test-all.mjs [check]");
  process.exit(2);
}
const steps = which === "check" ? CHECK : [...CHECK, ...AFTER_CHECK];

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const times = [];

/** Runs one phase; alone it prints as it goes, beside others its output comes whole at its end. */
function runPhase([name, command], alone) {
  const started = Date.now();
  if (alone) console.log(`\n── ${name}: ${command}`);
  const child = spawn(command, { cwd: root, shell: true, stdio: alone ? "inherit" : "pipe" });
  const output = [];
  child.stdout?.on("data", (chunk) => output.push(chunk));
  child.stderr?.on("data", (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on("close", (code, signal) => {
      const status = code ?? (signal ? 1 : 0);
      const took = Date.now() - started;
      times.push([name, took]);
      if (!alone) process.stdout.write(`\n── ${name}: ${command}\n${Buffer.concat(output).toString()}`);
      console.log(`── ${name}: ${status === 0 ? "passed" : `FAILED (exit ${status})`} in ${seconds(took)}`);
      resolve({ name, status });
    });
  });
}

async function runLane(lane, alone) {
  for (const phase of lane) {
    const result = await runPhase(phase, alone);
    if (result.status !== 0) return result;
  }
  return { status: 0 };
}

const started = Date.now();
let failed;
for (const lanes of steps) {
  const results = await Promise.all(lanes.map((lane) => runLane(lane, lanes.length === 1)));
  failed = results.find((result) => result.status !== 0);
  if (failed) break;
}

console.log("\nPhase times:");
for (const [name, took] of times) console.log(`  ${name.padEnd(10)} ${seconds(took).padStart(8)}`);
console.log(`  ${"total".padEnd(10)} ${seconds(Date.now() - started).padStart(8)} (wall clock)`);
if (failed) {
  console.error(`\n${failed.name} failed; the steps after it did not run.`);
  process.exit(failed.status);
}
