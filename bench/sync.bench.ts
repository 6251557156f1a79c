// Sync: 1,000 offline changes (meals with one photo each) drained by the web data layer against
// the built server: time, request count, duplicates (must be 0). Needs the data layer
// (web/src/data: logMeal, drainOutbox) and the meals API; until both are merged it says so.
import fs from "node:fs";
import path from "node:path";
import { heading, skip } from "./lib/report.ts";
import { repoRoot } from "./lib/servers.ts";

const BENCH = "sync";

export async function syncBench(): Promise<void> {
  heading("Sync (1,000 offline meals with one photo each, drained by the data layer)");
  const names = ["drain time", "requests", "duplicates on the server"];
  if (!fs.existsSync(path.join(repoRoot, "web/src/data/drainOutbox.ts"))) {
    for (const name of names)
      skip(BENCH, name, "the web data layer (web/src/data, branch datalayer) is not merged yet");
    return;
  }
  if (!fs.existsSync(path.join(repoRoot, "sync-server/src/meals/routes.ts"))) {
    for (const name of names) skip(BENCH, name, "the meals API (branch meals) is not merged yet");
    return;
  }
  for (const name of names)
    skip(BENCH, name, "not written yet: the data layer landed after this benchmark (see docs/benchmarks.md)");
}
