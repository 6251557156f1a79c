import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { pngHeader } from "../testing/pngHeader.ts";
import { detectImageType } from "@nutrisnap/shared/imageType";
import { imageSize } from "./imageHeader.ts";

const bytesOf = async (image: ReturnType<typeof sharp>) => new Uint8Array(await image.toBuffer());
const blank = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#8a4" } });

describe("the photo header", () => {
  it("tells the type by magic bytes and the size without decoding", async () => {
    for (const [format, type] of [
      ["jpeg", "image/jpeg"],
      ["png", "image/png"],
      ["webp", "image/webp"],
    ] as const) {
      const bytes = await bytesOf(blank(321, 123).toFormat(format));
      expect(detectImageType(bytes)).toBe(type);
      expect(imageSize(bytes, type)).toEqual({ width: 321, height: 123 });
    }
    const lossless = await bytesOf(blank(77, 55).webp({ lossless: true }));
    expect(imageSize(lossless, "image/webp")).toEqual({ width: 77, height: 55 });
  });

  it("finds a JPEG's size after a large EXIF segment", async () => {
    const bytes = await bytesOf(
      blank(640, 480)
        .jpeg()
        .withExif({ IFD0: { ImageDescription: "x".repeat(40_000) } }),
    );
    expect(imageSize(bytes, "image/jpeg")).toEqual({ width: 640, height: 480 });
  });

  it("refuses text named like a photo, and reads a bomb's declared size from 33 bytes", () => {
    expect(detectImageType(new TextEncoder().encode("not a photo at all, just text"))).toBeNull();
    const bomb = pngHeader(30_000, 30_000);
    expect(imageSize(bomb, "image/png")).toEqual({ width: 30_000, height: 30_000 });
    expect(imageSize(bomb.subarray(0, 20), "image/png")).toBeNull();
  });
});
