// Builds the single executable (docs/decisions/010, STACK-NOTES "Single binary"): the server bundled
// to one CommonJS file, the built web app, the food database and the native addons (better-sqlite3,
// sharp + libvips) as SEA assets, injected into a copy of this Node binary. Output:
// dist/nutrisnap-server (override with --out FILE). Run `npm run build:binary` (builds web/dist first).
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib, { brotliCompressSync } from "node:zlib";
import { build } from "esbuild";
import ts from "typescript";

const require = createRequire(import.meta.url);
/** The asset key src/sea/singleBinary.ts reads the prepared schema from, and its RUNTIME_FOLDER. */
const PREPARED_SCHEMA_ASSET = "preparedSchema.json";
const RUNTIME_FOLDER = ".runtime";
const root = fileURLToPath(new URL("../..", import.meta.url));
const serverDir = path.join(root, "sync-server");
const work = path.join(serverDir, "dist/sea");
const outArg = process.argv.indexOf("--out");
const output = path.resolve(
  outArg === -1 ? path.join(root, "dist/nutrisnap-server") : process.argv[outArg + 1],
);
const started = Date.now();
/** Runs a tool, printing its output only when it fails. */
const quiet = (command, args) => {
  try {
    execFileSync(command, args, { stdio: "pipe" });
  } catch (error) {
    process.stderr.write(`${error.stdout ?? ""}${error.stderr ?? ""}`);
    throw error;
  }
};
const step = (text) => console.log(`[${((Date.now() - started) / 1000).toFixed(1)}s] ${text}`);

/**
 * `code` with every non-ASCII character inside a regular expression literal written as \uXXXX (one
 * per UTF-16 code unit). A literal where such a character follows a backslash is left as it is.
 */
function asciiRegularExpressions(code) {
  const file = ts.createSourceFile("bundle.js", code, ts.ScriptTarget.Latest, false, ts.ScriptKind.JS);
  const literals = [];
  // Iterative: a minified bundle nests deeper than the call stack allows.
  const pending = [file];
  while (pending.length > 0) {
    const node = pending.pop();
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) literals.push(node);
    else ts.forEachChild(node, (child) => void pending.push(child));
  }
  let out = code;
  for (const node of literals.sort((a, b) => b.end - a.end)) {
    const start = node.getStart(file);
    const text = out.slice(start, node.end);
    if (!/[\u0080-\uffff]/.test(text) || /\\[\u0080-\uffff]/.test(text)) continue;
    const escaped = text.replace(
      /[\u0080-\uffff]/g,
      (unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, "0")}`,
    );
    out = out.slice(0, start) + escaped + out.slice(node.end);
  }
  return out;
}

const pkg = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8"));
const webDist = path.join(root, "web/dist");
if (!fs.existsSync(path.join(webDist, "index.html"))) {
  console.error("web/dist is missing: run `npm run build:web` first (npm run build:binary does).");
  process.exit(1);
}

fs.rmSync(work, { recursive: true, force: true });
fs.mkdirSync(work, { recursive: true });

/** @type {Record<string, string>} SEA asset key -> file (brotli-compressed, see `compressed`) */
const assets = {};
// Compressing libvips at brotli's best takes minutes: compressed files are kept between builds under
// their content hash.
const cacheDir = path.join(serverDir, "dist/sea-cache");
fs.mkdirSync(cacheDir, { recursive: true });
/** The brotli-compressed copy of `bytes` (best quality, 16 MiB window), from the cache when it has one. */
const compressed = (bytes, sha256) => {
  const cached = path.join(cacheDir, `${sha256}.br`);
  if (!fs.existsSync(cached)) {
    const packed = brotliCompressSync(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_LGWIN]: 24,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
    fs.writeFileSync(`${cached}.tmp`, packed);
    fs.renameSync(`${cached}.tmp`, cached);
  }
  return cached;
};
/** Embeds a file compressed; `size` and `sha256` describe the original bytes. */
const embed = (key, file, extra = {}) => {
  const bytes = fs.readFileSync(file);
  const sha256 = createHash("sha256").update(bytes).digest("hex");
  assets[key] = compressed(bytes, sha256);
  return { key, sha256, size: bytes.length, ...extra };
};

// Source maps stay out: the server never serves them from the binary (a missing file is a 404).
// A text file with a Brotli copy is stored as that copy alone, as it is (it is brotli already): the
// server makes the file itself and its gzip copy from it when first asked (src/sea/singleBinary.ts).
const webFiles = [];
const webNames = new Set();
const walk = (dir) => {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(file);
    else if (!entry.name.endsWith(".map"))
      webNames.add(path.relative(webDist, file).split(path.sep).join("/"));
  }
};
walk(webDist);
for (const name of [...webNames].sort()) {
  const key = `web/${name}`;
  const file = path.join(webDist, ...name.split("/"));
  if (name.endsWith(".br")) assets[key] = file;
  else if (webNames.has(`${name}.br`) || (name.endsWith(".gz") && webNames.has(`${name.slice(0, -3)}.br`)))
    continue;
  else embed(key, file);
  webFiles.push(key);
}

// The binary is this Node, so it runs the better-sqlite3 release this Node runs (the rule of
// src/db/sqliteDriver.ts, docs/decisions/140): 13 from Node 22 on, an N-API build shipped in the
// package (one per platform); 12 on Node 20, built from source for this Node's ABI.
const sqliteDriver =
  Number(process.versions.node.split(".")[0]) >= 22 ? "better-sqlite3-13" : "better-sqlite3";
const sqliteDriverDir = path.dirname(require.resolve(`${sqliteDriver}/package.json`));
const musl = process.platform === "linux" && !process.report.getReport().header.glibcVersionRuntime;
const sqliteAddonFile =
  sqliteDriver === "better-sqlite3-13"
    ? path.join(sqliteDriverDir, `prebuilds/${musl ? "linuxmusl" : process.platform}-${process.arch}.node`)
    : path.join(sqliteDriverDir, "build/Release/better_sqlite3.node");
// An addon built for another Node (another ABI) would only fail when the binary starts. Load it here first.
try {
  process.dlopen({ exports: {} }, sqliteAddonFile);
} catch (error) {
  console.error(
    `${sqliteDriver}'s addon does not load on this Node (${process.version}, ABI ${process.versions.modules}): ` +
      `${String(error.message).split("\n")[0]}\nRebuild it with this Node (npm rebuild better-sqlite3), ` +
      "or build with `.ci/on-node MAJOR npm run build:binary`.",
  );
  process.exit(1);
}
const sqliteAddon = embed("native/better_sqlite3.node", sqliteAddonFile, { driver: sqliteDriver });
// The food engine's index, parsed on its first use instead of being compiled into the bundle at every
// start (src/foods/foodIndexFile.ts). foods.db stays out: the server reads nothing of it at run time
// (docs/decisions/025, 133).
const foodIndex = embed("foodIndex.json", path.join(root, "shared/src/foods/foodIndex.json"));

