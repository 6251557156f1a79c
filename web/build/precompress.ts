import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Plugin } from "vite";

/** Text files worth compressing: scripts, styles, the page, icons, the manifest, JSON (catalogs, data). */
// WebAssembly is not text, but compresses like it (the HEIC decoder: 1.4 MB, about 0.5 MB in Brotli).
const TEXT_FILE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|wasm)$/i;
/** Below this, a compressed copy saves less than the headers it costs. */
const MIN_BYTES = 512;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(file);
    else yield file;
  }
}

/** Writes FILE.br (Brotli, quality 11) and FILE.gz (gzip -9) beside FILE when they are smaller. */
export async function precompressFile(file: string): Promise<{ br: number | null; gzip: number | null }> {
  const bytes = await fs.readFile(file);
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzip(bytes, { level: 9 }),
  ]);
  const written = { br: null as number | null, gzip: null as number | null };
  if (br.length < bytes.length) {
    await fs.writeFile(`${file}.br`, br);
    written.br = br.length;
  }
  if (gz.length < bytes.length) {
    await fs.writeFile(`${file}.gz`, gz);
    written.gzip = gz.length;
  }
  return written;
}

/** Every text file of `dir` of at least MIN_BYTES (source maps excluded: fetched only by devtools). */
export async function precompressFolder(dir: string): Promise<number> {
  const files: string[] = [];
  for await (const file of walk(dir)) {
    if (!TEXT_FILE.test(file)) continue;
    if ((await fs.stat(file)).size >= MIN_BYTES) files.push(file);
  }
  await Promise.all(files.map((file) => precompressFile(file)));
  return files.length;
}

/**
 * Writes Brotli and gzip copies of the build's text files for the server to send as they are
 * (sync-server/src/web/routes.ts). Runs after every other plugin's closeBundle, so the service
 * worker that vite-plugin-pwa writes there is compressed too.
 */
export function precompress(): Plugin {
  let outDir = "";
  return {
    name: "nutrisnap-precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: "post",
      sequential: true,
      async handler() {
        const count = await precompressFolder(outDir);
        this.info(`precompressed ${count} files (.br, .gz)`);
      },
    },
  };
}
