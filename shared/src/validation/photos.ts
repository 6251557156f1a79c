import { MAX_PHOTOS_PER_MEAL } from "../constants.ts";

export interface PhotoCandidate {
  name: string;
  type: string;
}

export type PhotoSelectionProblem =
  | { key: "notAnImage"; filename: string }
  | { key: "onlyMorePhotos"; count: number }
  | { key: "tooManyPhotos"; max: number };

/**
 * spec §5 meal logging: non-images are rejected by name; when more are added than slots remain,
 * only the first that fit are kept.
 */
export function selectPhotos<T extends PhotoCandidate>(
  alreadyChosen: number,
  candidates: readonly T[],
  max: number = MAX_PHOTOS_PER_MEAL,
): { accepted: T[]; problems: PhotoSelectionProblem[] } {
  const problems: PhotoSelectionProblem[] = [];
  const images = candidates.filter((file) => {
    // Browsers often give HEIC no type (constants: IMAGE_COMPRESSION); the device converts it.
    const isImage = file.type.startsWith("image/") || (file.type === "" && /\.hei[cf]$/i.test(file.name));
    if (!isImage) problems.push({ key: "notAnImage", filename: file.name });
    return isImage;
  });
  const remaining = Math.max(0, max - alreadyChosen);
  if (remaining === 0 && images.length > 0) {
    problems.push({ key: "tooManyPhotos", max });
    return { accepted: [], problems };
  }
  if (images.length > remaining) problems.push({ key: "onlyMorePhotos", count: remaining });
  return { accepted: images.slice(0, remaining), problems };
}
