import { promisify } from "node:util";
import zlib from "node:zlib";

/** The encodings this server writes, best first: Brotli, then gzip. */
export type ContentEncoding = "br" | "gzip";

const PREFERENCE: readonly ContentEncoding[] = ["br", "gzip"];

/** The `q` of each coding an Accept-Encoding header names ("*" included), lower-cased. */
function acceptedQualities(header: string): Map<string, number> {
  const qualities = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.split(";").map((piece) => piece.trim());
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const match = /^q\s*=\s*([0-9.]+)$/i.exec(param);
      if (match) q = Number(match[1]);
    }
    qualities.set(name.toLowerCase(), Number.isFinite(q) ? Math.min(Math.max(q, 0), 1) : 0);
  }
  return qualities;
}

/**
 * The best of `available` the client accepts (RFC 9110 §12.5.3): the highest q, Brotli before
 * gzip on a tie; null when it accepts neither (or sent no Accept-Encoding: identity).
 */
export function chooseEncoding(
  header: string | undefined | null,
  available: readonly ContentEncoding[] = PREFERENCE,
): ContentEncoding | null {
  if (!header) return null;
  const qualities = acceptedQualities(header);
  const wildcard = qualities.get("*");
  let best: ContentEncoding | null = null;
  let bestQ = 0;
  for (const encoding of PREFERENCE) {
    if (!available.includes(encoding)) continue;
    const q =
      qualities.get(encoding) ?? (encoding === "gzip" ? qualities.get("x-gzip") : undefined) ?? wildcard ?? 0;
    if (q > bestQ) {
      best = encoding;
      bestQ = q;
    }
  }
  return best;
}

/** Adds Accept-Encoding to a Vary header value unless it is there (or is "*"). */
export function varyOnEncoding(current: string | null | undefined): string {
  if (!current) return "Accept-Encoding";
  if (current.trim() === "*" || /(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(current)) return current;
  return `${current}, Accept-Encoding`;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Answers up to this size are compressed on the event loop. Handing a small body to zlib's thread
 * pool costs more loop time (a stream, its callbacks, the hand-over) than compressing it: a 7.7 KB
 * page of meals takes ~60 us either way on the loop, and the pool's way spends 4-5x the CPU in all.
 * Up to 32 KB the work stays near 100 us; larger answers still go to the pool.
 */
const COMPRESS_ON_LOOP_MAX_BYTES = 32 * 1024;

const brotliOptions = (size: number): zlib.BrotliOptions => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
});

/**
 * Compresses an answer on the fly: a small one at once, a larger one off the main thread (zlib's
 * thread pool). Brotli at quality 4 and gzip at level 6: close to the best ratio for JSON at a few
 * milliseconds per 100 KB. Both ways give the same bytes.
 */
export async function compressBody(body: Uint8Array, encoding: ContentEncoding): Promise<Buffer> {
  if (body.length <= COMPRESS_ON_LOOP_MAX_BYTES)
    return encoding === "br"
      ? zlib.brotliCompressSync(body, brotliOptions(body.length))
      : zlib.gzipSync(body, { level: 6 });
  return encoding === "br" ? brotli(body, brotliOptions(body.length)) : gzip(body, { level: 6 });
}

/** Undoes `encoding` (for a client that accepts no encoding the server only holds compressed). */
export function decompressSync(body: Uint8Array, encoding: ContentEncoding): Buffer {
  return encoding === "br" ? zlib.brotliDecompressSync(body) : zlib.gunzipSync(body);
}
