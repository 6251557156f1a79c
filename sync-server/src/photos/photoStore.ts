// Chooses the photo store from the configuration (bootstrap.ts, the backup and restore commands).
import type { PhotoStoreConfig } from "../config.ts";
import type { BlobStore } from "./blobStore.ts";
import { createFsBlobStore } from "./fsBlobStore.ts";
import { createS3BlobStore } from "./s3BlobStore.ts";

export async function openPhotoStore(config: PhotoStoreConfig): Promise<BlobStore> {
  return config.kind === "s3" ? createS3BlobStore(config) : createFsBlobStore(config.dir);
}
