// Photos in an S3-compatible object store (issue 17): AWS S3, MinIO, Ceph, R2, Garage... through the
// AWS SDK, which is loaded only here, when PHOTO_STORE names a bucket (the single binary carries it
// as a separate asset it unpacks on this path alone).
import type { S3Client as S3ClientType } from "@aws-sdk/client-s3";
import { checkKey, contentTypeOf, folderOf, type BlobEntry, type BlobStore } from "./blobStore.ts";

export interface S3PhotoStore {
  bucket: string;
  /** Key prefix inside the bucket, without slashes at either end ("" for the bucket's root). */
  prefix: string;
  /** S3_ENDPOINT: another provider's URL; unset for AWS itself. */
  endpoint: string | undefined;
  /** S3_FORCE_PATH_STYLE: `endpoint/bucket/key` instead of `bucket.endpoint/key` (MinIO, most self-hosted). */
  forcePathStyle: boolean;
  region: string | undefined;
  /** Both set, or neither (the SDK's own chain then finds them: instance role, profile, ...). */
  credentials: { accessKeyId: string; secretAccessKey: string; sessionToken?: string } | undefined;
}

/** `s3://bucket/some/prefix` into its bucket and prefix; null if it is not such an address. */
export function parsePhotoStoreUrl(value: string): { bucket: string; prefix: string } | null {
  const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(value);
  if (!match) return null;
  const prefix = (match[2] ?? "").replace(/^\/+|\/+$/g, "");
  if (prefix !== "" && !/^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/.test(prefix)) return null;
  if (prefix.split("/").some((part) => part === "." || part === "..")) return null;
  return { bucket: match[1]!, prefix };
}

/** The SDK reports a missing object as NoSuchKey (GET) or NotFound (HEAD), always with a 404. */
const isMissing = (error: unknown): boolean => {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return (
    failure.name === "NoSuchKey" || failure.name === "NotFound" || failure.$metadata?.httpStatusCode === 404
  );
};

/** Opens the store and checks the bucket answers, so a wrong setting stops start-up with its name. */
export async function createS3BlobStore(settings: S3PhotoStore): Promise<BlobStore> {
  const sdk = await import("@aws-sdk/client-s3");
  const client: S3ClientType = new sdk.S3Client({
    region: settings.region ?? "us-east-1",
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Checksums only where the API demands them: many S3-compatible servers reject the newer
    // default (CRC32 trailers in aws-chunked bodies).
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const Bucket = settings.bucket;
  const where = `s3://${Bucket}${settings.prefix ? `/${settings.prefix}` : ""}`;
  const base = settings.prefix ? `${settings.prefix}/` : "";
  const objectKey = (key: string): string => `${base}${checkKey(key)}`;

  try {
    // A listing (not HEAD, which some servers answer without checking the signature) proves the
    // bucket exists and these keys may read it.
    await client.send(new sdk.ListObjectsCommand({ Bucket, Prefix: base, MaxKeys: 1 }));
  } catch (error) {
    client.destroy();
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    const reason =
      status === 404
        ? "the bucket does not exist"
        : status === 403 || status === 401
          ? "access denied (check AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY)"
          : String((error as Error).message || (error as Error).name);
    throw new Error(
      `The photo store ${where} is not reachable${settings.endpoint ? ` at ${settings.endpoint}` : ""}: ${reason}. ` +
        "Check PHOTO_STORE, S3_ENDPOINT, S3_FORCE_PATH_STYLE and AWS_REGION.",
      { cause: error },
    );
  }

  async function list(prefix: string): Promise<BlobEntry[]> {
    const folder = folderOf(prefix);
    const Prefix = `${base}${folder === "" ? "" : `${folder}/`}`;
    const found: BlobEntry[] = [];
    // Pages follow one another by the last key seen (ListObjects' Marker): every S3-compatible server
    // answers it alike, where some cannot make ListObjectsV2's continuation tokens.
    let Marker: string | undefined;
    for (;;) {
      const page = await client.send(new sdk.ListObjectsCommand({ Bucket, Prefix, Marker }));
      const objects = page.Contents ?? [];
      for (const object of objects) {
        if (!object.Key) continue;
        found.push({
          key: object.Key.slice(base.length),
          size: object.Size ?? 0,
          modifiedAt: object.LastModified ?? new Date(0),
        });
      }
      const last = objects.at(-1)?.Key;
      if (!page.IsTruncated || !last) break;
      Marker = last;
    }
    return found;
  }

  return {
    kind: "s3",
    where,
    async put(key, bytes, contentType) {
      // One PUT: the object appears whole or not at all.
      await client.send(
        new sdk.PutObjectCommand({
          Bucket,
          Key: objectKey(key),
          Body: bytes,
          ContentLength: bytes.byteLength,
          ContentType: contentType ?? contentTypeOf(key),
        }),
      );
    },
    async get(key) {
      try {
        const object = await client.send(new sdk.GetObjectCommand({ Bucket, Key: objectKey(key) }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : Buffer.alloc(0);
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async open(key) {
      try {
        const object = await client.send(new sdk.GetObjectCommand({ Bucket, Key: objectKey(key) }));
        if (!object.Body) return null;
        return {
          stream: object.Body.transformToWebStream() as ReadableStream<Uint8Array>,
          length: object.ContentLength ?? 0,
          contentType: object.ContentType ?? contentTypeOf(key),
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async exists(key) {
      try {
        await client.send(new sdk.HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async delete(key) {
      // Deleting a missing object succeeds in S3, as rm --force does on files.
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    async deletePrefix(prefix) {
      if (folderOf(prefix) === "") throw new Error("deletePrefix needs a folder");
      const keys = (await list(prefix)).map((entry) => entry.key);
      // DeleteObjects takes at most 1000 keys per call.
      for (let i = 0; i < keys.length; i += 1000) {
        const batch = keys.slice(i, i + 1000);
        const answer = await client.send(
          new sdk.DeleteObjectsCommand({
            Bucket,
            Delete: { Objects: batch.map((key) => ({ Key: objectKey(key) })), Quiet: true },
          }),
        );
        const failed = answer.Errors?.[0];
        if (failed)
          throw new Error(`could not delete ${failed.Key ?? "a photo"}: ${failed.Message ?? failed.Code}`);
      }
    },
    list,
    close() {
      client.destroy();
    },
  };
}
