// Decodes a HEIC/HEIF photo to upright RGBA pixels with libheif (HEVC in WebAssembly). Used by the
// photo-conversion worker in the browser and by the tests in Node, with the same wasm binary.
import createLibheif from "libheif-js/libheif-wasm/libheif.js";
import { heicOrientation } from "./heicOrientation.ts";
import { orientPixels, type Pixels } from "./orientPixels.ts";

/** The part of libheif-js's wrapper this module uses (its own typings cover only the raw module). */
interface HeifImage {
  get_width(): number;
  get_height(): number;
  is_primary(): boolean;
  display(target: Pixels, done: (result: Pixels | null) => void): void;
}
export interface Libheif {
  HeifDecoder: new () => { decode(bytes: Uint8Array): HeifImage[] };
}

/**
 * Instantiates libheif from its wasm binary. Given the bytes, the module compiles synchronously
 * (allowed in workers and Node, not on a page's main thread) and fetches nothing.
 */
export function loadLibheif(wasmBinary: ArrayBuffer): Libheif {
  const factory = createLibheif as unknown as (options: { wasmBinary: ArrayBuffer }) => Libheif;
  return factory({ wasmBinary });
}

export class HeicDecodeError extends Error {
  override name = "HeicDecodeError";
}

/** The primary image, decoded with the container's rotation and the EXIF orientation applied. */
export async function decodeHeic(libheif: Libheif, bytes: Uint8Array): Promise<Pixels> {
  const images = new libheif.HeifDecoder().decode(bytes);
  const image = images.find((candidate) => candidate.is_primary()) ?? images[0];
  if (!image) throw new HeicDecodeError("No image in this HEIC file");
  const width = image.get_width();
  const height = image.get_height();
  if (!(width > 0 && height > 0)) throw new HeicDecodeError("The HEIC image has no size");
  const target: Pixels = { width, height, data: new Uint8ClampedArray(width * height * 4) };
  const decoded = await new Promise<Pixels | null>((resolve) => image.display(target, resolve));
  if (!decoded) throw new HeicDecodeError("The HEIC image could not be decoded");
  return orientPixels(decoded, heicOrientation(bytes));
}
