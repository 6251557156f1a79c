// A displayable address for a meal photo: an object URL of the local Blob (released once no
// mounted component shows it), else the server's temporary_url (spec §3: preferred), else image_url.
import { useEffect, useMemo } from "react";
import type { LocalPhoto } from "./queries/localMeals.ts";

const urls = new Map<Blob, { url: string; users: number }>();

function urlOf(blob: Blob): string {
  let entry = urls.get(blob);
  if (!entry) {
    entry = { url: URL.createObjectURL(blob), users: 0 };
    urls.set(blob, entry);
  }
  return entry.url;
}

function release(blob: Blob): void {
  const entry = urls.get(blob);
  if (!entry) return;
  entry.users -= 1;
  // Later, so a remount (React StrictMode, list re-render) can take the same URL over.
  setTimeout(() => {
    if (entry.users > 0 || urls.get(blob) !== entry) return;
    urls.delete(blob);
    URL.revokeObjectURL(entry.url);
  }, 0);
}

/** Where the server shows the photo from: its temporary URL (spec §3: preferred), else image_url. */
export const serverPhotoAddress = (photo: LocalPhoto): string | undefined =>
  photo.temporary_url ?? photo.image_url ?? undefined;

export function usePhotoUrl(photo: LocalPhoto | null | undefined): string | undefined {
  const blob = photo?.blob;
  const local = useMemo(() => (blob ? urlOf(blob) : undefined), [blob]);
  useEffect(() => {
    if (!blob) return;
    urlOf(blob);
    urls.get(blob)!.users += 1;
    return () => release(blob);
  }, [blob]);
  return local ?? (photo ? serverPhotoAddress(photo) : undefined);
}
