// Server-only: unpacking the single executable at run time (docs/decisions/010, 133). A Node SEA's
// require() loads only built-ins, so native addons are written once to DATA_DIR/.runtime under
// content-hash names and loaded from there; web files are served straight from the embedded assets
// and the food index is parsed from its embedded copy when first used. Outside the binary,
// isSingleBinary() is false and nothing here runs.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import sea from "node:sea";
import vm from "node:vm";
import { brotliDecompressSync, constants, gzipSync } from "node:zlib";
import type { FoodIndexFile } from "@nutrisnap/shared/foods";
import type { PreparedSchema } from "../db/preparedSchema.ts";
import type { WebAssets } from "../web/webAssets.ts";
import { seaLayout, type EmbeddedFile, type SeaLayout } from "./layout.ts";

/** The folder under DATA_DIR that holds the unpacked files; backups skip it. */
export const RUNTIME_FOLDER = ".runtime";

let runtimeDir: string | null = null;
let sqlite: unknown = null;
let sharp: unknown = null;
let awsS3: unknown = null;

export function isSingleBinary(): boolean {
  return seaLayout !== null && sea.isSea();
}

function layout(): SeaLayout {
  if (!seaLayout || !sea.isSea()) throw new Error("not running as the single binary");
  return seaLayout;
}

/**
 * Assets the binary's loader has already unpacked on libuv's pool (scripts/build-binary.mjs: the
 * SQLite addon on a first start), each taken once.
 */
const unpackedByLoader = (globalThis as { [key: symbol]: Map<string, Buffer> | undefined })[
  Symbol.for("nutrisnap.sea.unpacked")
];

/** An embedded file's bytes: every asset is stored brotli-compressed (scripts/build-binary.mjs). */
function assetBytes(key: string): Buffer {
  const unpacked = unpackedByLoader?.get(key);
  if (unpacked) {
    unpackedByLoader?.delete(key);
    return unpacked;
  }
  return brotliDecompressSync(sea.getRawAsset(key) as ArrayBuffer);
}

/** Writes an embedded file to `target` unless an intact copy is there (temp file, then rename). */
function extract(file: EmbeddedFile, target: string): string {
  if (fs.statSync(target, { throwIfNoEntry: false })?.size === file.size) return target;
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const temp = `${target}.${process.pid}.tmp`;
  fs.writeFileSync(temp, assetBytes(file.key), { mode: 0o644 });
  fs.renameSync(temp, target);
  return target;
}

const short = (file: EmbeddedFile): string => file.sha256.slice(0, 16);

function requireRuntimeDir(): string {
  if (!runtimeDir) throw new Error("prepareSingleBinary() must run before the database is opened");
  return runtimeDir;
}

/**
 * The better-sqlite3 addon, loaded from its extracted copy (12's `bindings` and 13's binding loader
 * resolve here, each naming its package). The binary carries the addon of the release the Node it
 * was built with runs: another release's JavaScript would misuse it.
 */
export function sqliteAddon(driver: string): unknown {
  if (sqlite) return sqlite;
  const file = layout().sqliteAddon;
  if (file.driver !== driver)
    throw new Error(`this binary carries ${file.driver}'s addon, but ${driver} asked for its own`);
  const target = extract(file, path.join(requireRuntimeDir(), `better_sqlite3-${short(file)}.node`));
  const module = { exports: {} as unknown };
  process.dlopen(module, target);
  sqlite = module.exports;
  return sqlite;
}

/** sharp's addon with libvips beside it; throws when the binary was built without them. */
export function sharpAddon(): unknown {
  if (sharp) return sharp;
  const embedded = layout().sharp;
  if (!embedded) throw new Error("this binary was built without image processing (sharp)");
  const folder = path.join(requireRuntimeDir(), `sharp-${short(embedded.addon)}`);
  for (const library of embedded.libraries) extract(library, path.join(folder, library.path));
  const addon = extract(embedded.addon, path.join(folder, embedded.addon.path));
  const module = { exports: {} as unknown };
  process.dlopen(module, addon);
  sharp = module.exports;
  return sharp;
}

/**
 * The AWS S3 client, run from its embedded bundle the first time a photo store in a bucket is
 * opened (the bundle's `@aws-sdk/client-s3` resolves here). It needs only Node's built-ins.
 */
