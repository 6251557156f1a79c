import { createHash } from "node:crypto";
import sharp from "sharp";
import { detectImageType, type ImageType } from "./imageType.ts";

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

/**
 * Checks an upload and derives what is stored: a display JPEG (≤ 1920 px) and a thumbnail
 * (~400 px), both with the EXIF orientation applied and every metadata block (GPS included) dropped.
 */
export async function processImage(
  bytes: Buffer,
  limits: { maxBytes: number; maxPixels: number },
): Promise<ProcessedImage> {
  if (bytes.length > limits.maxBytes) throw new ImageRejected("photoTooLarge");
  const originalType = detectImageType(bytes);
  if (!originalType) throw new ImageRejected("notAnImage");

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
    const input = () => sharp(bytes, { limitInputPixels: limits.maxPixels, failOn: "error" }).rotate();
    // sharp writes no metadata unless asked (withMetadata), so EXIF and GPS are gone.
    const display = await input()
      .resize({ width: DISPLAY_MAX_PX, height: DISPLAY_MAX_PX, fit: "inside", withoutEnlargement: true })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    const thumbnail = await input()
      .resize({ width: THUMBNAIL_PX, height: THUMBNAIL_PX, fit: "inside", withoutEnlargement: true })
      .jpeg({ quality: 75, mozjpeg: true })
      .toBuffer();
    return {
      originalType,
      contentHash: createHash("sha256").update(bytes).digest("hex"),
      display: display.data,
      thumbnail,
      width: display.info.width,
      height: display.info.height,
    };
  } catch {
    // e.g. a truncated file, or an HEVC-coded HEIC this build of libvips cannot decode.
    throw new ImageRejected("photoUnreadable");
  }
}
