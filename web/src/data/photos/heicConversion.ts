// HEIC and HEIF photos become JPEG on the device before a meal is saved (docs/decisions/070; a
// departure from spec §9, which converts them only above 5 MB): the server's image library and
// most browsers cannot decode HEVC. The worker, and the 1.4 MB decoder with it, load only when a
// HEIC photo arrives; one photo converts at a time so a batch of 12 MP photos stays in memory once.
import { IMAGE_COMPRESSION } from "@nutrisnap/shared/constants";
import { detectImageType } from "@nutrisnap/shared/imageType";
import { HEADER_BYTES } from "./imageHeader.ts";

export interface ConversionRequest {
  id: number;
  blob: Blob;
}
export type ConversionReply =
  | { id: number; ok: true; blob: Blob; width: number; height: number }
  | { id: number; ok: false; reason: string };

export class HeicConversionError extends Error {
  override name = "HeicConversionError";
}

const heicExtension = /\.(heic|heif)$/i;

/** By name or declared type: the files to convert at once, before the bytes are read. */
export const looksLikeHeic = (file: File): boolean =>
  file.type === "image/heic" || file.type === "image/heif" || heicExtension.test(file.name);

/** By the bytes: HEVC-coded HEIF ("heic" brands, or the generic "mif1"/"msf1"), not AVIF. */
export async function isHeic(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, HEADER_BYTES).arrayBuffer());
  const type = detectImageType(head);
  if (type === "image/heic") return true;
  if (type !== "image/heif") return false;
  const brand = String.fromCharCode(...head.subarray(8, 12));
  return brand === "mif1" || brand === "msf1";
}

/** The JPEG files this module made: already at spec §9's size and quality, not compressed again. */
const converted = new WeakSet<File>();
export const wasConverted = (file: File): boolean => converted.has(file);

let worker: Worker | null = null;
let nextId = 0;
let queue: Promise<unknown> = Promise.resolve();
let pending = 0;

function convertInWorker(blob: Blob): Promise<ConversionReply> {
  worker ??= new Worker(new URL("./heicWorker.ts", import.meta.url), { type: "module" });
  const current = worker;
  const id = ++nextId;
  return new Promise((resolve) => {
    const onMessage = (event: MessageEvent<ConversionReply>) => {
      if (event.data.id !== id) return;
      done(event.data);
    };
    const onError = (event: ErrorEvent) => done({ id, ok: false, reason: event.message || "worker error" });
    const done = (reply: ConversionReply) => {
      current.removeEventListener("message", onMessage);
      current.removeEventListener("error", onError);
      resolve(reply);
    };
    current.addEventListener("message", onMessage);
    current.addEventListener("error", onError);
    current.postMessage({ id, blob } satisfies ConversionRequest);
  });
}

function jpegName(name: string): string {
  const dot = name.lastIndexOf(".");
  return `${dot > 0 ? name.slice(0, dot) : name || "photo"}${IMAGE_COMPRESSION.outputExtension}`;
}

/** The photo as a JPEG, upright, at most 1920 px, without GPS or any other EXIF; or throws. */
export async function heicToJpeg(file: File): Promise<File> {
  if (typeof Worker === "undefined" || typeof OffscreenCanvas === "undefined")
    throw new HeicConversionError("This browser cannot convert HEIC photos");
  pending += 1;
  const turn = queue.then(() => convertInWorker(file));
  queue = turn.catch(() => undefined);
  let reply: ConversionReply;
  try {
    reply = await turn;
  } finally {
    pending -= 1;
    // The decoder holds tens of MB while alive: let it go once nothing waits for it.
    if (pending === 0) {
      worker?.terminate();
      worker = null;
    }
  }
  if (!reply.ok) throw new HeicConversionError(reply.reason);
  const jpeg = new File([reply.blob], jpegName(file.name), {
    type: IMAGE_COMPRESSION.outputType,
    lastModified: file.lastModified,
  });
  converted.add(jpeg);
  return jpeg;
}