export function awsS3Client(): unknown {
  if (awsS3) return awsS3;
  const source = assetBytes(layout().awsS3.key).toString("utf8");
  const wrapper = vm.runInThisContext(`(function (exports, require, module) {${source}\n})`, {
    filename: "aws-s3.cjs",
  }) as (exports: unknown, require: NodeJS.Require, module: { exports: unknown }) => void;
  const module = { exports: {} as unknown };
  wrapper(module.exports, createRequire(process.execPath), module);
  awsS3 = module.exports;
  return awsS3;
}

/** The food engine's index from its embedded copy (the bundle's src/foods/foodIndexFile.ts resolves here). */
export function embeddedFoodIndex(): FoodIndexFile {
  return JSON.parse(assetBytes(layout().foodIndex.key).toString("utf8")) as FoodIndexFile;
}

/**
 * The SEA asset holding the schema every migration leaves (scripts/build-binary.mjs stores it after
 * the code cache is taken, so the cache's own start runs the migrations and compiles them).
 */
const PREPARED_SCHEMA_ASSET = "preparedSchema.json";

/**
 * The schema an empty database is created from in one step (docs/decisions/178); null outside the
 * binary, or in a binary without one.
 */
function preparedSchema(): PreparedSchema | null {
  let stored: ArrayBuffer;
  try {
    stored = sea.getRawAsset(PREPARED_SCHEMA_ASSET) as ArrayBuffer;
  } catch {
    return null;
  }
  return JSON.parse(brotliDecompressSync(stored).toString("utf8")) as PreparedSchema;
}

/**
 * The built web app from the embedded assets, each made once when first asked for and kept. A
 * stored ".br" copy is served as it is, decompressed for the file itself, and recompressed as gzip
 * for the ".gz" copy (the build left both out: they are the same bytes again).
 */
export function seaWebAssets(files: readonly string[]): WebAssets {
  const stored = new Set(files);
  const made = new Map<string, Uint8Array>();
  const make = (key: string): Uint8Array | null => {
    if (stored.has(key))
      return key.endsWith(".br")
        ? new Uint8Array(Buffer.from(sea.getRawAsset(key) as ArrayBuffer))
        : assetBytes(key);
    if (stored.has(`${key}.br`)) return assetBytes(`${key}.br`);
    const original = key.endsWith(".gz") ? key.slice(0, -".gz".length) : null;
    if (original && stored.has(`${original}.br`))
      return gzipSync(assetBytes(`${original}.br`), { level: constants.Z_BEST_COMPRESSION });
    return null;
  };
  return {
    read(relativePath) {
      const key = `web${path.posix.normalize(`/${relativePath}`)}`;
      let bytes = made.get(key);
      if (!bytes) {
        const fresh = make(key);
        if (!fresh) return null;
        bytes = fresh;
        made.set(key, bytes);
      }
      return bytes;
    },
  };
}

/** Removes what an earlier version unpacked, keeping `keep` (names directly under the folder). */
function removeStale(folder: string, keep: Set<string>): void {
  for (const name of fs.readdirSync(folder)) {
    if (!keep.has(name)) fs.rmSync(path.join(folder, name), { recursive: true, force: true });
  }
}

export interface SingleBinaryRuntime {
  webAssets: WebAssets;
  /** The schema an empty database is created from in one step; null if this binary has none. */
  preparedSchema: PreparedSchema | null;
}

/**
 * Prepares DATA_DIR/.runtime for the native addons (unpacked when first loaded) and removes what an
 * earlier version unpacked there (e.g. its copy of foods.db). Call before loading the configuration;
 * null outside the binary.
 */
export function prepareSingleBinary(dataDir: string): SingleBinaryRuntime | null {
  if (!isSingleBinary()) return null;
  const files = layout();
  runtimeDir = path.join(dataDir, RUNTIME_FOLDER);
  fs.mkdirSync(runtimeDir, { recursive: true });
  const keep = new Set([
    `better_sqlite3-${short(files.sqliteAddon)}.node`,
    ...(files.sharp ? [`sharp-${short(files.sharp.addon)}`] : []),
  ]);
  removeStale(runtimeDir, keep);
  return { webAssets: seaWebAssets(files.webFiles), preparedSchema: preparedSchema() };
}
