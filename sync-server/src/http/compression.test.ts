import zlib from "node:zlib";
import { Hono } from "hono";
import { afterEach, describe, expect, it } from "vitest";
import { createMeal } from "../testing/meals.ts";
import { createTestServer, type TestServer } from "../testing/testServer.ts";
import type { WebAssets } from "../web/webAssets.ts";
import { chooseEncoding } from "./contentEncoding.ts";
import { compressJson } from "./compressJson.ts";

const BROWSER = "gzip, deflate, br, zstd";

describe("chooseEncoding", () => {
  it("prefers Brotli, then gzip, honouring q values and the wildcard", () => {
    expect(chooseEncoding(BROWSER)).toBe("br");
    expect(chooseEncoding("gzip, deflate")).toBe("gzip");
    expect(chooseEncoding("br;q=0.5, gzip")).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip;q=0")).toBeNull();
    expect(chooseEncoding("*")).toBe("br");
    expect(chooseEncoding("*;q=0.2, br;q=0")).toBe("gzip");
    expect(chooseEncoding("identity")).toBeNull();
    expect(chooseEncoding("")).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
    expect(chooseEncoding("BR")).toBe("br");
    expect(chooseEncoding(BROWSER, ["gzip"])).toBe("gzip");
    expect(chooseEncoding("br", [])).toBeNull();
  });
});

let server: TestServer;
afterEach(async () => server?.close());

function decode(body: Buffer, encoding: string | null): string {
  if (encoding === "br") return zlib.brotliDecompressSync(body).toString("utf8");
  if (encoding === "gzip") return zlib.gunzipSync(body).toString("utf8");
  return body.toString("utf8");
}

