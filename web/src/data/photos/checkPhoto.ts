// Photos are checked on the device before a meal is created (issue 11): a file that is not a
// JPEG, PNG, WebP or HEIC by its bytes, one whose header declares more pixels than the server
// takes, or one that does not decode, is refused with the server's own wording, and nothing is
// stored. The pixel count is read from the header before anything decodes the image.
import { messageKeyText } from "../../i18n/messageKeys.ts";
import { detectImageType } from "@nutrisnap/shared/imageType";
import { HEADER_BYTES, imageSize } from "./imageHeader.ts";

/** The server's defaults (MAX_PHOTO_PIXELS, MAX_PHOTO_BYTES): the device refuses what it would. */
export const MAX_PHOTO_PIXELS = 50_000_000;
export const MAX_PHOTO_BYTES = 10_485_760;

/** Decodes the image, or throws; absent where nothing can decode (tests, workers). */
export type Decoder = ((file: Blob) => Promise<void>) | null;

const browserDecoder: Decoder =
  typeof createImageBitmap === "function"
    ? async (file) => {
        (await createImageBitmap(file)).close();
      }
    : null;

/** null when the photo may be sent, else the message to show. */
export async function checkPhoto(file: File, decode: Decoder = browserDecoder): Promise<string | null> {
  const filename = file.name || "photo";
  const unreadable = () => messageKeyText("photoUnreadable", { filename });
  const head = new Uint8Array(await file.slice(0, HEADER_BYTES).arrayBuffer());
  const type = detectImageType(head);
  if (!type) return unreadable();
  const size = imageSize(head, type);
  const heif = type === "image/heic" || type === "image/heif";
  if (!size && !heif) return unreadable();
  if (size && size.width * size.height > MAX_PHOTO_PIXELS)
    return messageKeyText("photoTooManyPixels", { filename, max: MAX_PHOTO_PIXELS / 1_000_000 });
  // Most browsers cannot draw HEIC; the server decodes it (and answers if it cannot).
  if (decode && !heif) {
    try {
      await decode(file);
    } catch {
      return unreadable();
    }
  }
  return null;
}

/** After compression: the bytes the server takes at most. */
export function checkPhotoBytes(file: File): string | null {
  if (file.size <= MAX_PHOTO_BYTES) return null;
  return messageKeyText("photoTooLarge", {
    filename: file.name || "photo",
    max: Math.round(MAX_PHOTO_BYTES / (1024 * 1024)),
  });
}
