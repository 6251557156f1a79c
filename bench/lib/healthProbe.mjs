// GET /api/health from 2 clients back to back, in a process of its own so the load the benchmark
// itself generates does not slow the probe: node healthProbe.mjs URL SECONDS prints the latencies
// (ms, as JSON) when the time is up, or when stdin closes if SECONDS is 0.
import { performance } from "node:perf_hooks";

const [url, seconds] = [process.argv[2], Number(process.argv[3])];
if (!["127.0.0.1", "localhost"].includes(new URL(url).hostname)) throw new Error("loopback only");
let stop = false;
if (seconds > 0) setTimeout(() => (stop = true), seconds * 1000);
else {
  process.stdin.on("end", () => (stop = true));
  process.stdin.resume();
}
const latencies = [];
const client = async () => {
  while (!stop) {
    const t0 = performance.now();
    const response = await fetch(`${url}/api/health`);
    await response.arrayBuffer();
    latencies.push(performance.now() - t0);
  }
};
await Promise.all([client(), client()]);
process.stdout.write(JSON.stringify(latencies));
