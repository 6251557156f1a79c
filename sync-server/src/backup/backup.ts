// Server-only: `backup FILE`. A consistent snapshot of the SQLite database taken with SQLite's
// online backup API (safe while the server runs and writes), then every other DATA_DIR file
// (photos, mail), then a manifest with each file's SHA-256, all in one tar (gzip for .gz/.tgz).
import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import SqliteDatabase from "better-sqlite3";
import { APP_VERSION } from "../version.ts";
import { DATABASE_NAME, FILES_PREFIX, listDataFiles, MANIFEST_NAME } from "./dataFiles.ts";
import { endOfArchive, tarBytes, tarFile } from "./tar.ts";

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

export async function createBackup(options: {
  dataDir: string;
  databaseFile: string;
  target: string;
}): Promise<BackupSummary> {
  const target = path.resolve(options.target);
  if (!fs.existsSync(options.databaseFile))
    throw new Error(`There is no database at ${options.databaseFile}; check DATA_DIR.`);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const partial = `${target}.part`;
  const workDir = fs.mkdtempSync(path.join(path.dirname(target), ".nutrisnap-backup-"));
  try {
    const snapshot = path.join(workDir, DATABASE_NAME);
    const migrations = await snapshotDatabase(options.databaseFile, snapshot);
    // Files are listed after the snapshot, so every photo the snapshot refers to is already there.
    const others = listDataFiles(options.dataDir, new Set([target, partial, workDir]));
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

    async function* archive(): AsyncGenerator<Buffer> {
      yield* tarFile(DATABASE_NAME, snapshot, record(DATABASE_NAME));
      for (const relative of others) {
        const name = `${FILES_PREFIX}${relative}`;
        yield* tarFile(name, path.join(options.dataDir, relative), record(name));
      }
      yield* tarBytes(MANIFEST_NAME, Buffer.from(JSON.stringify(manifest, null, 2)));
      yield endOfArchive();
    }
    const out = fs.createWriteStream(partial);
    if (isGzipName(target)) await pipeline(archive(), createGzip({ level: 6 }), out);
    else await pipeline(archive(), out);
    fs.renameSync(partial, target);
    return {
      file: target,
      bytes: fs.statSync(target).size,
      databaseBytes: fs.statSync(snapshot).size,
      otherFiles: others.length,
    };
  } finally {
    fs.rmSync(partial, { force: true });
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}
