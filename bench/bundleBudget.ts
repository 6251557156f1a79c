// The app's initial JS and CSS (what index.html loads before anything else), gzip -9 like a
// server would send it. `npm run check` runs this as a budget: it builds the web app and fails
// when the figure passes BUDGET_BYTES. Raise the budget only on purpose (docs/benchmarks.md).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";

/**
 * Measured 2026-11-23: 114.3 KiB gzip (103.7 JS + 10.6 CSS), after the data layer (Dexie, the
 * session, the sync start) left the first load for the private pages and the design system's
 * modules were tree-shaken apart (decision 080; was 154.7); 115.2 KiB with the diary merged; 112.1
 * KiB with the entry's modules in one chunk (decision 147). The budget holds this figure with a
 * little room. Update with the figure.
 */
export const BUDGET_BYTES = 113 * 1024;

export interface InitialAssets {
  files: string[];
  jsGzip: number;
  cssGzip: number;
}

/** The scripts, module preloads and stylesheets index.html names, gzipped. */
export function measureInitialAssets(webDist: string): InitialAssets {
  const html = fs.readFileSync(path.join(webDist, "index.html"), "utf8");
  const refs = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*\shref)="([^"]+\.(?:js|css))"/g)].map(
    (m) => m[1]!,
  );
  const files = [...new Set(refs)].filter((ref) => !/^https?:/.test(ref));
  let jsGzip = 0;
  let cssGzip = 0;
  for (const ref of files) {
    const size = gzipSync(fs.readFileSync(path.join(webDist, ref.replace(/^\//, ""))), { level: 9 }).length;
    if (ref.endsWith(".css")) cssGzip += size;
    else jsGzip += size;
  }
  return { files, jsGzip, cssGzip };
}

/** The chunks a chunk imports statically (not its dynamic imports), transitively, itself included. */
export function staticGraphOf(webDist: string, chunk: string): Set<string> {
  const seen = new Set<string>();
  const visit = (name: string): void => {
    if (seen.has(name)) return;
    seen.add(name);
    const code = fs.readFileSync(path.join(webDist, "assets", name), "utf8");
    for (const [, ref] of code.matchAll(/(?:\bfrom|\bimport)\s*"\.\/([^"]+\.js)"/g)) visit(ref!);
  };
  visit(chunk);
  return seen;
}

/**
 * The private pages' data layer (the chunk that holds Dexie) must not bring the API contracts with
 * it: evaluating zod and every schema was the longest single task of a signed-in first load, in
 * the same task as the data layer's own start (decision 159). The contracts load on first use.
 */
export function contractsInDataLayer(webDist: string): string[] {
  const assets = fs.readdirSync(path.join(webDist, "assets")).filter((name) => name.endsWith(".js"));
  const dataLayer = assets.filter((name) =>
    fs.readFileSync(path.join(webDist, "assets", name), "utf8").includes("DexieError"),
  );
  if (dataLayer.length === 0) throw new Error("No chunk holds Dexie: is this the web build?");
  return dataLayer.flatMap((chunk) =>
    [...staticGraphOf(webDist, chunk)].filter((name) => name.startsWith("api-contracts-")),
  );
}

const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const root = path.resolve(import.meta.dirname, "..");
  if (!process.argv.includes("--no-build")) {
    try {
      execFileSync(
        process.execPath,
        [path.join(root, "node_modules/vite/bin/vite.js"), "build", "--logLevel", "error"],
        {
          cwd: root,
          stdio: "pipe",
        },
      );
    } catch (error) {
      process.stderr.write(String((error as { stderr?: Buffer }).stderr ?? error));
      process.exit(1);
    }
  }
  const { files, jsGzip, cssGzip } = measureInitialAssets(path.join(root, "web/dist"));
  const total = jsGzip + cssGzip;
  const line = `initial JS ${kib(jsGzip)} + CSS ${kib(cssGzip)} = ${kib(total)} gzip (budget ${kib(BUDGET_BYTES)}; ${files.join(", ")})`;
  if (total > BUDGET_BYTES) {
    console.error(
      `Bundle budget exceeded: ${line}. Trim the initial load (lazy routes) or raise the budget on purpose.`,
    );
    process.exit(1);
  }
  console.log(`Bundle budget ok: ${line}`);
  const contracts = contractsInDataLayer(path.join(root, "web/dist"));
  if (contracts.length > 0) {
    console.error(
      `The data layer imports the API contracts statically (${contracts.join(", ")}): load them with contracts() on first use.`,
    );
    process.exit(1);
  }
}
