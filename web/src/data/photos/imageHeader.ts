// What a photo's first bytes say: its type by magic bytes (never its name or declared type) and
// its size in pixels, read from the header without decoding the image, so a decompression bomb
// is refused before anything draws it. The type is the server's own check (shared).
import type { ImageType } from "@nutrisnap/shared/imageType";

export interface ImageSize {
  width: number;
  height: number;
}

/** Bytes to read: the header, and a JPEG's size after EXIF segments of up to 64 KiB each. */
export const HEADER_BYTES = 256 * 1024;

const ascii = (bytes: Uint8Array, start: number, end: number): string =>
  String.fromCharCode(...bytes.subarray(start, end));

/** The size the header declares; null when the header is cut short or broken. */
export function imageSize(bytes: Uint8Array, type: ImageType): ImageSize | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const fits = (offset: number, length: number) => offset + length <= bytes.length;
  switch (type) {
    case "image/png":
      if (!fits(16, 8) || ascii(bytes, 12, 16) !== "IHDR") return null;
      return sized(view.getUint32(16), view.getUint32(20));
    case "image/jpeg": {
      let offset = 2;
      while (fits(offset, 9)) {
        if (bytes[offset] !== 0xff) return null;
        const marker = bytes[offset + 1] ?? 0;
        if (marker === 0xff) {
          offset += 1;
          continue;
        }
        // Start of frame (baseline, progressive, lossless, arithmetic); not DHT, JPG or DAC.
        if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
          return sized(view.getUint16(offset + 7), view.getUint16(offset + 5));
        offset += 2 + view.getUint16(offset + 2);
      }
      return null;
    }
    case "image/webp": {
      const chunk = ascii(bytes, 12, 16);
      if (chunk === "VP8 " && fits(26, 4))
        return sized(view.getUint16(26, true) & 0x3fff, view.getUint16(28, true) & 0x3fff);
      if (chunk === "VP8L" && fits(21, 4)) {
        const [b0 = 0, b1 = 0, b2 = 0, b3 = 0] = bytes.subarray(21, 25);
        return sized(
          1 + (((b1 & 0x3f) << 8) | b0),
          1 + (((b3 & 0xf) << 10) | (b2 << 2) | ((b1 & 0xc0) >> 6)),
        );
      }
      if (chunk === "VP8X" && fits(24, 6)) {
        const u24 = (at: number) =>
          (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8) | ((bytes[at + 2] ?? 0) << 16);
        return sized(1 + u24(24), 1 + u24(27));
      }
      return null;
    }
    case "image/heic":
    case "image/heif": {
      // The largest "ispe" (image spatial extent) property: the primary image, not a thumbnail.
      let best: ImageSize | null = null;
      for (let at = 0; fits(at, 16); at += 1) {
        if (bytes[at] !== 0x69 || ascii(bytes, at, at + 4) !== "ispe") continue;
        const size = sized(view.getUint32(at + 8), view.getUint32(at + 12));
        if (size && (!best || size.width * size.height > best.width * best.height)) best = size;
      }
      return best;
    }
  }
}

const sized = (width: number, height: number): ImageSize | null =>
  width > 0 && height > 0 ? { width, height } : null;
