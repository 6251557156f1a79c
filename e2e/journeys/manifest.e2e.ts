// Issue 20: the manifest of the installed app: shortcuts, the share target and the rich install
// fields, and every icon and screenshot it names is served as an image.
import { describe, expect, inject, it } from "vitest";
import { launchBrowser, newContext, PHONE } from "../harness/browser.ts";

interface ManifestImage {
  src: string;
  sizes?: string;
  type?: string;
  form_factor?: string;
}

interface Manifest {
  id?: string;
  description?: string;
  categories?: string[];
  launch_handler?: { client_mode?: string };
  icons: ManifestImage[];
  screenshots?: ManifestImage[];
  shortcuts?: { name: string; url: string; icons?: ManifestImage[] }[];
  share_target?: {
    action: string;
    method: string;
    enctype: string;
    params: { files?: { name: string; accept: string[] }[] };
  };
}

describe("the web app manifest", () => {
  const baseUrl = inject("baseUrl");

  it("declares shortcuts, the share target and the rich install fields", async () => {
    const response = await fetch(`${baseUrl}/manifest.webmanifest`);
    expect(response.status).toBe(200);
    const manifest = (await response.json()) as Manifest;
    expect(manifest.id).toBe("/");
    expect(manifest.description).toMatch(/meals/);
    expect(manifest.categories).toContain("health");
    expect(manifest.launch_handler?.client_mode).toBe("focus-existing");
    expect(manifest.shortcuts?.map(({ name, url }) => [name, url])).toEqual([
      ["Log a meal", "/log-meal"],
      ["Today's meals", "/meals"],
    ]);
    for (const shortcut of manifest.shortcuts ?? []) expect(shortcut.icons?.length).toBeGreaterThan(0);
    expect(manifest.share_target).toMatchObject({
      action: "/share-target",
      method: "POST",
      enctype: "multipart/form-data",
    });
    expect(manifest.share_target?.params.files?.[0]?.name).toBe("photos");
    expect(manifest.share_target?.params.files?.[0]?.accept).toContain("image/*");
    expect(manifest.screenshots?.map((shot) => [shot.form_factor, shot.sizes])).toEqual([
      ["narrow", "390x844"],
      ["wide", "1280x800"],
    ]);

    const images = [
      ...manifest.icons,
      ...(manifest.screenshots ?? []),
      ...(manifest.shortcuts ?? []).flatMap((shortcut) => shortcut.icons ?? []),
    ];
    for (const image of images) {
      const served = await fetch(new URL(image.src, baseUrl));
      expect(served.status, image.src).toBe(200);
      expect(served.headers.get("content-type"), image.src).toMatch(/^image\//);
      if (image.type) expect(served.headers.get("content-type"), image.src).toContain(image.type);
    }
  });
});

describe("the manifest as Chromium reads it", () => {
  const baseUrl = inject("baseUrl");

  it("parses without errors and the app is installable", async () => {
    const browser = await launchBrowser();
    try {
      const context = await newContext(browser, baseUrl, { ...PHONE });
      const page = await context.newPage();
      await page.goto("/");
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      const session = await context.newCDPSession(page);
      // Chromium's own reading: a malformed share_target or shortcut is reported here.
      const parsed = await session.send("Page.getAppManifest");
      expect(parsed.errors.map((error) => error.message)).toEqual([]);
      const installability = await session.send("Page.getInstallabilityErrors");
      // A test browser context is incognito; every other reason (manifest, icons, worker) counts.
      const reasons = installability.installabilityErrors.map((error) => error.errorId);
      expect(reasons.filter((reason) => reason !== "in-incognito")).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