/** sharp's addon and libvips for this machine, in their node_modules/@img layout; null if absent. */
const platform = `${process.platform}-${process.arch}`;
const imgDir = path.join(path.dirname(require.resolve("sharp")), "../../@img");
function sharpFiles() {
  const addonDir = path.join(imgDir, `sharp-${platform}/lib`);
  const libDir = path.join(imgDir, `sharp-libvips-${platform}/lib`);
  if (!fs.existsSync(addonDir) || !fs.existsSync(libDir)) return null;
  const addonName = fs.readdirSync(addonDir).find((name) => name.endsWith(".node"));
  if (!addonName) return null;
  const libraries = fs
    .readdirSync(libDir)
    .filter((name) => /\.so(\.|$)|\.dylib$/.test(name))
    .map((name) => {
      const inner = `sharp-libvips-${platform}/lib/${name}`;
      return embed(`native/sharp/${inner}`, path.join(libDir, name), { path: inner });
    });
  const inner = `sharp-${platform}/lib/${addonName}`;
  return {
    addon: embed(`native/sharp/${inner}`, path.join(addonDir, addonName), { path: inner }),
    libraries,
  };
}
const sharp = sharpFiles();
if (!sharp) {
  console.error(
    `sharp's prebuilt binary for ${process.platform}-${process.arch} is missing (npm ci installs it).`,
  );
  process.exit(1);
}

// The S3 client (PHOTO_STORE=s3://...) is an asset of its own, run only when a server starts with an
// object store: the server's bundle, its code cache and every start stay as they were without it.
// Both bundles: one CommonJS file for Node 20, minified (smaller to store, quicker to compile at
// every start) with names kept for readable stack traces.
const nodeBundle = {
  bundle: true,
  platform: "node",
  target: "node20",
  format: "cjs",
  minify: true,
  keepNames: true,
};
const awsS3Bundle = path.join(work, "aws-s3.cjs");
await build({
  ...nodeBundle,
  stdin: { contents: 'module.exports = require("@aws-sdk/client-s3");', resolveDir: serverDir, loader: "js" },
  outfile: awsS3Bundle,
  logLevel: "warning",
});
const awsS3 = embed("aws-s3.cjs", awsS3Bundle);

