import { execFile, execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import sharp from "sharp";
import { startFakeOpenAI, type FakeOpenAI } from "../../sync-server/src/testing/fakeOpenAI.ts";
import { startObjectStore } from "../../sync-server/src/testing/objectStore.ts";
import { launchBrowser, newContext, screenshot, watchErrors } from "../harness/browser.ts";
import { startServer, type RunningServer } from "../harness/server.ts";

const execFileAsync = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, "../..");

/**
 * The single executable (issue 8): built from this checkout, copied alone into an empty folder, run
 * with only PATH in its environment, and driven like the bundled server.
 */
describe("the single binary", () => {
  let browser: Browser;
  let server: RunningServer;
  let folder: string;
  let binary: string;
  let fakeAi: FakeOpenAI;

  beforeAll(async () => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), "nutrisnap-binary-"));
    binary = path.join(folder, "nutrisnap-server");
    // Built without blocking the test's event loop, so the hook's time limit holds. A first build
    // compresses the image library at Brotli's best (minutes on a loaded 2-core machine; later
    // builds take it from sync-server/dist/sea-cache).
    await execFileAsync(process.execPath, ["sync-server/scripts/build-binary.mjs", "--out", binary], {
      cwd: repoRoot,
      maxBuffer: 64 * 1024 * 1024,
    });
    fakeAi = await startFakeOpenAI({ host: "127.0.0.1" });
    server = await startServer({
      command: [binary],
      cwd: folder,
      env: { OPENAI_BASE_URL: fakeAi.url, OPENAI_API_KEY: "e2e" },
    });
    browser = await launchBrowser();
  }, 600_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await fakeAi?.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it("answers --version and --help", () => {
    const version = JSON.parse(fs.readFileSync(path.join(repoRoot, "package.json"), "utf8")).version;
    expect(execFileSync(binary, ["--version"], { cwd: folder, env: {} }).toString().trim()).toBe(version);
    const help = execFileSync(binary, ["--help"], { cwd: folder, env: {} }).toString();
    for (const command of ["serve", "migrate", "backup FILE", "restore FILE"])
      expect(help).toContain(command);
  });

  it("serves the app from its embedded assets, online and then offline", async () => {
    const context = await newContext(browser, server.url);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto("/");
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe("Track your nutrition with a photo");
    await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    await screenshot(page, "single-binary-landing");

    // A deep link gets the app's page (single-page fallback), as from the bundled server.
    const deep = await fetch(`${server.url}/meals/some-id`);
    expect(deep.headers.get("content-type")).toContain("text/html");
    expect((await fetch(`${server.url}/assets/missing.js`)).status).toBe(404);
    // The landing page prerendered in the visitor's language, compressed (decision 146).
    const spanish = await fetch(`${server.url}/`, {
      headers: { "accept-language": "es-CL,es;q=0.9", "accept-encoding": "br" },
    });
    expect(spanish.headers.get("content-encoding")).toBe("br");
    expect(await spanish.text()).toContain("Controla tu nutrición con una foto");

    await context.setOffline(true);
    await page.reload();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("processes a photo with its embedded image library and grounds the analysis in its food database", async () => {
    const cookie = await signUp(server.url, "photos@example.com");
    const headers = { cookie, origin: server.url };
    const meal = await fetch(`${server.url}/api/v1/meals`, {
      method: "POST",
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify({ type: "lunch" }),
    });
    expect(meal.status).toBe(201);
    const { id } = (await meal.json()) as { id: string };
    // A 3000 x 2000 photo turned on its side by EXIF: the server rotates and shrinks it.
    const photo = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: "#c84" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const form = new FormData();
    form.append("meal_id", id);
    form.append("photos", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "lunch.jpg");
    const upload = await fetch(`${server.url}/api/v1/meals/photos/multiple`, {
      method: "POST",
      headers,
      body: form,
    });
    expect(upload.status).toBeLessThan(300);
    const { photos } = (await upload.json()) as { photos: { width: number; height: number }[] };
    expect(photos[0]).toMatchObject({ width: 1280, height: 1920 });

    const analyze = await fetch(`${server.url}/api/v1/meals/${id}/analyze`, {
      method: "POST",
      headers: { ...headers, "content-type": "application/json" },
      body: "null",
    });
    expect(analyze.status).toBeLessThan(300);
    await expect
      .poll(
        async () => {
          const response = await fetch(`${server.url}/api/v1/meals/${id}`, { headers: { cookie } });
          return ((await response.json()) as { analysis_status: string }).analysis_status;
        },
        { timeout: 20_000 },
      )
      .toBe("completed");
    const analysed = (await (
      await fetch(`${server.url}/api/v1/meals/${id}`, { headers: { cookie } })
    ).json()) as {
      items: { source: string }[];
    };
    expect(analysed.items.some((item) => item.source !== "model")).toBe(true);
  });

  it("backs up while serving, and the restored folder serves the same accounts", async () => {
    const register = await fetch(`${server.url}/api/auth/register`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url },
      body: JSON.stringify({
        name: "Binary User",
        email: "binary@example.com",
        password: "secret-password",
        passwordConfirm: "secret-password",
        locale: "en_US",
      }),
    });
    expect(register.status).toBe(201);

    const archive = path.join(folder, "backup.tar.gz");
    execFileSync(binary, ["backup", archive], { cwd: folder, env: { DATA_DIR: server.dataDir } });
    const restoredDir = path.join(folder, "restored-data");
    execFileSync(binary, ["restore", archive], { cwd: folder, env: { DATA_DIR: restoredDir } });

    const restored = await startServer({ command: [binary], cwd: folder, dataDir: restoredDir });
    try {
      const login = await fetch(`${restored.url}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: restored.url },
        body: JSON.stringify({ email: "binary@example.com", password: "secret-password" }),
      });
      expect(login.status).toBe(200);
    } finally {
      await restored.stop();
    }
  });

  it("keeps photos in an S3-compatible object store with its embedded S3 client, none under DATA_DIR", async () => {
    const objectStore = await startObjectStore();
    const inBucket = await startServer({ command: [binary], cwd: folder, env: objectStore.env("binary") });
    try {
      const cookie = await signUp(inBucket.url, "bucket@example.com");
      const headers = { cookie, origin: inBucket.url };
      const meal = await fetch(`${inBucket.url}/api/v1/meals`, {
        method: "POST",
        headers: { ...headers, "content-type": "application/json" },
        body: JSON.stringify({ type: "dinner" }),
      });
      const { id } = (await meal.json()) as { id: string };
      const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#4a8" } })
        .jpeg()
        .toBuffer();
      const form = new FormData();
      form.append("meal_id", id);
      form.append("photos", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "dinner.jpg");
      const upload = await fetch(`${inBucket.url}/api/v1/meals/photos/multiple`, {
        method: "POST",
        headers,
        body: form,
      });
      expect(upload.status).toBe(201);
      const { photos } = (await upload.json()) as { photos: { image_url: string; temporary_url: string }[] };
      const served = await fetch(`${inBucket.url}${photos[0]!.image_url}`, { headers: { cookie } });
      expect(served.status).toBe(200);
      expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(640);
      expect((await fetch(`${inBucket.url}${photos[0]!.temporary_url}`)).status).toBe(200);
      const jpegs = fs
        .readdirSync(inBucket.dataDir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && entry.name.endsWith(".jpg"));
      expect(jpegs).toEqual([]);
      expect(fs.existsSync(path.join(inBucket.dataDir, "photos"))).toBe(false);
    } finally {
      await inBucket.stop();
      await objectStore.close();
    }
  });
});

async function signUp(url: string, email: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify({
      name: "Photo User",
      email,
      password: "secret-password",
      passwordConfirm: "secret-password",
      locale: "en_US",
    }),
  });
  if (response.status !== 201) throw new Error(`sign-up: ${response.status} ${await response.text()}`);
  return (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}
