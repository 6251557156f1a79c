// Server-only: the operations commands of the server and the single binary (`backup`, `restore`).
import { createBackup } from "../backup/backup.ts";
import { restoreBackup } from "../backup/restore.ts";
import { loadConfig, type Config } from "../config.ts";
import { openPhotoStore } from "../photos/photoStore.ts";
import { migrateDeployment } from "../scale-out/migrateToPostgres.ts";
import { prepareSingleBinary, type SingleBinaryRuntime } from "../sea/singleBinary.ts";

export const OPERATIONS_HELP = `  backup FILE  write a consistent backup (database + photos, from the object store too when
               PHOTO_STORE is set) to FILE (.tar, or .tar.gz to compress); safe while the server runs
  restore FILE [--force]
               restore a backup into DATA_DIR (stop the server first); --force replaces a
               DATA_DIR that holds data
  migrate-to-postgres [--force]
               copy the SQLite DATA_DIR (every table, and its photos into PHOTO_STORE when set)
               into the PostgreSQL at DATABASE_URL, then check the counts (stop the server
               first); safe to run again; --force replaces a database that holds other data`;

/**
 * The configuration for a command that opens the database. The single binary first unpacks its
 * native addons under DATA_DIR.
 */
export function commandConfig(): { config: Config; runtime: SingleBinaryRuntime | null } {
  const runtime = prepareSingleBinary(loadConfig().dataDir);
  return { config: loadConfig(), runtime };
}

const mebibytes = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

/** Backups copy the SQLite DATA_DIR; a PostgreSQL deployment backs up with PostgreSQL's tools. */
function refuseOnPostgres(config: Config, command: string): void {
  if (config.databaseUrl)
    throw new Error(
      `${command} copies a SQLite DATA_DIR, but DATABASE_URL points the server at PostgreSQL: ` +
        "back it up with pg_dump and restore with pg_restore (docs/scaling.md, Backups).",
    );
}

export async function backupCommand(args: string[]): Promise<void> {
  const [file] = args;
  if (!file) throw new Error("Usage: backup FILE");
  const { config } = commandConfig();
  refuseOnPostgres(config, "backup");
  const photos = await openPhotoStore(config.photoStore);
  const summary = await createBackup({
    dataDir: config.dataDir,
    databaseFile: config.databaseFile,
    target: file,
    cleanUpOnSignals: true,
    photos,
  }).finally(() => photos.close());
  console.log(
    `Backup written to ${summary.file} (${mebibytes(summary.bytes)}: database ${mebibytes(summary.databaseBytes)}, ${summary.otherFiles} other files).`,
  );
}

export async function restoreCommand(args: string[]): Promise<void> {
  const force = args.includes("--force");
  const [file] = args.filter((arg) => arg !== "--force");
  if (!file) throw new Error("Usage: restore FILE [--force]");
  const { config } = commandConfig();
  refuseOnPostgres(config, "restore");
  const photos = await openPhotoStore(config.photoStore);
  const summary = await restoreBackup({ file, dataDir: config.dataDir, force, photos }).finally(() =>
    photos.close(),
  );
  const into = photos.kind === "s3" ? `${config.dataDir} (photos into ${photos.where})` : config.dataDir;
  console.log(
    `Restored the backup of ${summary.createdAt} (version ${summary.appVersion}, ${summary.files} files) into ${into}.`,
  );
}

export async function migrateToPostgresCommand(args: string[]): Promise<void> {
  const unknown = args.filter((arg) => arg !== "--force");
  if (unknown.length > 0) throw new Error("Usage: migrate-to-postgres [--force]");
  const { config } = commandConfig();
  const { text } = await migrateDeployment(config, {
    force: args.includes("--force"),
    progress: (line) => console.log(line),
  });
  console.log(text);
  if (!config.twoFactorKey)
    console.log(
      `Two-factor secrets are sealed with the key in ${config.dataDir}/two-factor.key: ` +
        "set TWO_FACTOR_KEY to its contents on every node.",
    );
}
