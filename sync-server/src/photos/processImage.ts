import { createHash } from "node:crypto";
import sharp from "sharp";
import { detectImageType, type ImageType } from "@nutrisnap/shared/imageType";

export const DISPLAY_MAX_PX = 1920;
export const THUMBNAIL_PX = 400;

export type ImageProblem = "notAnImage" | "photoTooLarge" | "photoTooManyPixels" | "photoUnreadable";

export class ImageRejected extends Error {
  constructor(readonly problem: ImageProblem) {
    super(problem);
  }
}

export interface ProcessedImage {
  originalType: ImageType;
  /** Hex SHA-256 of the uploaded bytes. */
  contentHash: string;
  display: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
}

let threadsSet = false;
/**
 * One libvips thread per image: the processing line decides how many images run at once, and the
 * event loop keeps a core for the requests that are not photos. Set on first use, so the single
 * binary does not load sharp at start.
 */
function oneThreadPerImage(): void {
  if (threadsSet) return;
  sharp.concurrency(1);
  threadsSet = true;
}

const inside = (px: number) => ({ width: px, height: px, fit: "inside", withoutEnlargement: true }) as const;

/**
 * Checks an upload and derives what is stored: a display JPEG (≤ 1920 px) and a thumbnail
 * (~400 px), both with the EXIF orientation applied and every metadata block (GPS included) dropped.
 *
 * The upload is decoded once: rotated and shrunk to display size as 8-bit sRGB pixels, from which
 * both JPEGs are encoded (libjpeg-turbo; mozjpeg saves ~10 % of bytes for several times the CPU).
 */
export async function processImage(
  bytes: Buffer,
  limits: { maxBytes: number; maxPixels: number },
): Promise<ProcessedImage> {
  if (bytes.length > limits.maxBytes) throw new ImageRejected("photoTooLarge");
  const originalType = detectImageType(bytes);
  if (!originalType) throw new ImageRejected("notAnImage");
  oneThreadPerImage();

  // The header alone says how many pixels decoding would need: a decompression bomb stops here.
  let pixels: number;
  try {
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    pixels = (meta.width ?? 0) * (meta.height ?? 0);
  } catch {
    throw new ImageRejected("photoUnreadable");
  }
  if (pixels > limits.maxPixels) throw new ImageRejected("photoTooManyPixels");
  if (pixels === 0) throw new ImageRejected("photoUnreadable");

  try {
    const decoded = await sharp(bytes, { limitInputPixels: limits.maxPixels, failOn: "error" })
      .rotate()
      .resize(inside(DISPLAY_MAX_PX))
      .toColourspace("srgb")
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { width, height, channels } = decoded.info;
    const pixelsOf = () => sharp(decoded.data, { raw: { width, height, channels } });
    // sharp writes no metadata unless asked (withMetadata), so EXIF and GPS are gone.
    const [display, thumbnail] = await Promise.all([
      pixelsOf().jpeg({ quality: 82 }).toBuffer(),
      pixelsOf().resize(inside(THUMBNAIL_PX)).jpeg({ quality: 75 }).toBuffer(),
    ]);
    return {
      originalType,
      contentHash: createHash("sha256").update(bytes).digest("hex"),
      display,
      thumbnail,
      width,
      height,
    };
  } catch {
    // e.g. a truncated file, or an HEVC-coded HEIC this build of libvips cannot decode.
    throw new ImageRejected("photoUnreadable");
  }
}
