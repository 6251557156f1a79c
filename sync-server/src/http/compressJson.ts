import type { Context, MiddlewareHandler } from "hono";
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
    const made = keepJsonText(c);
    await next();
    const res = c.res;
    // The text of an answer made by `c.json` and still the answer; otherwise its body is read back.
    const text = made.res === res ? made.text : undefined;
    const type = res.headers.get("content-type");
    if (!type || !JSON_TYPE.test(type) || (text === undefined && !res.body)) return;
    if (res.status === 204 || res.status === 206 || res.headers.has("content-encoding")) return;
    if (/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(res.headers.get("cache-control") ?? "")) return;
    res.headers.set("vary", varyOnEncoding(res.headers.get("vary")));
    if (c.req.method === "HEAD") return;
    const encoding = chooseEncoding(c.req.header("accept-encoding"));
    if (!encoding) return;
    const declared = Number(res.headers.get("content-length"));
    if (Number.isFinite(declared) && declared > 0 && declared < threshold) return;
    if (text !== undefined && Buffer.byteLength(text) < threshold) return;
    const body = text !== undefined ? Buffer.from(text) : new Uint8Array(await res.arrayBuffer());
    const init = { status: res.status, statusText: text !== undefined ? "" : res.statusText };
    const headers = new Headers(res.headers);
    if (body.length < threshold) {
      c.res = undefined;
      c.res = new Response(body, { ...init, headers });
      return;
    }
    const compressed = await compressBody(body, encoding);
    headers.set("content-encoding", encoding);
    headers.set("content-length", String(compressed.length));
    const etag = headers.get("etag");
    if (etag && !etag.startsWith("W/")) headers.set("etag", `W/${etag}`);
    c.res = undefined;
    c.res = new Response(new Uint8Array(compressed), { ...init, headers });
  };
}

/**
 * Makes this request's `c.json` remember the text it sends, as Hono's own does it (the same
 * `Content-Type` default, status and headers), so the answer is compressed from that text: reading
 * it back out of the Response builds a whole fetch Response and stream around it (a tenth of a meals
 * page's CPU).
 */
function keepJsonText(c: Context): { res?: Response; text?: string } {
  const made: { res?: Response; text?: string } = {};
  // Hono's `c.body` takes a status or an init, then headers: what `c.json` was given, passed on.
  const body = c.body as (text: string, arg?: unknown, headers?: Record<string, unknown>) => Response;
  const json = (object: unknown, arg?: unknown, headers?: Record<string, string | string[]>) => {
    const text = JSON.stringify(object);
    const res = body(text, arg, { "Content-Type": "application/json", ...headers });
    made.res = res;
    made.text = text;
    return res;
  };
  c.json = json as unknown as typeof c.json;
  return made;
}