const layout = { webFiles, sqliteAddon, foodIndex, sharp, awsS3 };
step(
  `assets: ${webFiles.length} web files, ${sqliteDriver}, the food index${sharp ? ", sharp + libvips" : ""}, S3 client`,
);

// Native addons resolve to the copies the binary unpacks at run time (src/sea/singleBinary.ts).
// sharp calls its addon as soon as it loads, so the server sees a stand-in that loads sharp on
// first use: --version never unpacks it, and DATA_DIR is known by then.
const singleBinaryModule = JSON.stringify(path.join(serverDir, "src/sea/singleBinary.ts"));
const sharpEntry = JSON.stringify(require.resolve("sharp").replace(/index\.mjs$/, "index.cjs"));
const shims = {
  // better-sqlite3 12 finds its addon through `bindings`, 13 through its lib/binding.js.
  bindings: `module.exports = () => require(${singleBinaryModule}).sqliteAddon("better-sqlite3");`,
  "sqlite-13-binding": `exports.getBinding = () => require(${singleBinaryModule}).sqliteAddon("better-sqlite3-13");`,
  "sharp-addon": `module.exports = require(${singleBinaryModule}).sharpAddon();`,
  "aws-s3": `module.exports = require(${singleBinaryModule}).awsS3Client();`,
  "food-index": `export { embeddedFoodIndex as foodIndexFile } from ${singleBinaryModule};`,
  sharp: `let real;
const load = () => (real ??= require(${sharpEntry}));
module.exports = new Proxy(function sharp() {}, {
  apply: (_target, self, args) => load().apply(self, args),
  construct: (_target, args) => new (load())(...args),
  get: (_target, key) => load()[key],
});`,
};
const nativeAddons = {
  name: "sea-native-addons",
  setup(b) {
    b.onResolve({ filter: /^(bindings|sharp)$/ }, (args) => ({ path: args.path, namespace: "sea-shim" }));
    b.onResolve({ filter: /^@aws-sdk\/client-s3$/ }, () => ({ path: "aws-s3", namespace: "sea-shim" }));
    b.onLoad({ filter: /.*/, namespace: "sea-shim" }, (args) => ({
      resolveDir: path.dirname(JSON.parse(singleBinaryModule)),
      contents: shims[args.path],
    }));
    b.onLoad({ filter: /[\\/]node_modules[\\/]better-sqlite3-13[\\/]lib[\\/]binding\.js$/ }, () => ({
      resolveDir: path.dirname(JSON.parse(singleBinaryModule)),
      contents: shims["sqlite-13-binding"],
    }));
    b.onLoad({ filter: /[\\/]src[\\/]foods[\\/]foodIndexFile\.ts$/ }, () => ({
      resolveDir: path.dirname(JSON.parse(singleBinaryModule)),
      contents: shims["food-index"],
      loader: "js",
    }));
    // sharp's own loader (dist/sharp.cjs) only finds and exports the addon: replaced whole, which also
    // drops its requires of build-from-source paths.
    b.onLoad({ filter: /[\\/]node_modules[\\/]sharp[\\/]dist[\\/]sharp\.cjs$/ }, () => ({
      resolveDir: path.dirname(JSON.parse(singleBinaryModule)),
      contents: shims["sharp-addon"],
    }));
    // sharp reads libvips' component versions through a computed require the binary cannot serve
    // (and would warn about): point it at this platform's versions.json, bundled.
    b.onLoad({ filter: /[\\/]node_modules[\\/]sharp[\\/]dist[\\/]utility\.cjs$/ }, (args) => {
      const source = fs.readFileSync(args.path, "utf8");
      const computed = "require(`@img/sharp-${runtimePlatform}/versions`)";
      if (!source.includes(computed)) throw new Error(`sharp changed: ${computed} not found in ${args.path}`);
      const versions = path.join(imgDir, `sharp-libvips-${platform}/versions.json`);
      return { contents: source.replace(computed, `require(${JSON.stringify(versions)})`), loader: "js" };
    });
  },
};

