import { createHash } from "node:crypto";
import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "../testing/testServer.ts";
import { inlineScriptHashes } from "../web/pageScripts.ts";
import type { WebAssets } from "../web/webAssets.ts";

const page: WebAssets = {
  read: (p) => (p.endsWith("index.html") ? new TextEncoder().encode("<!doctype html>") : null),
};

describe("security headers on the app and the API (issue 12, finding 10)", () => {
  let server: TestServer;
  afterEach(async () => server.close());

  it.each(["/", "/dashboard", "/api/health", "/api/auth/session", "/api/nothing-here"])(
    "%s carries the CSP, frame, sniffing, referrer and permissions headers",
    async (path) => {
      server = await createTestServer({ webAssets: page });
      const response = await server.request(path);
      const csp = response.headers.get("content-security-policy") ?? "";
      const directive = (name: string) =>
        csp
          .split(";")
          .map((part) => part.trim())
          .find((part) => part.startsWith(`${name} `));
      // No inline script and no JavaScript eval; WebAssembly may compile (the HEIC decoder, decision 070).
      expect(directive("script-src")).toBe("script-src 'self' 'wasm-unsafe-eval'");
      expect(directive("default-src")).toBe("default-src 'self'");
      expect(directive("frame-ancestors")).toBe("frame-ancestors 'none'");
      expect(directive("object-src")).toBe("object-src 'none'");
      expect(response.headers.get("x-frame-options")).toBe("DENY");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("no-referrer");
      expect(response.headers.get("permissions-policy")).toContain("camera=(self)");
      // A plain-http server must not ask browsers to insist on TLS.
      expect(response.headers.get("strict-transport-security")).toBeNull();
    },
  );

  it("sends HSTS when PUBLIC_URL is https", async () => {
    server = await createTestServer({ env: { PUBLIC_URL: "https://food.example.org" } });
    const response = await server.request("/api/health");
    expect(response.headers.get("strict-transport-security")).toBe("max-age=31536000");
  });

  it("names every inline script of the app's page by its hash, and nothing else inline runs", () => {
    const html = fs.readFileSync(fileURLToPath(new URL("../../../web/index.html", import.meta.url)), "utf8");
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    const inline = scripts.filter(([, attributes]) => !/\bsrc=/.test(attributes!));
    // The start-up script (theme, zod's switch) is the one inline script (decision 117).
    expect(inline).toHaveLength(1);
    const hashes = inlineScriptHashes(html);
    expect(hashes).toEqual(
      inline.map(([, , body]) => `'sha256-${createHash("sha256").update(body!).digest("base64")}'`),
    );
  });
});
