// npm run bench: builds the app and the server, then runs every benchmark in turn on loopback.
// Pick some with arguments: npm run bench -- api binary
import { apiBench } from "./api.bench.ts";
import { binaryBench } from "./binary.bench.ts";
import { clientBench } from "./client.bench.ts";
import { lighthouseBench } from "./lighthouse.bench.ts";
import { liveBench } from "./live.bench.ts";
import { machine, saveResults } from "./lib/report.ts";
import { repoRoot } from "./lib/servers.ts";
import { syncBench } from "./sync.bench.ts";

const benches: Record<string, () => Promise<void>> = {
  api: apiBench,
  live: liveBench,
  sync: syncBench,
  client: clientBench,
  binary: binaryBench,
  lighthouse: lighthouseBench,
};

const chosen = process.argv.slice(2).filter((name) => name in benches);
console.log(`NutriSnap benchmarks, ${new Date().toISOString()}\n${machine()}`);
for (const name of chosen.length > 0 ? chosen : Object.keys(benches)) {
  try {
    await benches[name]!();
  } catch (error) {
    console.error(
      `  ${name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    process.exitCode = 1;
  }
}
console.log(`\nSaved to ${saveResults(repoRoot)}`);
