import { createHash } from "node:crypto";
import { brotliCompressSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import type { WebAssets } from "./web/webAssets.ts";
import { createTestServer, type TestServer } from "./testing/testServer.ts";

const page = new TextEncoder().encode("<!doctype html><title>app</title>");
const files: Record<string, Uint8Array> = {
  "/index.html": page,
  "/sw.js": new TextEncoder().encode("self.skipWaiting()"),
  "/assets/index-abc123.js": new TextEncoder().encode("console.log(1)"),
};
const memoryAssets: WebAssets = { read: (p) => files[p.startsWith("/") ? p : `/${p}`] ?? null };

describe("the HTTP surface", () => {
  let server: TestServer;
  afterEach(async () => server?.close());

  it("answers /api/health with the version and the database state", async () => {
    server = await createTestServer();
    const response = await server.request("/api/health");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", version: expect.any(String), database: "ok" });
  });

  it("answers unknown API paths with a JSON 404, in the request's language", async () => {
    server = await createTestServer({ webAssets: memoryAssets });
    const english = await server.request("/api/nothing-here");
    expect(english.status).toBe(404);
    expect(english.headers.get("content-type")).toContain("application/json");
    expect(await english.json()).toEqual({ message: "The requested resource was not found." });

    const spanish = await server.request("/api/nothing-here", {
      headers: { "accept-language": "es-AR,es;q=0.9" },
    });
    expect(await spanish.json()).toEqual({ message: "No se encontró el recurso solicitado." });
  });

  it("serves the web app with the single-page fallback and an uncached service worker", async () => {
    server = await createTestServer({ webAssets: memoryAssets });
    const route = await server.request("/meals/123/edit");
    expect(route.status).toBe(200);
    expect(route.headers.get("content-type")).toContain("text/html");
    expect(route.headers.get("cache-control")).toBe("no-cache");

    const worker = await server.request("/sw.js");
    expect(worker.headers.get("cache-control")).toBe("no-cache");
    expect(worker.headers.get("content-type")).toContain("javascript");

    const hashed = await server.request("/assets/index-abc123.js");
    expect(hashed.headers.get("cache-control")).toContain("immutable");

    expect((await server.request("/assets/missing.js")).status).toBe(404);
  });

  it("lets the page's own inline script run, named by its hash, and no other inline script", async () => {
    const pageWith = (script: string) =>
      `<!doctype html><script>${script}</script><script type="module" src="/assets/a.js"></script>`;
    const sha = (script: string) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`;
    let startUp = `document.documentElement.classList.toggle("dark", true);`;
    // As the single binary may keep it: only the compressed copy of the page.
    const compressedOnly: WebAssets = {
      read: (p) => (p === "/index.html.br" ? brotliCompressSync(pageWith(startUp)) : null),
    };
    server = await createTestServer({ webAssets: compressedOnly });
    const scriptSrc = async (path: string) => {
      const policy = (await server.request(path)).headers.get("content-security-policy") ?? "";
      return /script-src ([^;]*)/.exec(policy)?.[1]?.trim().split(" ") ?? [];
    };
    expect(await scriptSrc("/dashboard")).toEqual(["'self'", "'wasm-unsafe-eval'", sha(startUp)]);
    // The API's answers carry the same policy.
    expect(await scriptSrc("/api/health")).toEqual(["'self'", "'wasm-unsafe-eval'", sha(startUp)]);

    // A web build replaced under the running server: its page is named, the old one no longer.
    startUp = `document.documentElement.lang = "es-CL";`;
    expect(await scriptSrc("/login")).toEqual(["'self'", "'wasm-unsafe-eval'", sha(startUp)]);
  });

  it("refuses request bodies over the limit with a JSON 413", async () => {
    server = await createTestServer();
    const response = await server.request("/api/v1/anything", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ text: "x".repeat(1024 * 1024 + 10) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: "The request is too large." });
  });
});
