// The photos chosen on the log-meal form, with the rules and messages of spec §5: at most 5, only
// the first that fit are kept, non-images rejected by name, pasted images counted in a toast.
// HEIC photos are converted to JPEG as they arrive (decision 070); each thumbnail shows it.
import { useCallback, useEffect, useRef, useState } from "react";
import toast from "react-hot-toast";
import { plural } from "@lingui/core/macro";
import { selectPhotos, type PhotoSelectionProblem } from "@nutrisnap/shared/validation";
import { looksLikeHeic, preparePhoto } from "../../data/index.ts";
import { useValidationMessage } from "../../i18n/validationMessages.ts";

export interface PickedPhoto {
  id: string;
  file: File;
  /** An object URL for the thumbnail, released when the photo is removed; "" until there is one. */
  url: string;
  /** A HEIC photo is "converting" until it is a JPEG, or "failed" with the reason in `problem`. */
  status: "ready" | "converting" | "failed";
  problem?: string;
}

export type PhotoSource = "pick" | "drop" | "paste" | "camera";

let nextId = 0;

export function usePhotoSelection() {
  const translate = useValidationMessage();
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  // Events can arrive faster than renders (a paste right after a drop): count from a ref.
  const current = useRef<PickedPhoto[]>([]);

  const commit = useCallback((next: PickedPhoto[]) => {
    current.current = next;
    setPhotos(next);
  }, []);

  const problemText = useCallback(
    (problem: PhotoSelectionProblem) => {
      const { key, ...values } = problem;
      return translate(key, values) ?? key;
    },
    [translate],
  );

  /** Replaces a converting photo by its JPEG, or marks it failed; nothing if it was removed meanwhile. */
  const convert = useCallback(
    async (id: string, file: File) => {
      const prepared = await preparePhoto(file);
      if (!current.current.some((photo) => photo.id === id)) return;
      commit(
        current.current.map((photo): PickedPhoto => {
          if (photo.id !== id) return photo;
          return prepared.ok
            ? { id, file: prepared.file, url: URL.createObjectURL(prepared.file), status: "ready" }
            : { id, file, url: "", status: "failed", problem: prepared.message };
        }),
      );
    },
    [commit],
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
      const added = accepted.map((file): PickedPhoto =>
        looksLikeHeic(file)
          ? { id: `photo-${++nextId}`, file, url: "", status: "converting" }
          : { id: `photo-${++nextId}`, file, url: URL.createObjectURL(file), status: "ready" },
      );
      commit([...current.current, ...added]);
      for (const photo of added) if (photo.status === "converting") void convert(photo.id, photo.file);
    },
    [problemText, commit, convert],
  );

  const remove = useCallback(
    (id: string) => {
      const gone = current.current.find((photo) => photo.id === id);
      if (gone?.url) URL.revokeObjectURL(gone.url);
      commit(current.current.filter((photo) => photo.id !== id));
    },
    [commit],
  );

  const reset = useCallback(() => {
    for (const photo of current.current) if (photo.url) URL.revokeObjectURL(photo.url);
    commit([]);
  }, [commit]);

  useEffect(() => () => current.current.forEach((photo) => photo.url && URL.revokeObjectURL(photo.url)), []);

  return { photos, add, remove, reset };
}
