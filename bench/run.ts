// npm run bench: builds the app and the server, then runs every benchmark in turn on loopback.
// Pick some with arguments: npm run bench -- api binary
import { accuracyBench } from "./accuracy.bench.ts";
import { apiBench } from "./api.bench.ts";
import { binaryBench } from "./binary.bench.ts";
import { blockingBench } from "./blocking.bench.ts";
import { clientBench } from "./client.bench.ts";
import { foodMatchBench } from "./foodMatch.bench.ts";
import { importBench } from "./import.bench.ts";
import { lighthouseBench } from "./lighthouse.bench.ts";
import { liveBench } from "./live.bench.ts";
import { machine, saveResults } from "./lib/report.ts";
import { repoRoot } from "./lib/servers.ts";
import { scaleBench } from "./scale.bench.ts";
import { soakBench } from "./soak.bench.ts";
import { syncBench } from "./sync.bench.ts";

const benches: Record<string, () => Promise<void>> = {
  api: apiBench,
  live: liveBench,
  sync: syncBench,
  client: clientBench,
  binary: binaryBench,
  import: importBench,
  scale: scaleBench,
  soak: soakBench,
  accuracy: accuracyBench,
  foodMatch: foodMatchBench,
  lighthouse: lighthouseBench,
  blocking: blockingBench,
};
/** Run only when named: an hour long by default. */
const onRequest = new Set(["soak", "blocking"]);

const chosen = process.argv.slice(2).filter((name) => name in benches);
console.log(`NutriSnap benchmarks, ${new Date().toISOString()}\n${machine()}`);
for (const name of chosen.length > 0 ? chosen : Object.keys(benches).filter((n) => !onRequest.has(n))) {
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
