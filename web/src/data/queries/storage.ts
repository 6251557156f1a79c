// Storage on this device for the Settings screen (issue 19, decision 071): the meal photos kept
// here (live), and what the browser says about the site's usage, quota and persistence.
import { useEffect, useState } from "react";
import { useLiveQuery } from "dexie-react-hooks";
import { dataContext } from "../context.ts";
import {
  deviceStorage,
  freeUpPhotoSpace,
  photoStorage,
  type DeviceStorage,
  type Freed,
  type PhotoStorage,
} from "../photos/photoStorage.ts";

export interface StorageView {
  photos: PhotoStorage | undefined;
  device: DeviceStorage | undefined;
}

export function useStorage(): StorageView {
  const { db } = dataContext();
  const photos = useLiveQuery(() => photoStorage(db), [db]);
  const [device, setDevice] = useState<DeviceStorage>();
  // The browser's figures are read again whenever the photos kept here change.
  const kept = photos?.keptBytes;
  useEffect(() => {
    let current = true;
    void deviceStorage().then((next) => current && setDevice(next));
    return () => {
      current = false;
    };
  }, [kept]);
  return { photos, device };
}

/** "Free up space": removes the photo Blobs the server has (never an unsent one). */
export const freeUpSpace = (): Promise<Freed> => freeUpPhotoSpace(dataContext().db);
