import fs from "node:fs";
import path from "node:path";

/** Where the built web app's files come from: a folder now, the single binary's assets later. */
export interface WebAssets {
  read(relativePath: string): Uint8Array | null;
}

export function folderWebAssets(root: string): WebAssets {
  const base = path.resolve(root);
  return {
    read(relativePath) {
      const file = path.resolve(base, `.${path.posix.normalize(`/${relativePath}`)}`);
      if (!file.startsWith(base + path.sep)) return null;
      try {
        return fs.statSync(file).isFile() ? fs.readFileSync(file) : null;
      } catch {
        return null;
      }
    },
  };
}
