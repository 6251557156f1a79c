// Server-only: which files under DATA_DIR a backup carries besides the database.
import fs from "node:fs";
import path from "node:path";
import { RUNTIME_FOLDER } from "../sea/singleBinary.ts";

export const DATABASE_NAME = "nutrisnap.sqlite";
export const MANIFEST_NAME = "manifest.json";
/** Where the other DATA_DIR files (photos, mail) sit inside the archive. */
export const FILES_PREFIX = "files/";
export const RESTORE_STAGING_PREFIX = ".restore-";
/** The photo store's folder under DATA_DIR, and the photos' place in an archive (under FILES_PREFIX). */
export const PHOTOS_FOLDER = "photos";

/**
 * Skipped: the live database and its journals (the backup writes a snapshot instead), the unpacked
 * runtime of the single binary, half-written temp files and an unfinished restore.
 */
export function isSkipped(relativePath: string): boolean {
  const [top = "", ...rest] = relativePath.split("/");
  if (rest.length === 0 && top.startsWith(DATABASE_NAME)) return true;
  if (top === RUNTIME_FOLDER || top.startsWith(RESTORE_STAGING_PREFIX)) return true;
  return relativePath.split("/").some((part) => part === ".tmp" || part.endsWith(".part"));
}

/** Every regular file under `root` that belongs in a backup, as sorted POSIX relative paths. */
export function listDataFiles(root: string, exclude: ReadonlySet<string> = new Set()): string[] {
  const found: string[] = [];
  const walk = (dir: string, prefix: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (isSkipped(relative) || exclude.has(path.join(root, relative))) continue;
      if (entry.isDirectory()) walk(path.join(dir, entry.name), relative);
      else if (entry.isFile()) found.push(relative);
    }
  };
  if (fs.existsSync(root)) walk(root, "");
  return found.sort();
}
