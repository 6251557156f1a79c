/**
 * Where photo bytes live: files under DATA_DIR/photos on one node (fsBlobStore.ts), or an
 * S3-compatible object store shared by several nodes (s3BlobStore.ts). Keys look like
 * `<user>/<meal>/<photo>-<variant>.jpg`; a prefix names a folder (`<user>` or `<user>/<meal>`), so
 * the prefix `ab` never reaches `abc/...`.
 */
export interface BlobStore {
  /** `file` (DATA_DIR/photos) or `s3`; `where` says which folder or bucket, for logs and messages. */
  readonly kind: "file" | "s3";
  readonly where: string;
  /** Stores the bytes atomically: a reader sees the whole blob or none. */
  put(key: string, bytes: Uint8Array, contentType?: string): Promise<void>;
  /** The whole blob in memory (analysis, copies, export), or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** The blob as a stream with its length and type (serving), or null when there is none. */
  open(key: string): Promise<BlobBody | null>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** Removes every blob in the folder named by the prefix (a user's or a meal's). */
  deletePrefix(prefix: string): Promise<void>;
  /** Every blob in the folder named by the prefix ("" for all), with its size and time. */
  list(prefix: string): Promise<BlobEntry[]>;
  /** Lets go of connections (the S3 client's sockets); the store is not used afterwards. */
  close(): void;
}

export interface BlobBody {
  stream: ReadableStream<Uint8Array>;
  length: number;
  contentType: string;
}

export interface BlobEntry {
  key: string;
  size: number;
  modifiedAt: Date;
}

const safeKey = /^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/;

/** Keys are made by the server, never by a client: anything else (`..`, `/x`, spaces) is a bug. */
export function checkKey(key: string): string {
  if (!safeKey.test(key) || key.split("/").some((part) => part === ".." || part === "."))
    throw new Error(`unsafe blob key: ${key}`);
  return key;
}

/** A prefix as a folder: "" stays "", `a/b/` and `a/b` both become `a/b`. */
export function folderOf(prefix: string): string {
  const clean = prefix.replace(/\/+$/, "");
  return clean === "" ? "" : checkKey(clean);
}

export const contentTypeOf = (key: string): string =>
  /\.jpe?g$/i.test(key) ? "image/jpeg" : "application/octet-stream";
