// Test photos made with sharp: real JPEG/PNG/WebP files with EXIF orientation and GPS, and crafted
// files that must be refused (a text file named .jpg, an oversized file, a pixel bomb header).
import { deflateSync } from "node:zlib";
import sharp from "sharp";

export type TestImageFormat = "jpeg" | "png" | "webp";

/** A 600 x 400 image whose EXIF says "rotate 90° clockwise" (orientation 6) and holds a GPS position. */
export async function photoWithExif(format: TestImageFormat = "jpeg", colour = "#c0392b"): Promise<Buffer> {
  const image = sharp({ create: { width: 600, height: 400, channels: 3, background: colour } })
    .composite([
      {
        input: { create: { width: 100, height: 100, channels: 3, background: "#ffffff" } },
        top: 0,
        left: 0,
      },
    ])
    .withExif({
      IFD0: { Make: "NutriSnapTest" },
      IFD3: {
        GPSLatitudeRef: "S",
        GPSLatitude: "33/1 26/1 0/1",
        GPSLongitudeRef: "W",
        GPSLongitude: "70/1 39/1 0/1",
      },
    })
    .withMetadata({ orientation: 6 });
  if (format === "png") return image.png().toBuffer();
  if (format === "webp") return image.webp().toBuffer();
  return image.jpeg().toBuffer();
}

/** True when EXIF bytes hold a GPS block (the GPS IFD pointer tag 0x8825, either byte order). */
export function hasGpsTag(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  return exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A small PNG file whose header claims 30,000 x 30,000 pixels: a decompression bomb's signature. */
export function pixelBombPng(size = 30_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(Buffer.alloc(4096))),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A JPEG signature followed by `bytes` of padding: too large, whatever it holds. */
export function oversizedJpeg(bytes = 11 * 1024 * 1024): Buffer {
  const file = Buffer.alloc(bytes);
  file.set([0xff, 0xd8, 0xff, 0xe0]);
  return file;
}

export const textFileAsJpeg = (): Buffer =>
  Buffer.from("These are not the pixels you are looking for.\n".repeat(20));

/** A large photo of random noise (slow to re-encode), e.g. to catch a server while it stores photos. */
export async function noisyPhoto(width = 3000, height = 2000): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 60 },
    },
  })
    .jpeg({ quality: 95 })
    .toBuffer();
}
