// Turns decoded RGBA pixels upright by an EXIF orientation (1-8), so the JPEG made from them shows
// the photo as the camera meant without carrying any EXIF at all.
import type { Orientation } from "./heicOrientation.ts";

export interface Pixels {
  width: number;
  height: number;
  /** RGBA, row by row. */
  data: Uint8ClampedArray<ArrayBuffer>;
}

/** Where the stored pixel (x, y) lands in the upright image of size (w, h). */
function target(orientation: Orientation, x: number, y: number, w: number, h: number): [number, number] {
  switch (orientation) {
    case 1:
      return [x, y];
    case 2: // mirrored left-right
      return [w - 1 - x, y];
    case 3: // turned 180°
      return [w - 1 - x, h - 1 - y];
    case 4: // mirrored top-bottom
      return [x, h - 1 - y];
    case 5: // mirrored along the main diagonal
      return [y, x];
    case 6: // to be turned 90° clockwise
      return [w - 1 - y, x];
    case 7: // mirrored along the other diagonal
      return [w - 1 - y, h - 1 - x];
    case 8: // to be turned 90° counter-clockwise
      return [y, h - 1 - x];
  }
}

export function orientPixels(image: Pixels, orientation: Orientation): Pixels {
  if (orientation === 1) return image;
  const swaps = orientation >= 5;
  const width = swaps ? image.height : image.width;
  const height = swaps ? image.width : image.height;
  const source = new Uint32Array(image.data.buffer, image.data.byteOffset, image.width * image.height);
  const data = new Uint8ClampedArray(width * height * 4);
  const out = new Uint32Array(data.buffer);
  for (let y = 0; y < image.height; y += 1) {
    for (let x = 0; x < image.width; x += 1) {
      const [tx, ty] = target(orientation, x, y, width, height);
      out[ty * width + tx] = source[y * image.width + x]!;
    }
  }
  return { width, height, data };
}
