#!/usr/bin/env node
// Runs a command against a throw-away PostgreSQL (docs/decisions/091, started by ./postgres.mjs),
// with TEST_DATABASE_URL set for the command; stopped and removed afterwards, whatever the outcome.
//   node scripts/with-postgres.mjs npx vitest run sync-server
import { spawn } from "node:child_process";
import { startPostgres } from "./postgres.mjs";

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error("Usage: node scripts/with-postgres.mjs COMMAND [ARGS...]");
  process.exit(2);
}

let postgres;
let exitCode = 1;
try {
  postgres = await startPostgres();
  for (const signal of ["SIGINT", "SIGTERM"])
    process.on(signal, () => {
      postgres?.stop();
      process.exit(130);
    });
  const child = spawn(command[0], command.slice(1), {
    stdio: "inherit",
    env: { ...process.env, TEST_DATABASE_URL: postgres.url },
  });
  exitCode = await new Promise((resolve) =>
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0))),
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  postgres?.stop();
}
process.exit(exitCode);
