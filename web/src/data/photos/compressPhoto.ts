// spec §9 image compression: quality 0.8, at most 1920 × 1920; PNG and WebP over 5,000,000 bytes
// become JPEG, and a JPEG result is named .jpg. spec §8: on failure the original file is kept,
// silently. HEIC and HEIF reach this already converted, whatever their size (decision 070).
import type CompressorClass from "compressorjs";
import { IMAGE_COMPRESSION } from "@nutrisnap/shared/constants";
import { wasConverted } from "./heicConversion.ts";

function jpegName(name: string): string {
  const dot = name.lastIndexOf(".");
  return `${dot > 0 ? name.slice(0, dot) : name || "photo"}${IMAGE_COMPRESSION.outputExtension}`;
}

/** compressorjs loads with the first photo, not with the app (only logging a meal needs it). */
let compressor: Promise<typeof CompressorClass> | null = null;

/** Whether this page can draw on a canvas (no document in workers; a DOM without canvas in tests). */
let drawable: boolean | null = null;
function canDraw(): boolean {
  if (typeof document === "undefined") return false;
  drawable ??= document.createElement("canvas").getContext("2d") !== null;
  return drawable;
}

export async function compressPhoto(file: File): Promise<File> {
  // Compression draws on a canvas; where nothing can be drawn the original is kept (compressorjs
  // would wait for an image that never loads).
  if (wasConverted(file) || !canDraw()) return file;
  let Compressor: typeof CompressorClass;
  try {
    compressor ??= import("compressorjs").then((module) => module.default);
    Compressor = await compressor;
  } catch (error) {
    compressor = null;
    console.warn("Photo compression could not load; keeping the original", error);
    return file;
  }
  return new Promise((resolve) => {
    try {
      new Compressor(file, {
        quality: IMAGE_COMPRESSION.quality,
        maxWidth: IMAGE_COMPRESSION.maxWidth,
        maxHeight: IMAGE_COMPRESSION.maxHeight,
        convertTypes: [...IMAGE_COMPRESSION.convertibleTypes],
        convertSize: IMAGE_COMPRESSION.convertAboveBytes,
        success: (result) => {
          const type = result.type || file.type;
          const name = type === IMAGE_COMPRESSION.outputType ? jpegName(file.name) : file.name;
          resolve(new File([result], name, { type, lastModified: file.lastModified }));
        },
        error: (error) => {
          console.warn("Photo compression failed; keeping the original", error);
          resolve(file);
        },
      });
    } catch (error) {
      console.warn("Photo compression failed; keeping the original", error);
      resolve(file);
    }
  });
}
