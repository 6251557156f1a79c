import realSharp from "sharp";
import { describe, expect, it, vi } from "vitest";
import { photoWithExif } from "../testing/images.ts";

/** Every pixel decode of an upload: sharp pipelines made from the uploaded bytes that ran to the end. */
const decodes = vi.hoisted(() => ({ of: new Map<unknown, number>() }));

// The real sharp, watched: a pipeline whose input is an uploaded file counts as one decode when it
// produces output (metadata() reads the header only and is not counted).
vi.mock("sharp", async (importOriginal) => {
  const original = (await importOriginal<{ default: typeof realSharp }>()).default;
  const watched = new Proxy(original, {
    apply(target, self, args: Parameters<typeof realSharp>) {
      const pipeline = Reflect.apply(target, self, args) as ReturnType<typeof realSharp>;
      const input = args[0];
      if (decodes.of.has(input)) {
        const toBuffer = pipeline.toBuffer.bind(pipeline) as (...rest: unknown[]) => unknown;
        Object.assign(pipeline, {
          toBuffer: (...rest: unknown[]) => {
            decodes.of.set(input, (decodes.of.get(input) ?? 0) + 1);
            return toBuffer(...rest);
          },
        });
      }
      return pipeline;
    },
  });
  return { default: watched };
});

const { processImage, DISPLAY_MAX_PX, THUMBNAIL_PX } = await import("./processImage.ts");
const limits = { maxBytes: 20 * 1024 * 1024, maxPixels: 50_000_000 };

describe("processImage", () => {
  it("makes the display size and the thumbnail from one decode of the upload", async () => {
    const upload = await realSharp({
      create: { width: 4000, height: 3000, channels: 3, background: "#2e8b57" },
    })
      .jpeg()
      .toBuffer();
    decodes.of.set(upload, 0);
    const image = await processImage(upload, limits);
    expect(decodes.of.get(upload)).toBe(1);

    expect([image.width, image.height]).toEqual([DISPLAY_MAX_PX, 1440]);
    const display = await realSharp(image.display).metadata();
    const thumbnail = await realSharp(image.thumbnail).metadata();
    expect([display.format, display.width, display.height]).toEqual(["jpeg", DISPLAY_MAX_PX, 1440]);
    expect([thumbnail.format, thumbnail.width, thumbnail.height]).toEqual(["jpeg", THUMBNAIL_PX, 300]);
  });

  it("applies the EXIF orientation to both sizes and keeps no metadata", async () => {
    const image = await processImage(await photoWithExif(), limits);
    // 600 x 400 turned a quarter: 400 x 600.
    expect([image.width, image.height]).toEqual([400, 600]);
    const thumbnail = await realSharp(image.thumbnail).metadata();
    expect([thumbnail.width, thumbnail.height]).toEqual([267, 400]);
    for (const bytes of [image.display, image.thumbnail]) {
      const meta = await realSharp(bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
    }
  });

  it("turns a 16-bit PNG with transparency into 8-bit JPEGs", async () => {
    const upload = await realSharp({
      create: { width: 300, height: 200, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 0.5 } },
    })
      .png({ force: true })
      .toColourspace("rgb16")
      .toBuffer();
    expect((await realSharp(upload).metadata()).depth).toBe("ushort");
    const image = await processImage(upload, limits);
    const display = await realSharp(image.display).metadata();
    expect([display.format, display.depth, display.width, display.height]).toEqual([
      "jpeg",
      "uchar",
      300,
      200,
    ]);
    const { dominant } = await realSharp(image.display).stats();
    expect(dominant.r).toBeGreaterThan(dominant.g);
  });
});
