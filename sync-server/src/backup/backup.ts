// Server-only: `backup FILE`. A consistent snapshot of the SQLite database taken with SQLite's
// online backup API (safe while the server runs and writes), then every other DATA_DIR file
// (photos, mail), then a manifest with each file's SHA-256, all in one tar (gzip for .gz/.tgz).
// With photos in an object store, they are read from the bucket into the same place in the
// archive (files/photos/...), so one archive restores into either store (docs/decisions/096).
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import { SqliteDatabase } from "../db/sqliteDriver.ts";
import type { BlobStore } from "../photos/blobStore.ts";
import { APP_VERSION } from "../version.ts";
import { DATABASE_NAME, FILES_PREFIX, listDataFiles, MANIFEST_NAME, PHOTOS_FOLDER } from "./dataFiles.ts";
import { TarWriter } from "./tar.ts";

export const BACKUP_FORMAT = "nutrisnap-backup";

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  formatVersion: 1;
  appVersion: string;
  createdAt: string;
  /** Schema migrations applied in the snapshot: a restore refuses one newer than itself. */
  migrations: string[];
  files: { path: string; size: number; sha256: string }[];
}

export interface BackupSummary {
  file: string;
  bytes: number;
  databaseBytes: number;
  otherFiles: number;
}

export const isGzipName = (file: string): boolean => /\.(gz|tgz)$/i.test(file);

/** Copies the live database page by page into `target`; the copy is one consistent state. */
async function snapshotDatabase(databaseFile: string, target: string): Promise<string[]> {
  const source = new SqliteDatabase(databaseFile, { fileMustExist: true });
  try {
    source.pragma("busy_timeout = 5000");
    // All remaining pages in one step after the first: no restart when the server writes meanwhile.
    await source.backup(target, { progress: ({ remainingPages }) => Math.max(remainingPages, 100) });
  } finally {
    source.close();
  }
  const copy = new SqliteDatabase(target, { readonly: true });
  try {
    const rows = copy.prepare("SELECT name FROM kysely_migration ORDER BY name").all() as { name: string }[];
    return rows.map((row) => row.name);
  } catch {
    return []; // a database that was never migrated
  } finally {
    copy.close();
  }
}

const WORK_DIR_PREFIX = ".nutrisnap-backup-";

const processAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
};

/**
 * Work folders (`.nutrisnap-backup-<pid>-*`, holding the database copy) left beside the target by
 * a backup that was killed outright; a running backup's folder is left alone.
 */
function removeAbandonedWorkDirs(folder: string): void {
  for (const entry of fs.readdirSync(folder)) {
    const pid = Number(/^\.nutrisnap-backup-(\d+)-/.exec(entry)?.[1]);
    if (pid && pid !== process.pid && !processAlive(pid)) {
      fs.rmSync(path.join(folder, entry), { recursive: true, force: true });
    }
  }
}

/** Removes the partial archive and the database copy if the process is stopped mid-backup. */
function cleanUpOnSignals(cleanUp: () => void): () => void {
  const signals: NodeJS.Signals[] = ["SIGINT", "SIGTERM", "SIGHUP"];
  const handlers = signals.map((signal) => {
    const handler = () => {
      cleanUp();
      process.exit(signal === "SIGINT" ? 130 : 143);
    };
    process.once(signal, handler);
    return [signal, handler] as const;
  });
  return () => {
    for (const [signal, handler] of handlers) process.off(signal, handler);
  };
}

export async function createBackup(options: {
  dataDir: string;
  databaseFile: string;
  target: string;
  /** Called with the files to carry besides the database, before they are read (progress). */
  onListed?: (files: string[]) => void | Promise<void>;
  /** The command line: clean up when stopped with Ctrl-C or a kill (the server has its own). */
  cleanUpOnSignals?: boolean;
  /** The photo store; an object store's photos are read from it (a file store's are DATA_DIR files). */
  photos?: BlobStore;
}): Promise<BackupSummary> {
  const target = path.resolve(options.target);
  if (!fs.existsSync(options.databaseFile))
    throw new Error(`There is no database at ${options.databaseFile}; check DATA_DIR.`);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  removeAbandonedWorkDirs(path.dirname(target));
  const partial = `${target}.part`;
  const workDir = fs.mkdtempSync(path.join(path.dirname(target), `${WORK_DIR_PREFIX}${process.pid}-`));
  const cleanUp = () => {
    fs.rmSync(partial, { force: true });
    fs.rmSync(workDir, { recursive: true, force: true });
  };
  const stopWatching = options.cleanUpOnSignals ? cleanUpOnSignals(cleanUp) : () => {};
  try {
    const snapshot = path.join(workDir, DATABASE_NAME);
    const migrations = await snapshotDatabase(options.databaseFile, snapshot);
    // Files are listed after the snapshot, so every photo the snapshot refers to is already there.
    const inBucket = options.photos?.kind === "s3" ? options.photos : null;
    // With an object store, DATA_DIR/photos is not where photos live (a leftover from before the move).
    const others = listDataFiles(options.dataDir, new Set([target, partial, workDir])).filter(
      (file) => !inBucket || !file.startsWith(`${PHOTOS_FOLDER}/`),
    );
    const objects = inBucket ? (await inBucket.list("")).map((entry) => entry.key).sort() : [];
    await options.onListed?.([...others, ...objects.map((key) => `${PHOTOS_FOLDER}/${key}`)]);
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: 1,
      appVersion: APP_VERSION,
      createdAt: new Date().toISOString(),
      migrations,
      files: [],
    };
    const record = (name: string) => (sha256: string, size: number) =>
      manifest.files.push({ path: name, size, sha256 });

    const writer = new TarWriter();
    const out = fs.createWriteStream(partial);
    const written = isGzipName(target)
      ? pipeline(writer.output, createGzip({ level: 6 }), out)
      : pipeline(writer.output, out);
    const added = (async () => {
      await writer.addFile(DATABASE_NAME, snapshot, record(DATABASE_NAME));
      for (const relative of others) {
        const name = `${FILES_PREFIX}${relative}`;
        // A photo deleted since the listing is left out (issue 12): the user deleted it while the
        // backup ran; a restored database that still names it answers 404 for it.
        await writer.addFile(name, path.join(options.dataDir, relative), record(name), { skipMissing: true });
      }
      for (const key of objects) {
        // One photo at a time in memory (a few MB at most); one deleted since the listing is left out.
        const bytes = await inBucket!.get(key);
        if (!bytes) continue;
        const name = `${FILES_PREFIX}${PHOTOS_FOLDER}/${key}`;
        await writer.addBytes(name, bytes);
        record(name)(createHash("sha256").update(bytes).digest("hex"), bytes.length);
      }
      await writer.addBytes(MANIFEST_NAME, Buffer.from(JSON.stringify(manifest, null, 2)));
      writer.finish();
    })();
    // A failed write (disk full) stops the adding, and a failed read stops the writing.
    written.catch((error: unknown) => writer.abort(error));
    added.catch((error: unknown) => writer.abort(error));
    await Promise.all([added, written]);
    fs.renameSync(partial, target);
    return {
      file: target,
      bytes: fs.statSync(target).size,
      databaseBytes: fs.statSync(snapshot).size,
      otherFiles: manifest.files.length - 1,
    };
  } finally {
    stopWatching();
    cleanUp();
  }
}
