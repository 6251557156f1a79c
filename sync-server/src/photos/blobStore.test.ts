// One suite, both photo stores: files under a folder and a real S3-compatible server on loopback.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startObjectStore, type TestObjectStore } from "../testing/objectStore.ts";
import type { BlobStore } from "./blobStore.ts";
import { createFsBlobStore } from "./fsBlobStore.ts";
import { createS3BlobStore } from "./s3BlobStore.ts";

let objectStore: TestObjectStore;
beforeAll(async () => {
  objectStore = await startObjectStore();
});
afterAll(() => objectStore.close());

const stores: [string, () => Promise<{ store: BlobStore; done: () => void }>][] = [
  [
    "file",
    async () => {
      const root = fs.mkdtempSync(path.join(os.tmpdir(), "nutrisnap-blobs-"));
      return {
        store: createFsBlobStore(root),
        done: () => fs.rmSync(root, { recursive: true, force: true }),
      };
    },
  ],
  [
    "s3",
    async () => {
      // A fresh prefix per test: the tests share the bucket, never each other's keys.
      const store = await createS3BlobStore(objectStore.settings(`t${Math.random().toString(36).slice(2)}`));
      return { store, done: () => store.close() };
    },
  ],
];

const bytes = (text: string) => new Uint8Array(Buffer.from(text));

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  return Buffer.from(await new Response(stream).arrayBuffer()).toString();
}

describe.each(stores)("the %s photo store", (kind, open) => {
  let store: BlobStore;
  let done: () => void;
  beforeEach(async () => {
    ({ store, done } = await open());
  });
  afterEach(() => done());

  it("says what it is", () => {
    expect(store.kind).toBe(kind);
  });

  it("stores, reads whole and as a stream with its length and type, and deletes", async () => {
    await store.put("u1/m1/p1-display.jpg", bytes("display bytes"), "image/jpeg");
    expect((await store.get("u1/m1/p1-display.jpg"))?.toString()).toBe("display bytes");
    expect(await store.exists("u1/m1/p1-display.jpg")).toBe(true);
    const body = await store.open("u1/m1/p1-display.jpg");
    expect(body).not.toBeNull();
    expect(body!.length).toBe("display bytes".length);
    expect(body!.contentType).toBe("image/jpeg");
    expect(await readAll(body!.stream)).toBe("display bytes");

    await store.delete("u1/m1/p1-display.jpg");
    expect(await store.get("u1/m1/p1-display.jpg")).toBeNull();
    expect(await store.open("u1/m1/p1-display.jpg")).toBeNull();
    expect(await store.exists("u1/m1/p1-display.jpg")).toBe(false);
    // Deleting what is not there is no error.
    await store.delete("u1/m1/p1-display.jpg");
  });

  it("answers null for a blob that was never stored", async () => {
    expect(await store.get("nobody/none.jpg")).toBeNull();
    expect(await store.open("nobody/none.jpg")).toBeNull();
    expect(await store.exists("nobody/none.jpg")).toBe(false);
  });

  it("replaces a blob stored again under the same key", async () => {
    await store.put("u1/a.jpg", bytes("first"));
    await store.put("u1/a.jpg", bytes("second, longer"));
    expect((await store.get("u1/a.jpg"))?.toString()).toBe("second, longer");
    expect((await store.open("u1/a.jpg"))?.length).toBe("second, longer".length);
  });

  it("lists and deletes by folder, never reaching a folder whose name only starts the same", async () => {
    await store.put("ab/m1/x.jpg", bytes("1"));
    await store.put("ab/m2/y.jpg", bytes("22"));
    await store.put("abc/m1/z.jpg", bytes("333"));
    const all = await store.list("");
    expect(all.map((entry) => entry.key).sort()).toEqual(["ab/m1/x.jpg", "ab/m2/y.jpg", "abc/m1/z.jpg"]);
    expect(all.find((entry) => entry.key === "abc/m1/z.jpg")?.size).toBe(3);
    for (const entry of all) expect(Math.abs(entry.modifiedAt.getTime() - Date.now())).toBeLessThan(600_000);
    expect((await store.list("ab")).map((entry) => entry.key).sort()).toEqual(["ab/m1/x.jpg", "ab/m2/y.jpg"]);
    expect((await store.list("ab/")).map((entry) => entry.key).sort()).toEqual([
      "ab/m1/x.jpg",
      "ab/m2/y.jpg",
    ]);
    expect((await store.list("ab/m2")).map((entry) => entry.key)).toEqual(["ab/m2/y.jpg"]);

    await store.deletePrefix("ab/m1");
    expect((await store.list("")).map((entry) => entry.key).sort()).toEqual(["ab/m2/y.jpg", "abc/m1/z.jpg"]);
    await store.deletePrefix("ab");
    expect((await store.list("")).map((entry) => entry.key)).toEqual(["abc/m1/z.jpg"]);
    expect((await store.get("abc/m1/z.jpg"))?.toString()).toBe("333");
  });

  it("lists more blobs than one page of an S3 listing holds", async () => {
    const keys = Array.from({ length: 1005 }, (_, i) => `many/k${String(i).padStart(4, "0")}.jpg`);
    for (let i = 0; i < keys.length; i += 50)
      await Promise.all(keys.slice(i, i + 50).map((key) => store.put(key, bytes("x"))));
    expect((await store.list("many")).map((entry) => entry.key).sort()).toEqual(keys);
    await store.deletePrefix("many");
    expect(await store.list("many")).toEqual([]);
  }, 120_000);

  it("refuses keys that could leave its folder, and deleting everything at once", async () => {
    for (const key of ["../x.jpg", "/abs.jpg", "u1/../../x", "u1/./x", "a b.jpg", ""])
      await expect(store.put(key, bytes("no"))).rejects.toThrow(/unsafe blob key/);
    await expect(store.get("../etc/passwd")).rejects.toThrow(/unsafe blob key/);
    await expect(store.deletePrefix("")).rejects.toThrow(/needs a folder/);
    await expect(store.deletePrefix("/")).rejects.toThrow(/needs a folder/);
  });
});

describe("the S3 photo store's settings", () => {
  it("stops with a message naming the settings when the bucket does not exist", async () => {
    await expect(createS3BlobStore({ ...objectStore.settings(), bucket: "no-such-bucket" })).rejects.toThrow(
      /s3:\/\/no-such-bucket\/photos is not reachable.*bucket does not exist.*PHOTO_STORE/,
    );
  });

  it("stops with a message naming the keys when they are wrong", async () => {
    await expect(
      createS3BlobStore({
        ...objectStore.settings(),
        credentials: { accessKeyId: "NOT-A-KEY", secretAccessKey: "wrong" },
      }),
    ).rejects.toThrow(/access denied.*AWS_SECRET_ACCESS_KEY/);
  });

  it("keeps its photos under the prefix only", async () => {
    const a = await createS3BlobStore(objectStore.settings("tenant-a/photos"));
    const b = await createS3BlobStore(objectStore.settings("tenant-b"));
    try {
      await a.put("u1/p.jpg", bytes("a's"));
      expect(await b.get("u1/p.jpg")).toBeNull();
      expect(await b.list("")).toEqual([]);
      expect((await a.list("")).map((entry) => entry.key)).toEqual(["u1/p.jpg"]);
    } finally {
      a.close();
      b.close();
    }
  });
});