const bundle = path.join(work, "server.cjs");
await build({
  ...nodeBundle,
  entryPoints: [path.join(serverDir, "src/main.ts")],
  outfile: bundle,
  // sharp's ES module entry does not survive a CommonJS bundle (STACK-NOTES): the shim loads index.cjs.
  plugins: [nativeAddons],
  // The binary runs on SQLite only: the PostgreSQL driver, loaded only when DATABASE_URL is set,
  // stays out (docs/decisions/090).
  external: ["pg"],
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
    __SEA_LAYOUT__: JSON.stringify(layout),
    "import.meta.url": "__nsImportMetaUrl",
  },
  banner: { js: "const __nsImportMetaUrl = require('node:url').pathToFileURL(__filename).href;" },
  logLevel: "warning",
});
// The food index must have stayed out (the plugin replaces foodIndexFile.ts): bundled, it would be
// unpacked and compiled at every start again.
if (fs.readFileSync(bundle, "utf8").includes("Food and Nutrient Database for Dietary Studies")) {
  throw new Error("the food index was bundled: did src/foods/foodIndexFile.ts move?");
}
step(`bundled ${(fs.statSync(bundle).size / 1024 / 1024).toFixed(1)} MiB of JavaScript`);

// The bundle is an asset too, compressed; the SEA's main script is a small loader that runs it.
// Compiling the bundle is much of a start, so the binary also carries V8's code cache of it, taken
// with this same Node once the bundle, run as the binary would, has answered its first request
// (scripts/make-code-cache.mjs, docs/decisions/133): the loader hands it to V8, which skips
// compiling what the cache holds (and compiles as usual if V8 refuses it, e.g. another V8 version).
// The asset is the bundle already wrapped as the function the loader calls, so that the loader
// compiles the unpacked text as it is, and in ASCII, read as Latin-1: Node makes an unpacked text of
// this size an external string, a copy of the bytes, where UTF-8 would be decoded and, for a text
// with any character beyond Latin-1, made a two-byte string twice the size (docs/decisions/187).
// esbuild escapes every non-ASCII character but in regular expression literals; there the same
// character written as \uXXXX means the same, with or without the u or v flag.
const wrapped = path.join(work, "server.wrapped.cjs");
const bundleText = `(function (exports, require, module, __filename, __dirname) {${asciiRegularExpressions(
  fs.readFileSync(bundle, "utf8"),
)}\n})`;
fs.writeFileSync(wrapped, bundleText);
/** Whether the loader reads the unpacked bundle as Latin-1 (ASCII) or has to decode UTF-8. */
const bundleEncoding = /[\u0080-\uffff]/.test(bundleText) ? "utf8" : "latin1";
const bundleSize = Buffer.byteLength(bundleText);
embed("server.cjs", wrapped);
const codeCache = path.join(work, "server.cjs.cache");
const preloadFile = path.join(work, "preload-builtins.json");
// The cache maker runs the bundle as the binary would, its assets read from these files.
const assetFiles = path.join(work, "assets.json");
fs.writeFileSync(assetFiles, JSON.stringify(assets));
quiet(process.execPath, [
  path.join(serverDir, "scripts/make-code-cache.mjs"),
  wrapped,
  codeCache,
  preloadFile,
  assetFiles,
]);
/** Node's public built-in modules loaded by a start before its first answer, in load order. */
const preloadBuiltins = JSON.parse(fs.readFileSync(preloadFile, "utf8"));
// V8 writes a different cache at each run, so the content-hash cache never has it: a quick Brotli
// level (seconds instead of minutes on a busy machine, about 15 % larger).
const codeCacheBr = `${codeCache}.br`;
fs.writeFileSync(
  codeCacheBr,
  brotliCompressSync(fs.readFileSync(codeCache), {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_LGWIN]: 24 },
  }),
);
assets["server.cjs.cache"] = codeCacheBr;
step(
  `code cache ${(fs.statSync(codeCache).size / 1024 / 1024).toFixed(1)} MiB, ${preloadBuiltins.length} built-in modules at start`,
);

