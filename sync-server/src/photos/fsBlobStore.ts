import { randomBytes } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { checkKey, contentTypeOf, folderOf, type BlobEntry, type BlobStore } from "./blobStore.ts";

const missing = (error: unknown): boolean => (error as NodeJS.ErrnoException).code === "ENOENT";

/** Blobs as files under a root folder (DATA_DIR/photos); each write goes to a temp file, then rename. */
export function createFsBlobStore(root: string): BlobStore {
  const fileOf = (key: string): string => path.join(root, checkKey(key));
  const tempDir = path.join(root, ".tmp");

  async function walk(dir: string, prefix: string): Promise<BlobEntry[]> {
    const entries = await fsp.readdir(dir, { withFileTypes: true }).catch(() => []);
    const found: BlobEntry[] = [];
    for (const entry of entries) {
      const key = prefix ? `${prefix}/${entry.name}` : entry.name;
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) found.push(...(await walk(file, key)));
      else {
        const stat = await fsp.stat(file).catch(() => null);
        if (stat) found.push({ key, size: stat.size, modifiedAt: stat.mtime });
      }
    }
    return found;
  }

  return {
    kind: "file",
    where: root,
    async put(key, bytes) {
      const file = fileOf(key);
      await fsp.mkdir(path.dirname(file), { recursive: true });
      await fsp.mkdir(tempDir, { recursive: true });
      const temp = path.join(tempDir, `${randomBytes(8).toString("hex")}.part`);
      try {
        await fsp.writeFile(temp, bytes);
        await fsp.rename(temp, file);
      } catch (error) {
        await fsp.rm(temp, { force: true });
        throw error;
      }
    },
    async get(key) {
      try {
        return await fsp.readFile(fileOf(key));
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async open(key) {
      const file = fileOf(key);
      let handle: fsp.FileHandle;
      try {
        handle = await fsp.open(file, "r");
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
      // The length of the file opened, even if a rename replaces the name meanwhile.
      const { size } = await handle.stat();
      const stream = Readable.toWeb(fs.createReadStream("", { fd: handle, autoClose: true }));
      return { stream: stream as ReadableStream<Uint8Array>, length: size, contentType: contentTypeOf(key) };
    },
    async exists(key) {
      return (await fsp.stat(fileOf(key)).catch(() => null))?.isFile() ?? false;
    },
    async delete(key) {
      await fsp.rm(fileOf(key), { force: true });
    },
    async deletePrefix(prefix) {
      const folder = folderOf(prefix);
      if (folder === "") throw new Error("deletePrefix needs a folder");
      await fsp.rm(path.join(root, folder), { recursive: true, force: true });
    },
    async list(prefix) {
      const folder = folderOf(prefix);
      if (folder === "") return (await walk(root, "")).filter((entry) => !entry.key.startsWith(".tmp/"));
      return walk(path.join(root, folder), folder);
    },
    close() {},
  };
}
