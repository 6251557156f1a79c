// Issue 20: the manifest of the installed app: shortcuts with icons of their own, the share target
// and the rich install fields (screenshots in both themes), in English and in Chilean Spanish (the
// page links the manifest of its language), and every icon and screenshot it names is served.
import { describe, expect, inject, it } from "vitest";
import { launchBrowser, newContext, PHONE } from "../harness/browser.ts";

/** PNG width and height from the IHDR chunk. */
const pngSize = (bytes: Buffer): string => `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;

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
  lang?: string;
  shortcuts?: { name: string; short_name?: string; url: string; icons?: ManifestImage[] }[];
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
    expect(manifest.screenshots?.map((shot) => [shot.form_factor, shot.sizes, shot.src])).toEqual([
      ["narrow", "390x844", "/screenshots/phone-log-meal-light.png"],
      ["narrow", "390x844", "/screenshots/phone-log-meal-dark.png"],
      ["wide", "1280x800", "/screenshots/wide-dashboard-light.png"],
      ["wide", "1280x800", "/screenshots/wide-dashboard-dark.png"],
    ]);
    // Each shortcut has an icon of its own, not the app's.
    const shortcutIcons = (manifest.shortcuts ?? []).map((shortcut) => shortcut.icons?.[0]?.src);
    expect(new Set(shortcutIcons).size).toBe(2);
    for (const src of shortcutIcons) expect(manifest.icons.map((icon) => icon.src)).not.toContain(src);

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
      if (image.sizes && image.type === "image/png")
        expect(pngSize(Buffer.from(await served.arrayBuffer())), image.src).toBe(image.sizes);
    }
  });

  it("has a Chilean Spanish manifest with the same app, named in Spanish", async () => {
    const [en, es] = await Promise.all(
      ["/manifest.webmanifest", "/manifest.es-CL.webmanifest"].map(async (url) => {
        const response = await fetch(`${baseUrl}${url}`);
        expect(response.status, url).toBe(200);
        return (await response.json()) as Manifest;
      }),
    );
    expect([en!.lang, es!.lang]).toEqual(["en-US", "es-CL"]);
    expect(es!.id).toBe(en!.id);
    expect(es!.description).toMatch(/comidas/);
    expect(es!.shortcuts?.map(({ name, url }) => [name, url])).toEqual([
      ["Registrar una comida", "/log-meal"],
      ["Comidas de hoy", "/meals"],
    ]);
    expect(es!.screenshots?.map((shot) => shot.src)).toEqual(en!.screenshots?.map((shot) => shot.src));
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
      expect(parsed.url).toMatch(/\/manifest\.webmanifest$/);
    } finally {
      await browser.close();
    }
  });

  it("reads the Spanish manifest on a page in Spanish", async () => {
    const browser = await launchBrowser();
    try {
      const context = await newContext(browser, baseUrl, { ...PHONE, locale: "es-CL" });
      const page = await context.newPage();
      await page.goto("/?lang=es_CL");
      await expect
        .poll(() => page.evaluate(() => document.querySelector('link[rel="manifest"]')?.getAttribute("href")))
        .toBe("/manifest.es-CL.webmanifest");
      const session = await context.newCDPSession(page);
      const parsed = await session.send("Page.getAppManifest");
      expect(parsed.url).toMatch(/\/manifest\.es-CL\.webmanifest$/);
      expect(parsed.errors.map((error) => error.message)).toEqual([]);
      expect(JSON.parse(parsed.data ?? "{}") as Manifest).toMatchObject({
        lang: "es-CL",
        shortcuts: [{ name: "Registrar una comida" }, { name: "Comidas de hoy" }],
      });
    } finally {
      await browser.close();
    }
  });
});
