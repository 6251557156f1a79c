// A photo's type by its magic bytes, never its name or declared type: the browser checks a photo
// with it before storing it, the server again before processing it.
export type ImageType = "image/jpeg" | "image/png" | "image/webp" | "image/heic" | "image/heif";

// ISO-BMFF brands of HEIC (HEVC) and other HEIF images (AVIF included, which sharp can decode).
const heicBrands = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis"]);
const heifBrands = new Set(["mif1", "msf1", "avif", "avis"]);

const startsWith = (bytes: Uint8Array, signature: readonly number[]): boolean =>
  signature.every((byte, i) => bytes[i] === byte);
const ascii = (bytes: Uint8Array, start: number, end: number): string =>
  String.fromCharCode(...bytes.subarray(start, end));

/** The image type by its magic bytes; null for anything else. */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (bytes.length < 12) return null;
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "image/webp";
  if (ascii(bytes, 4, 8) === "ftyp") {
    const major = ascii(bytes, 8, 12);
    if (heicBrands.has(major)) return "image/heic";
    if (heifBrands.has(major)) return "image/heif";
  }
  return null;
}
