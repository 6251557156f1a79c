// A real S3-compatible server on loopback for tests (s3rver: S3's REST protocol with signature
// checks, objects as files in a temporary folder), on a free port, with one empty bucket.
import fs from "node:fs";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import type { S3PhotoStore } from "../photos/s3BlobStore.ts";

/** The part of s3rver (CommonJS, no type declarations of its own) the tests use. */
interface S3rverServer {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverClass = new (options: {
  address: string;
  port: number;
  directory: string;
  silent: boolean;
  configureBuckets: { name: string }[];
}) => S3rverServer;
const S3rver = createRequire(import.meta.url)("s3rver") as S3rverClass;

export interface TestObjectStore {
  endpoint: string;
  bucket: string;
  /** The settings a server reads (PHOTO_STORE, S3_*, AWS_*), for `createTestServer({ env })`. */
  env(prefix?: string): Record<string, string>;
  settings(prefix?: string): S3PhotoStore;
  close(): Promise<void>;
}

/** s3rver's built-in account. */
const ACCESS_KEY = "S3RVER";

export async function startObjectStore(bucket = "nutrisnap-photos"): Promise<TestObjectStore> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "nutrisnap-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: (prefix = "photos") => ({
      PHOTO_STORE: `s3://${bucket}/${prefix}`,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: "true",
      AWS_REGION: "us-east-1",
      AWS_ACCESS_KEY_ID: ACCESS_KEY,
      AWS_SECRET_ACCESS_KEY: ACCESS_KEY,
    }),
    settings: (prefix = "photos") => ({
      bucket,
      prefix,
      endpoint,
      forcePathStyle: true,
      region: "us-east-1",
      credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY },
    }),
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
