// Which way up a HEIC photo is meant to be seen. HEIF records rotation and mirroring in the
// container ("irot" and "imir" item properties), which the decoder applies; cameras that write
// only an EXIF Orientation tag (most converters, some Android phones) leave it to the reader.
// HEIF says the container wins, so EXIF is read only when the container says nothing; applying
// both would turn an iPhone photo twice.

/** EXIF orientations 1-8 (TIFF tag 0x0112): 1 is upright. */
export type Orientation = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

const ascii = (bytes: Uint8Array, at: number, length: number): string =>
  String.fromCharCode(...bytes.subarray(at, at + length));

/** A rotation or mirror property box ("irot", "imir") anywhere in the file's header. */
export function hasContainerTransform(bytes: Uint8Array): boolean {
  const end = Math.min(bytes.length, 256 * 1024) - 4;
  for (let at = 4; at < end; at += 1) {
    if (bytes[at] !== 0x69) continue; // "i"
    const type = ascii(bytes, at, 4);
    if (type !== "irot" && type !== "imir") continue;
    const size = new DataView(bytes.buffer, bytes.byteOffset + at - 4, 4).getUint32(0);
    if (size === 9) return true;
  }
  return false;
}

/**
 * The Orientation tag of the first EXIF block in the file, or 1 when there is none. In HEIF the
 * Exif item holds a 4-byte offset and then the TIFF header ("II*\0" little-endian, "MM\0*"
 * big-endian), sometimes after "Exif\0\0": the header is found by its signature and a sane IFD0.
 */
export function exifOrientation(bytes: Uint8Array): Orientation {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const fits = (offset: number, length: number) => offset >= 0 && offset + length <= bytes.length;
  for (let tiff = 0; fits(tiff, 10); tiff += 1) {
    const first = bytes[tiff];
    if (first !== 0x49 && first !== 0x4d) continue; // "I" or "M"
    const order = ascii(bytes, tiff, 4);
    if (order !== "II*\0" && order !== "MM\0*") continue;
    const little = order === "II*\0";
    const ifd = tiff + view.getUint32(tiff + 4, little);
    if (!fits(ifd, 2)) continue;
    const entries = view.getUint16(ifd, little);
    if (entries === 0 || entries > 200 || !fits(ifd + 2, entries * 12)) continue;
    for (let i = 0; i < entries; i += 1) {
      const entry = ifd + 2 + i * 12;
      if (view.getUint16(entry, little) !== 0x0112) continue;
      const value = view.getUint16(entry + 8, little);
      return value >= 1 && value <= 8 ? (value as Orientation) : 1;
    }
    return 1;
  }
  return 1;
}

/** The turn the pixels the decoder gives still need. */
export function heicOrientation(bytes: Uint8Array): Orientation {
  return hasContainerTransform(bytes) ? 1 : exifOrientation(bytes);
}
