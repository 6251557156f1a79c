/**
 * Where photo bytes live. The filesystem store serves one node; an S3-compatible store can
 * implement the same calls later (ARCHITECTURE, Scale-out). Keys look like `<user>/<photo>/<variant>`.
 */
export interface BlobStore {
  /** Stores the bytes atomically: a reader sees the whole blob or none. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  /** Removes every blob whose key starts with the prefix (a user's or a photo's folder). */
  deletePrefix(prefix: string): Promise<void>;
  /** Every key under a prefix (export, tests). */
  list(prefix: string): Promise<string[]>;
}
