import type { MiddlewareHandler } from "hono";
import { chooseEncoding, compressBody, varyOnEncoding } from "./contentEncoding.ts";

/** Answers smaller than this go as they are: compression would save less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** JSON and problem+json style types; event streams (text/event-stream) and images never match. */
const JSON_TYPE = /^\s*application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i;

/**
 * Compresses JSON answers of at least COMPRESS_THRESHOLD_BYTES with the best encoding the client
 * accepts (Brotli, else gzip), with `Vary: Accept-Encoding`. Live event streams are never touched:
 * they are text/event-stream, and a compressor would hold their small messages back.
 */
export function compressJson(threshold = COMPRESS_THRESHOLD_BYTES): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get("content-type");
    if (!type || !JSON_TYPE.test(type) || !res.body) return;
    if (res.status === 204 || res.status === 206 || res.headers.has("content-encoding")) return;
    if (/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(res.headers.get("cache-control") ?? "")) return;
    res.headers.set("vary", varyOnEncoding(res.headers.get("vary")));
    if (c.req.method === "HEAD") return;
    const encoding = chooseEncoding(c.req.header("accept-encoding"));
    if (!encoding) return;
    const declared = Number(res.headers.get("content-length"));
    if (Number.isFinite(declared) && declared > 0 && declared < threshold) return;
    const body = new Uint8Array(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    if (body.length < threshold) {
      c.res = undefined;
      c.res = new Response(body, { status: res.status, statusText: res.statusText, headers });
      return;
    }
    const compressed = await compressBody(body, encoding);
    headers.set("content-encoding", encoding);
    headers.set("content-length", String(compressed.length));
    const etag = headers.get("etag");
    if (etag && !etag.startsWith("W/")) headers.set("etag", `W/${etag}`);
    c.res = undefined;
    c.res = new Response(new Uint8Array(compressed), {
      status: res.status,
      statusText: res.statusText,
      headers,
    });
  };
}
