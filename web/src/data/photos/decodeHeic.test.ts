// Real HEIC files made by a HEVC encoder (fixtures/make-fixtures.sh), decoded by the same libheif
// wasm binary the browser loads.
import fs from "node:fs";
import { createRequire } from "node:module";
import { beforeAll, describe, expect, it } from "vitest";
import { decodeHeic, HeicDecodeError, loadLibheif, type Libheif } from "./decodeHeic.ts";
import { exifOrientation, hasContainerTransform, heicOrientation } from "./heicOrientation.ts";

const fixture = new Uint8Array(fs.readFileSync(new URL("./fixtures/meal-rotated-gps.heic", import.meta.url)));
const wasmPath = createRequire(import.meta.url).resolve("libheif-js/libheif-wasm/libheif.wasm");

let libheif: Libheif;
beforeAll(() => {
  const wasm = fs.readFileSync(wasmPath);
  libheif = loadLibheif(wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength));
});

const pixel = (image: { width: number; data: Uint8ClampedArray }, x: number, y: number) =>
  Array.from(image.data.subarray((y * image.width + x) * 4, (y * image.width + x) * 4 + 3));
const isRed = ([r = 0, g = 0, b = 0]: number[]) => r > 180 && g < 70 && b < 70;

describe("decodeHeic", () => {
  it("reads the EXIF orientation of an encoder's HEIC that has no container rotation", () => {
    expect(hasContainerTransform(fixture)).toBe(false);
    expect(exifOrientation(fixture)).toBe(6);
    expect(heicOrientation(fixture)).toBe(6);
  });

  it("decodes the HEVC image and turns it upright by its EXIF orientation", async () => {
    const image = await decodeHeic(libheif, fixture);
    // Stored 4032x3024 with "rotate 90 CW": upright it is a portrait, red square top-left.
    expect([image.width, image.height]).toEqual([3024, 4032]);
    expect(isRed(pixel(image, 60, 60))).toBe(true);
    expect(isRed(pixel(image, image.width - 60, 60))).toBe(false);
    expect(isRed(pixel(image, 60, image.height - 60))).toBe(false);
  });

  it("refuses a HEIC whose image data is cut off", async () => {
    const cut = fixture.slice(0, Math.floor(fixture.length / 3));
    await expect(decodeHeic(libheif, cut)).rejects.toBeInstanceOf(HeicDecodeError);
  });

  it("decodes a HEIC over 5 MB (a real file padded with a free box)", async () => {
    const large = padWithFreeBox(fixture, 5_500_000);
    expect(large.length).toBeGreaterThan(5_000_000);
    const image = await decodeHeic(libheif, large);
    expect([image.width, image.height]).toEqual([3024, 4032]);
  });
});

/** An ISO-BMFF "free" box appended: readers skip it, the file grows past the spec §9 threshold. */
export function padWithFreeBox(bytes: Uint8Array, size: number): Uint8Array {
  const out = new Uint8Array(bytes.length + size);
  out.set(bytes);
  const view = new DataView(out.buffer, bytes.length, 8);
  view.setUint32(0, size);
  out.set([0x66, 0x72, 0x65, 0x65], bytes.length + 4);
  return out;
}
