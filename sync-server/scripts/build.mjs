// Bundles the server into one ES module (dist/main.mjs). Native addons stay external, and so does the
// AWS SDK: only PHOTO_STORE=s3://... loads it, from node_modules, when the server starts.
import { readFileSync } from "node:fs";
import { build } from "esbuild";

const pkg = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8"));

await build({
  entryPoints: [new URL("../src/main.ts", import.meta.url).pathname],
  outfile: new URL("../dist/main.mjs", import.meta.url).pathname,
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  sourcemap: true,
  external: ["better-sqlite3", "better-sqlite3-13", "sharp", "@aws-sdk/client-s3"],
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  // Bundled CommonJS dependencies call require() for Node built-ins.
  banner: {
    js: "import { createRequire as __nsCreateRequire } from 'node:module'; const require = __nsCreateRequire(import.meta.url);",
  },
  logLevel: "warning",
});
