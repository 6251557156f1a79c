// Server-only: `restore FILE [--force]`. Unpacks into a staging folder inside DATA_DIR, checks
// every file against the manifest and the database's integrity and schema, and only then moves
// the files into place. Run it with the server stopped. With photos in an object store, the
// archive's photos go into the bucket instead of DATA_DIR/photos (docs/decisions/096).
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { createGunzip } from "node:zlib";
import { SqliteDatabase } from "../db/sqliteDriver.ts";
import { migrations as knownMigrations } from "../db/migrations/index.ts";
import type { BlobStore } from "../photos/blobStore.ts";
import { RUNTIME_FOLDER } from "../sea/singleBinary.ts";
import { BACKUP_FORMAT, type BackupManifest } from "./backup.ts";
import {
  DATABASE_NAME,
  FILES_PREFIX,
  isSkipped,
  MANIFEST_NAME,
  PHOTOS_FOLDER,
  RESTORE_STAGING_PREFIX,
} from "./dataFiles.ts";
import { readTar } from "./tar.ts";

export class RestoreError extends Error {}

export interface RestoreSummary {
  createdAt: string;
  appVersion: string;
  files: number;
}

/** True when DATA_DIR holds anything besides the binary's unpacked runtime. */
export function holdsData(dataDir: string): boolean {
  if (!fs.existsSync(dataDir)) return false;
  return fs
    .readdirSync(dataDir)
    .some((name) => name !== RUNTIME_FOLDER && !name.startsWith(RESTORE_STAGING_PREFIX));
}

async function openArchive(file: string): Promise<AsyncIterable<Buffer>> {
  const handle = await fs.promises.open(file, "r");
  const magic = Buffer.alloc(2);
  await handle.read(magic, 0, 2, 0);
  await handle.close();
  const stream = fs.createReadStream(file);
  return magic[0] === 0x1f && magic[1] === 0x8b ? stream.pipe(createGunzip()) : Readable.from(stream);
}

/** A manifest lists paths and checksums: far below this even for a million photos. */
const MAX_MANIFEST_BYTES = 256 * 1024 * 1024;

/** Unpacks the archive into `staging`, answering each file's SHA-256 and the manifest. */
async function unpack(
  file: string,
  staging: string,
): Promise<{ manifest: BackupManifest; hashes: Map<string, string> }> {
  const hashes = new Map<string, string>();
  let manifestText: string | null = null;
  await readTar(await openArchive(file), async (entry, body) => {
    if (hashes.has(entry.name) || (entry.name === MANIFEST_NAME && manifestText !== null))
      throw new RestoreError(`The archive holds ${entry.name} twice: it is not a NutriSnap backup.`);
    if (entry.name === MANIFEST_NAME) {
      if (entry.size > MAX_MANIFEST_BYTES)
        throw new RestoreError("The archive's manifest is too large: it is not a NutriSnap backup.");
      const parts: Buffer[] = [];
      for await (const part of body) parts.push(part);
      manifestText = Buffer.concat(parts).toString("utf8");
      return;
    }
    const target = path.join(staging, entry.name);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    const hash = createHash("sha256");
    const out = await fs.promises.open(target, "wx");
    try {
      for await (const part of body) {
        hash.update(part);
        await out.write(part);
      }
    } finally {
      await out.close();
    }
    hashes.set(entry.name, hash.digest("hex"));
  });
  if (manifestText === null)
    throw new RestoreError("The archive has no manifest: it is not a NutriSnap backup.");
  const manifest = JSON.parse(manifestText) as BackupManifest;
  if (manifest.format !== BACKUP_FORMAT || manifest.formatVersion !== 1)
    throw new RestoreError("The archive is not a NutriSnap backup this version can read.");
  return { manifest, hashes };
}