// The schema every migration leaves, taken from an in-memory database migrated by this build's code:
// the binary creates an empty database from it in one transaction (docs/decisions/178). Added after
// the code cache, so that the cache's start ran (and compiled) the migrations an existing database
// still goes through.
const schemaDumper = path.join(work, "prepared-schema.cjs");
await build({
  ...nodeBundle,
  minify: false,
  stdin: {
    contents: `import { openDatabase } from "./src/db/database.ts";
import { migrateToLatest } from "./src/db/migrator.ts";
import { dumpPreparedSchema } from "./src/db/preparedSchema.ts";
(async () => {
  const database = openDatabase(":memory:");
  await migrateToLatest(database.db);
  process.stdout.write(JSON.stringify(await dumpPreparedSchema(database.db)));
  await database.close();
})();`,
    resolveDir: serverDir,
    loader: "ts",
  },
  external: ["better-sqlite3", "better-sqlite3-13", "pg"],
  outfile: schemaDumper,
  logLevel: "warning",
});
const schemaFile = path.join(work, PREPARED_SCHEMA_ASSET);
fs.writeFileSync(schemaFile, execFileSync(process.execPath, [schemaDumper], { cwd: serverDir }));
embed(PREPARED_SCHEMA_ASSET, schemaFile);
step(`prepared schema: ${JSON.parse(fs.readFileSync(schemaFile, "utf8")).statements.length} statements`);
// The loader unpacks the bundle and its code cache on threads of libuv's pool, each into one buffer
// of its known size. When better-sqlite3's addon is not yet under DATA_DIR/.runtime (a first start;
// DATA_DIR as src/config.ts reads it), it is unpacked on the pool too, awaited before the bundle runs
// (which opens the database in its first synchronous run), and handed to src/sea/singleBinary.ts,
// which writes it out instead of unpacking it on the main thread (docs/decisions/178). Any guess
// that misses only costs the unpacking on the main thread again. Meanwhile, for `serve`, the main
// thread loads the built-in modules of Node that a start loads before its first answer (the list the
// code cache's start wrote), which the bundle would otherwise load one by one as it runs; then it
// compiles the bundle, then runs it (docs/decisions/187).
const addonFile = `better_sqlite3-${sqliteAddon.sha256.slice(0, 16)}.node`;
const loader = path.join(work, "loader.cjs");
fs.writeFileSync(
  loader,
  `"use strict";
const sea = require("node:sea");
const zlib = require("node:zlib");
const fs = require("node:fs");
const path = require("node:path");
const unpack = (key, size) =>
  new Promise((resolve, reject) =>
    zlib.brotliDecompress(sea.getRawAsset(key), { chunkSize: Math.max(zlib.constants.Z_MIN_CHUNK, size + 1) }, (error, bytes) =>
      error ? reject(error) : resolve(bytes),
    ),
  );
const source = unpack("server.cjs", ${bundleSize});
const cachedData = unpack("server.cjs.cache", ${fs.statSync(codeCache).size});
const unpacked = new Map();
globalThis[Symbol.for("nutrisnap.sea.unpacked")] = unpacked;
const command = process.argv[2] ?? "serve";
const addon = path.resolve(process.env.DATA_DIR ?? "./data", ${JSON.stringify(RUNTIME_FOLDER)}, ${JSON.stringify(addonFile)});
const addonBytes =
  command !== "--version" && command !== "--help" && fs.statSync(addon, { throwIfNoEntry: false })?.size !== ${sqliteAddon.size}
    ? unpack(${JSON.stringify(sqliteAddon.key)}, ${sqliteAddon.size}).then((bytes) => unpacked.set(${JSON.stringify(sqliteAddon.key)}, bytes))
    : null;
if (command === "serve") for (const id of ${JSON.stringify(preloadBuiltins)}) require(id);
Promise.all([source, cachedData])
  .then(([source, cachedData]) => {
    const script = new (require("node:vm").Script)(source.toString(${JSON.stringify(bundleEncoding)}), {
      filename: __filename,
      cachedData,
    });
    return Promise.resolve(addonBytes).then(() =>
      script.runInThisContext().call(module.exports, module.exports, require, module, __filename, __dirname),
    );
  })
  .catch((error) => process.nextTick(() => { throw error; }));
`,
);
const blob = path.join(work, "sea-prep.blob");
const seaConfig = path.join(work, "sea-config.json");
fs.writeFileSync(
  seaConfig,
  JSON.stringify(
    { main: loader, output: blob, disableExperimentalSEAWarning: true, useCodeCache: false, assets },
    null,
    2,
  ),
);
quiet(process.execPath, ["--experimental-sea-config", seaConfig]);
step(`SEA blob ${(fs.statSync(blob).size / 1024 / 1024).toFixed(1)} MiB`);

fs.mkdirSync(path.dirname(output), { recursive: true });
const temp = `${output}.tmp`;
fs.copyFileSync(process.execPath, temp);
fs.chmodSync(temp, 0o755);
try {
  execFileSync("strip", [temp], { stdio: "pipe" });
} catch {
  console.warn("strip is not available: the binary keeps its symbols (larger).");
}
// postject's LIEF warns about every .note section of a stripped binary: harmless, shown on failure only.
quiet(process.execPath, [
  require.resolve("postject/dist/cli.js"),
  temp,
  "NODE_SEA_BLOB",
  blob,
  "--sentinel-fuse",
  "NODE_SEA_FUSE_fce680ab2cc467b6e072b8b5df1996b2",
]);
fs.renameSync(temp, output);
step(
  `wrote ${path.relative(process.cwd(), output)} (${(fs.statSync(output).size / 1024 / 1024).toFixed(1)} MiB)`,
);
