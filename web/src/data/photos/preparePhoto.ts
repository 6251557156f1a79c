// A chosen photo made ready to keep: a HEIC/HEIF one is converted to JPEG on the device as soon as
// it is chosen (docs/decisions/070), so the log-meal screen can show on its thumbnail when that
// fails, before anything is saved. Other photos pass through unchanged (checked and compressed
// when the meal is logged).
import { messageKeyText } from "../../i18n/messageKeys.ts";
import { checkPhoto } from "./checkPhoto.ts";
import { heicToJpeg, isHeic } from "./heicConversion.ts";

export type PreparedPhoto = { ok: true; file: File } | { ok: false; message: string };

export async function preparePhoto(file: File): Promise<PreparedPhoto> {
  const filename = file.name || "photo";
  let heic: boolean;
  try {
    heic = await isHeic(file);
  } catch {
    return { ok: false, message: messageKeyText("photoUnreadable", { filename }) };
  }
  if (!heic) return { ok: true, file };
  // The header's pixel count first: a decompression bomb is refused before anything decodes it.
  const problem = await checkPhoto(file, null);
  if (problem) return { ok: false, message: problem };
  try {
    return { ok: true, file: await heicToJpeg(file) };
  } catch (error) {
    console.warn("HEIC conversion failed", error);
    return { ok: false, message: messageKeyText("photoNotConverted", { filename }) };
  }
}
