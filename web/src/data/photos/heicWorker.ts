// The photo-conversion worker: HEIC/HEIF in, JPEG out (docs/decisions/070). It starts only when a
// HEIC photo arrives; libheif's wasm comes from the app's own origin (precached by the service
// worker, so it works offline) and compiles here, off the page's main thread.
import wasmUrl from "libheif-js/libheif-wasm/libheif.wasm?url";
import { IMAGE_COMPRESSION } from "@nutrisnap/shared/constants";
import { decodeHeic, loadLibheif, type Libheif } from "./decodeHeic.ts";
import type { Pixels } from "./orientPixels.ts";
import type { ConversionReply, ConversionRequest } from "./heicConversion.ts";

let libheif: Promise<Libheif> | null = null;

async function loadOnce(): Promise<Libheif> {
  libheif ??= fetch(wasmUrl)
    .then((response) => {
      if (!response.ok) throw new Error(`The HEIC decoder did not load (${response.status})`);
      return response.arrayBuffer();
    })
    .then(loadLibheif);
  try {
    return await libheif;
  } catch (error) {
    libheif = null;
    throw error;
  }
}

/** spec §9 sizes and quality: at most 1920 × 1920, JPEG at 0.8. Canvas output carries no EXIF. */
async function encodeJpeg(image: Pixels): Promise<{ blob: Blob; width: number; height: number }> {
  const scale = Math.min(
    1,
    IMAGE_COMPRESSION.maxWidth / image.width,
    IMAGE_COMPRESSION.maxHeight / image.height,
  );
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  const full = new OffscreenCanvas(image.width, image.height);
  full.getContext("2d")!.putImageData(new ImageData(image.data, image.width, image.height), 0, 0);
  const out = new OffscreenCanvas(width, height);
  const context = out.getContext("2d")!;
  context.imageSmoothingQuality = "high";
  context.drawImage(full, 0, 0, width, height);
  const blob = await out.convertToBlob({
    type: IMAGE_COMPRESSION.outputType,
    quality: IMAGE_COMPRESSION.quality,
  });
  return { blob, width, height };
}

addEventListener("message", (event: MessageEvent<ConversionRequest>) => {
  const { id, blob } = event.data;
  void (async (): Promise<ConversionReply> => {
    try {
      const pixels = await decodeHeic(await loadOnce(), new Uint8Array(await blob.arrayBuffer()));
      return { id, ok: true, ...(await encodeJpeg(pixels)) };
    } catch (error) {
      return { id, ok: false, reason: error instanceof Error ? error.message : String(error) };
    }
  })().then((reply) => postMessage(reply));
});
