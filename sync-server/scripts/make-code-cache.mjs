// Takes V8's code cache of the single binary's server bundle (run by scripts/build-binary.mjs with the
// Node the binary copies): runs the bundle as the binary would, with `node:sea` answering from the
// asset files, starts the server on loopback with an empty DATA_DIR, and once it has answered
// /api/health writes the cache. It then holds every function compiled before a first answer
// (module code, configuration, migrations, routing), which a start then does not compile again.
// Usage: node make-code-cache.mjs BUNDLE OUT ASSETS_JSON WRAPPER_START WRAPPER_END (ASSETS_JSON maps
// each SEA asset key to its file, as the SEA configuration does).
import fs from "node:fs";
import { createRequire } from "node:module";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import vm from "node:vm";

const [bundle, out, assetFiles, wrapperStart, wrapperEnd] = process.argv.slice(2);
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

const script = new vm.Script(wrapperStart + fs.readFileSync(bundle, "utf8") + wrapperEnd, {
  filename: bundle,
});
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nutrisnap-code-cache-"));
const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = net.createServer().once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
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
    const answer = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
    if (answer?.ok) break;
    if (Date.now() > deadline) throw new Error("the bundle did not answer /api/health within 120 s");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  fs.writeFileSync(out, script.createCachedData());
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
