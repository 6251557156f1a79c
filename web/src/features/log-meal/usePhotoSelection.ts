// The photos chosen on the log-meal form, with the rules and messages of spec §5: at most 5, only
// the first that fit are kept, non-images rejected by name, pasted images counted in a toast.
import { useCallback, useEffect, useRef, useState } from "react";
import toast from "react-hot-toast";
import { plural } from "@lingui/core/macro";
import { selectPhotos, type PhotoSelectionProblem } from "@nutrisnap/shared/validation";
import { useValidationMessage } from "../../i18n/validationMessages.ts";

export interface PickedPhoto {
  id: string;
  file: File;
  /** An object URL for the thumbnail, released when the photo is removed. */
  url: string;
}

export type PhotoSource = "pick" | "drop" | "paste" | "camera";

let nextId = 0;

export function usePhotoSelection() {
  const translate = useValidationMessage();
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  // Events can arrive faster than renders (a paste right after a drop): count from a ref.
  const current = useRef<PickedPhoto[]>([]);

  const commit = (next: PickedPhoto[]) => {
    current.current = next;
    setPhotos(next);
  };

  const problemText = useCallback(
    (problem: PhotoSelectionProblem) => {
      const { key, ...values } = problem;
      return translate(key, values) ?? key;
    },
    [translate],
  );

  const add = useCallback(
    (files: readonly File[], source: PhotoSource) => {
      if (files.length === 0) return;
      const { accepted, problems } = selectPhotos(current.current.length, files);
      for (const problem of problems) toast.error(problemText(problem));
      if (accepted.length === 0) return;
      if (source === "paste") {
        toast.success(
          plural(accepted.length, { one: "# pasted photo added", other: "# pasted photos added" }),
        );
      }
      commit([
        ...current.current,
        ...accepted.map((file) => ({ id: `photo-${++nextId}`, file, url: URL.createObjectURL(file) })),
      ]);
    },
    [problemText],
  );

  const remove = useCallback((id: string) => {
    const gone = current.current.find((photo) => photo.id === id);
    if (gone) URL.revokeObjectURL(gone.url);
    commit(current.current.filter((photo) => photo.id !== id));
  }, []);

  const reset = useCallback(() => {
    for (const photo of current.current) URL.revokeObjectURL(photo.url);
    commit([]);
  }, []);

  useEffect(() => () => current.current.forEach((photo) => URL.revokeObjectURL(photo.url)), []);

  return { photos, add, remove, reset };
}
