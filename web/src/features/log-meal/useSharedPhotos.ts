// Photos shared into the installed app arrive at /log-meal?shared=1 (the service worker stored
// them): they are added as if picked, so the screen's counter, thumbnails and messages apply.
import { useEffect } from "react";
import { takeShare } from "../../data/index.ts";
import type { PhotoSource } from "./usePhotoSelection.ts";

export function useSharedPhotos(add: (files: readonly File[], source: PhotoSource) => void) {
  useEffect(() => {
    const url = new URL(window.location.href);
    if (url.searchParams.get("shared") !== "1") return;
    // Taking is atomic, so a second run of this effect (development's strict mode) finds nothing;
    // the first run's files are added even if that run was cleaned up, as the screen is the same.
    void takeShare().then((files) => {
      add(files, "pick");
      // A reload must not add them again: the address forgets the share.
      url.searchParams.delete("shared");
      window.history.replaceState(window.history.state, "", url.pathname + url.search + url.hash);
    });
  }, [add]);
}