function verify(manifest: BackupManifest, hashes: Map<string, string>, staging: string): void {
  const listed = new Set(manifest.files.map((f) => f.path));
  for (const { path: name, sha256 } of manifest.files) {
    if (hashes.get(name) !== sha256)
      throw new RestoreError(`The backup is damaged: ${name} does not match its checksum.`);
  }
  const extra = [...hashes.keys()].find((name) => !listed.has(name));
  if (extra) throw new RestoreError(`The backup holds a file its manifest does not list: ${extra}.`);
  if (!listed.has(DATABASE_NAME)) throw new RestoreError("The backup holds no database.");
  const unknown = manifest.migrations.filter((name) => !(name in knownMigrations));
  if (unknown.length > 0)
    throw new RestoreError(
      `This backup was made by a newer version (${manifest.appVersion}; unknown migrations ${unknown.join(", ")}). Upgrade the server, then restore.`,
    );
  const db = new SqliteDatabase(path.join(staging, DATABASE_NAME), { readonly: true });
  try {
    const result = db.pragma("integrity_check", { simple: true });
    if (result !== "ok") throw new RestoreError(`The backed-up database is damaged: ${String(result)}.`);
  } finally {
    db.close();
  }
}

/** Every file under `folder`, as POSIX paths relative to it. */
function filesUnder(folder: string, prefix = ""): string[] {
  if (!fs.existsSync(folder)) return [];
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return filesUnder(path.join(folder, entry.name), relative);
    return entry.isFile() ? [relative] : [];
  });
}

/** Makes the object store hold exactly the archive's photos: the staged ones in, every other out. */
async function replaceBucketPhotos(bucket: BlobStore, staged: string): Promise<void> {
  const keys = filesUnder(staged);
  const keep = new Set(keys);
  for (const key of keys) await bucket.put(key, fs.readFileSync(path.join(staged, key)));
  for (const entry of await bucket.list("")) if (!keep.has(entry.key)) await bucket.delete(entry.key);
}

export async function restoreBackup(options: {
  file: string;
  dataDir: string;
  force: boolean;
  /** The photo store; into an object store the archive's photos are uploaded (DATA_DIR gets none). */
  photos?: BlobStore;
}): Promise<RestoreSummary> {
  const { dataDir } = options;
  const bucket = options.photos?.kind === "s3" ? options.photos : null;
  if (!fs.existsSync(options.file)) throw new RestoreError(`There is no file ${options.file}.`);
  if (holdsData(dataDir) && !options.force)
    throw new RestoreError(
      `${dataDir} is not empty. Stop the server and pass --force to replace its contents with the backup.`,
    );
  if (bucket && !options.force && (await bucket.list("")).length > 0)
    throw new RestoreError(
      `The photo store ${bucket.where} holds photos. Stop the servers and pass --force to replace them with the backup's.`,
    );
  fs.mkdirSync(dataDir, { recursive: true });
  const staging = path.join(dataDir, `${RESTORE_STAGING_PREFIX}${randomBytes(6).toString("hex")}`);
  fs.mkdirSync(staging);
  try {
    const { manifest, hashes } = await unpack(options.file, staging);
    verify(manifest, hashes, staging);
    // Photos first: if the bucket cannot be reached, DATA_DIR is still as it was.
    if (bucket) {
      const staged = path.join(staging, FILES_PREFIX, PHOTOS_FOLDER);
      await replaceBucketPhotos(bucket, staged);
      fs.rmSync(staged, { recursive: true, force: true });
    }
    // Verified: now replace what is there (journals of the old database included).
    for (const name of fs.readdirSync(dataDir)) {
      if (name === RUNTIME_FOLDER || name.startsWith(RESTORE_STAGING_PREFIX)) continue;
      fs.rmSync(path.join(dataDir, name), { recursive: true, force: true });
    }
    const files = path.join(staging, FILES_PREFIX);
    if (fs.existsSync(files)) {
      for (const name of fs.readdirSync(files)) {
        if (!isSkipped(name)) fs.renameSync(path.join(files, name), path.join(dataDir, name));
      }
    }
    fs.renameSync(path.join(staging, DATABASE_NAME), path.join(dataDir, DATABASE_NAME));
    return { createdAt: manifest.createdAt, appVersion: manifest.appVersion, files: manifest.files.length };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