describe("API answers", () => {
  it("compresses JSON over 1 KB with the best encoding accepted, and leaves small ones as they are", async () => {
    server = await createTestServer({ startWorker: false });
    const user = await server.signUp();
    for (let i = 0; i < 8; i++)
      await createMeal(server, user, { type: "lunch", note: `meal ${i} `.repeat(20) });
    const get = (acceptEncoding?: string) =>
      server.request("/api/v1/meals", {
        headers: { cookie: user.cookie, ...(acceptEncoding ? { "accept-encoding": acceptEncoding } : {}) },
      });

    const plain = await get();
    const plainText = await plain.text();
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(plainText.length).toBeGreaterThan(1024);

    for (const [accept, expected] of [
      [BROWSER, "br"],
      ["gzip, deflate", "gzip"],
    ] as const) {
      const response = await get(accept);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-encoding")).toBe(expected);
      expect(response.headers.get("vary")).toMatch(/accept-encoding/i);
      const body = Buffer.from(await response.arrayBuffer());
      expect(Number(response.headers.get("content-length"))).toBe(body.length);
      expect(body.length).toBeLessThan(plainText.length / 2);
      expect(JSON.parse(decode(body, expected))).toEqual(JSON.parse(plainText));
    }

    const small = await server.request("/api/health", { headers: { "accept-encoding": BROWSER } });
    expect(small.headers.get("content-encoding")).toBeNull();
    expect(small.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(await small.json()).toMatchObject({ status: "ok" });
  });

  it("compresses the answer sent, not an earlier c.json the handler or an error replaced", async () => {
    const app = new Hono();
    app.use("*", compressJson());
    const big = (label: string) => ({ label, filler: "x".repeat(4096) });
    app.get("/replaced", (c) => {
      c.json(big("discarded"));
      return new Response(JSON.stringify(big("sent")), { headers: { "content-type": "application/json" } });
    });
    app.get("/failed", (c) => {
      c.json(big("discarded"));
      throw new Error("boom");
    });
    app.onError((_error, c) => c.json(big("error"), 500));
    for (const [path, label, status] of [
      ["/replaced", "sent", 200],
      ["/failed", "error", 500],
    ] as const) {
      const response = await app.request(path, { headers: { "accept-encoding": "gzip" } });
      expect(response.status).toBe(status);
      expect(response.headers.get("content-encoding")).toBe("gzip");
      const body = Buffer.from(await response.arrayBuffer());
      expect(JSON.parse(decode(body, "gzip"))).toMatchObject({ label });
    }
  });

  it("never compresses the live event stream, whose messages must arrive at once", async () => {
    server = await createTestServer({ startWorker: false });
    const user = await server.signUp();
    const response = await server.request("/api/v1/events", {
      headers: { cookie: user.cookie, "accept-encoding": BROWSER },
    });
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    expect(response.headers.get("content-encoding")).toBeNull();
    const reader = response.body!.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toContain(": connected");
    await reader.cancel();
  });
});

const text = (value: string) => new TextEncoder().encode(value);
const script = "console.log('the app');".repeat(100);
const page = `<!doctype html><title>app</title>${"<p>frame</p>".repeat(100)}`;
const brotli = (value: string) => new Uint8Array(zlib.brotliCompressSync(value));
const gzip = (value: string) => new Uint8Array(zlib.gzipSync(value));

function memoryAssets(files: Record<string, Uint8Array>): WebAssets {
  return { read: (p) => files[p.startsWith("/") ? p : `/${p}`] ?? null };
}

describe("the web app's files", () => {
  const built = memoryAssets({
    "/index.html": text(page),
    "/index.html.br": brotli(page),
    "/index.html.gz": gzip(page),
    "/assets/index-abc.js": text(script),
    "/assets/index-abc.js.br": brotli(script),
    "/assets/index-abc.js.gz": gzip(script),
    "/icon-192.png": new Uint8Array([137, 80, 78, 71]),
  });

  it("sends the build's Brotli or gzip copy the client accepts best, with Vary", async () => {
    server = await createTestServer({ webAssets: built });
    for (const [accept, expected] of [
      [BROWSER, "br"],
      ["gzip", "gzip"],
      ["identity", null],
      [undefined, null],
    ] as const) {
      const response = await server.request("/assets/index-abc.js", {
        headers: accept ? { "accept-encoding": accept } : {},
      });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toContain("javascript");
      expect(response.headers.get("cache-control")).toContain("immutable");
      expect(response.headers.get("content-encoding")).toBe(expected);
      expect(response.headers.get("vary")).toBe("Accept-Encoding");
      expect(decode(Buffer.from(await response.arrayBuffer()), expected)).toBe(script);
    }
  });

  it("compresses the page of every client route and leaves images alone", async () => {
    server = await createTestServer({ webAssets: built });
    const route = await server.request("/meals/123", { headers: { "accept-encoding": BROWSER } });
    expect(route.headers.get("content-type")).toContain("text/html");
    expect(route.headers.get("content-encoding")).toBe("br");
    expect(route.headers.get("cache-control")).toBe("no-cache");
    expect(decode(Buffer.from(await route.arrayBuffer()), "br")).toBe(page);

    const icon = await server.request("/icon-192.png", { headers: { "accept-encoding": BROWSER } });
    expect(icon.headers.get("content-encoding")).toBeNull();
    expect(icon.headers.get("vary")).toBeNull();

    expect((await server.request("/assets/index-abc.js.br")).status).toBe(404);
  });

  it("decompresses for a client that accepts no encoding when only compressed copies are stored", async () => {
    server = await createTestServer({
      webAssets: memoryAssets({ "/index.html.br": brotli(page), "/assets/a.js.gz": gzip(script) }),
    });
    const plainPage = await server.request("/dashboard");
    expect(plainPage.headers.get("content-encoding")).toBeNull();
    expect(await plainPage.text()).toBe(page);
    const plainScript = await server.request("/assets/a.js", { headers: { "accept-encoding": "br" } });
    expect(plainScript.headers.get("content-encoding")).toBeNull();
    expect(await plainScript.text()).toBe(script);
  });
});

describe("the prerendered landing page (decision 146)", () => {
  const landing = (language: string) =>
    `<!doctype html><html lang="${language}">${"<p>hero</p>".repeat(100)}`;
  const files = (pages: Record<string, string>) =>
    memoryAssets(
      Object.fromEntries(
        Object.entries(pages).flatMap(([name, html]) => [
          [name, text(html)],
          [`${name}.br`, brotli(html)],
        ]),
      ),
    );
  const prerendered = files({
    "/index.html": page,
    "/landing.en_US.html": landing("en-US"),
    "/landing.es_CL.html": landing("es-CL"),
  });
  const open = async (path: string, headers: Record<string, string> = {}) => {
    const response = await server.request(path, { headers: { "accept-encoding": BROWSER, ...headers } });
    return { response, body: decode(Buffer.from(await response.arrayBuffer()), "br") };
  };

  it("sends / in the language the app will show: lang, then the saved choice, then Accept-Language", async () => {
    server = await createTestServer({ webAssets: prerendered });
    const cases: [string, Record<string, string>, string][] = [
      ["/", {}, "en-US"],
      ["/", { "accept-language": "es-CL,es;q=0.9,en;q=0.8" }, "es-CL"],
      ["/", { "accept-language": "es-419" }, "es-CL"],
      ["/", { "accept-language": "fr-FR, en;q=0.5, es;q=0.8" }, "es-CL"],
      ["/", { "accept-language": "es;q=0, en" }, "en-US"],
      ["/", { "accept-language": "es", cookie: "preferred_locale=en_US" }, "en-US"],
      ["/", { "accept-language": "en", cookie: "other=1; preferred_locale=es_CL" }, "es-CL"],
      ["/?lang=es_CL", { cookie: "preferred_locale=en_US" }, "es-CL"],
      ["/?lang=en-US", { "accept-language": "es" }, "en-US"],
    ];
    for (const [path, headers, language] of cases) {
      const { response, body } = await open(path, headers);
      expect(response.status, `${path} ${JSON.stringify(headers)}`).toBe(200);
      expect(response.headers.get("content-encoding")).toBe("br");
      expect(response.headers.get("cache-control")).toBe("no-cache");
      expect(response.headers.get("vary")).toBe("Accept-Language, Cookie, Accept-Encoding");
      expect(body, `${path} ${JSON.stringify(headers)}`).toBe(landing(language));
    }
  });

  // A link on the Spanish landing followed before its scripts ran (a slow network) opened the next
  // page in the browser's language: only the scripts saved the choice (decisions 211, 221).
  it("remembers a page's supported lang query in the preferred_locale cookie the app reads", async () => {
    server = await createTestServer({ webAssets: prerendered });
    // The headers only: a missing asset's answer is not compressed.
    const cookieOf = async (path: string) =>
      (await server.request(path, { headers: { "accept-encoding": BROWSER } })).headers.get("set-cookie");
    const remembered = (locale: string) =>
      `preferred_locale=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`;
    expect(await cookieOf("/?lang=es_CL")).toBe(remembered("es_CL"));
    expect(await cookieOf("/login?lang=es-CL")).toBe(remembered("es_CL"));
    expect(await cookieOf("/register?lang=en_US")).toBe(remembered("en_US"));
    // No choice made, or none the app supports: nothing is written.
    expect(await cookieOf("/")).toBeNull();
    expect(await cookieOf("/?lang=fr")).toBeNull();
    expect(await cookieOf("/login")).toBeNull();
    // Only pages: anything else asked with the query writes none.
    expect(await cookieOf("/assets/missing.js?lang=es_CL")).toBeNull();
  });

  it("keeps the frame page for every other route, and for / when the build prerendered nothing", async () => {
    server = await createTestServer({ webAssets: prerendered });
    const route = await open("/login", { "accept-language": "es" });
    expect(route.body).toBe(page);
    expect(route.response.headers.get("vary")).toBe("Accept-Encoding");
    await server.close();

    server = await createTestServer({ webAssets: files({ "/index.html": page }) });
    const home = await open("/", { "accept-language": "es" });
    expect(home.response.status).toBe(200);
    expect(home.body).toBe(page);
  });
});
