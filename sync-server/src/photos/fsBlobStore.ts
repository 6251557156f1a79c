import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { BlobStore } from "./blobStore.ts";

const safeKey = /^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/;

/** Blobs as files under a root folder (DATA_DIR/photos); each write goes to a temp file, then rename. */
export function createFsBlobStore(root: string): BlobStore {
  const fileOf = (key: string): string => {
    if (!safeKey.test(key) || key.split("/").some((part) => part === ".." || part === "."))
      throw new Error(`unsafe blob key: ${key}`);
    return path.join(root, key);
  };
  const tempDir = path.join(root, ".tmp");

  async function walk(dir: string, prefix: string): Promise<string[]> {
    const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
    const keys: string[] = [];
    for (const entry of entries) {
      const key = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) keys.push(...(await walk(path.join(dir, entry.name), key)));
      else keys.push(key);
    }
    return keys;
  }

  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.mkdir(tempDir, { recursive: true });
      const temp = path.join(tempDir, `${randomBytes(8).toString("hex")}.part`);
      try {
        await fs.writeFile(temp, bytes);
        await fs.rename(temp, file);
      } catch (error) {
        await fs.rm(temp, { force: true });
        throw error;
      }
    },
    async get(key) {
      try {
        return await fs.readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
    },
    async deletePrefix(prefix) {
      await fs.rm(fileOf(prefix.replace(/\/+$/, "")), { recursive: true, force: true });
    },
    async list(prefix) {
      const clean = prefix.replace(/\/+$/, "");
      if (clean === "") return (await walk(root, "")).filter((key) => !key.startsWith(".tmp/"));
      return walk(fileOf(clean), clean);
    },
  };
}
