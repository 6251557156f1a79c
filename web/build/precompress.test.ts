import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { precompressFolder } from "./precompress.ts";

let dir = "";
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("precompressFolder", () => {
  it("writes Brotli and gzip copies of the text files that decompress to the originals", async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "precompress-"));
    fs.mkdirSync(path.join(dir, "assets"));
    const script = "export const meals = [];\n".repeat(200);
    const catalog = JSON.stringify({ hello: "Hola ".repeat(200) });
    fs.writeFileSync(path.join(dir, "assets/index-abc.js"), script);
    fs.writeFileSync(path.join(dir, "assets/messages.json"), catalog);
    fs.writeFileSync(path.join(dir, "assets/index-abc.js.map"), "{}".repeat(1000));
    fs.writeFileSync(path.join(dir, "icon.png"), Buffer.alloc(4000));
    fs.writeFileSync(path.join(dir, "tiny.css"), "a{}");

    expect(await precompressFolder(dir)).toBe(2);

    const js = path.join(dir, "assets/index-abc.js");
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${js}.br`)).toString()).toBe(script);
    expect(zlib.gunzipSync(fs.readFileSync(`${js}.gz`)).toString()).toBe(script);
    expect(fs.statSync(`${js}.br`).size).toBeLessThan(fs.statSync(`${js}.gz`).size);
    const json = path.join(dir, "assets/messages.json");
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${json}.br`)).toString()).toBe(catalog);
    for (const skipped of ["assets/index-abc.js.map", "icon.png", "tiny.css"]) {
      expect(fs.existsSync(path.join(dir, `${skipped}.br`))).toBe(false);
      expect(fs.existsSync(path.join(dir, `${skipped}.gz`))).toBe(false);
    }
  });
});
