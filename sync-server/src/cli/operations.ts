// Server-only: the operations commands of the server and the single binary (`backup`, `restore`).
import { createBackup } from "../backup/backup.ts";
import { restoreBackup } from "../backup/restore.ts";
import { loadConfig, type Config } from "../config.ts";
import { prepareSingleBinary, type SingleBinaryRuntime } from "../sea/singleBinary.ts";

export const OPERATIONS_HELP = `  backup FILE  write a consistent backup (database + photos) to FILE (.tar, or .tar.gz to compress);
               safe while the server runs
  restore FILE [--force]
               restore a backup into DATA_DIR (stop the server first); --force replaces a
               DATA_DIR that holds data`;

/**
 * The configuration for a command that opens the database. The single binary first unpacks its
 * native addons and food database under DATA_DIR (which points FOODS_DB at the unpacked copy).
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
  const summary = await createBackup({
    dataDir: config.dataDir,
    databaseFile: config.databaseFile,
    target: file,
    cleanUpOnSignals: true,
  });
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
  const summary = await restoreBackup({ file, dataDir: config.dataDir, force });
  console.log(
    `Restored the backup of ${summary.createdAt} (version ${summary.appVersion}, ${summary.files} files) into ${config.dataDir}.`,
  );
}
