// Takes V8's code cache of the single binary's server bundle (run by scripts/build-binary.mjs with the
// Node the binary copies): runs the bundle as the binary would, with `node:sea` answering from the
// asset files, starts the server on loopback with an empty DATA_DIR, and once it has answered
// /api/health writes the cache. It then holds every function compiled before a first answer
// (module code, configuration, migrations, routing), which a start then does not compile again.
// It also writes, as a JSON array, the public built-in modules loaded by then: the binary's loader
// loads them while libuv's pool unpacks the bundle (docs/decisions/187). The health check is asked
// over a plain socket, so that no module of this script's own (fetch loads `http`, `tls`, `zlib`,
// ...) is counted as the bundle's.
// Usage: node make-code-cache.mjs BUNDLE OUT BUILTINS_OUT ASSETS_JSON (BUNDLE is the wrapped bundle
// the binary compiles, ASSETS_JSON maps each SEA asset key to its file, as the SEA configuration does).
import fs from "node:fs";
import { builtinModules, createRequire } from "node:module";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import vm from "node:vm";

const [bundle, out, builtinsOut, assetFiles] = process.argv.slice(2);
const assets = JSON.parse(fs.readFileSync(assetFiles, "utf8"));
const sea = {
  isSea: () => true,
  getRawAsset(key) {
    if (!(key in assets)) throw new Error(`no asset ${key}`);
    const bytes = fs.readFileSync(assets[key]);
    return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  },
};
const bundleRequire = createRequire(bundle);
const seaRequire = Object.assign((id) => (id === "node:sea" ? sea : bundleRequire(id)), bundleRequire);

const script = new vm.Script(fs.readFileSync(bundle, "utf8"), { filename: bundle });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nutrisnap-code-cache-"));
const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = net.createServer().once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/** Whether /api/health answers 200 on loopback, asked over a socket (no HTTP client loaded). */
const healthy = (port) =>
  new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    let head = "";
    socket.setEncoding("latin1");
    socket.on("connect", () =>
      socket.write("GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"),
    );
    socket.on("data", (chunk) => (head += chunk));
    socket.on("error", () => resolve(false));
    socket.on("close", () => resolve(/^HTTP\/1\.1 200 /.test(head)));
  });

async function main() {
  const port = await freePort();
  // Only what a bare start has: no database URL, photo store, mail or AI settings from this shell.
  for (const key of Object.keys(process.env)) if (key !== "PATH") delete process.env[key];
  Object.assign(process.env, {
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: "127.0.0.1",
    LOG_LEVEL: "error",
  });
  process.argv.splice(1, process.argv.length, bundle, "serve");
  const mod = { exports: {} };
  script.runInThisContext().call(mod.exports, mod.exports, seaRequire, mod, bundle, path.dirname(bundle));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (await healthy(port)) break;
    if (Date.now() > deadline) throw new Error("the bundle did not answer /api/health within 120 s");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  fs.writeFileSync(out, script.createCachedData());
  // In load order; the underscored ones (`_http_agent`, ...) come with their public module.
  const publicIds = new Set(builtinModules.filter((id) => !id.startsWith("_")));
  const loaded = process.moduleLoadList
    .filter((entry) => entry.startsWith("NativeModule "))
    .map((entry) => entry.slice("NativeModule ".length))
    .filter((id) => publicIds.has(id));
  fs.writeFileSync(builtinsOut, JSON.stringify(loaded));
}

main()
  .then(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  })
  .catch((error) => {
    console.error(error);
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(1);
  });
