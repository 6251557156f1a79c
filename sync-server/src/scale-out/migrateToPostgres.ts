// Moving up (issue 17): copies a SQLite deployment (every table of DATA_DIR's database, and its
// photo files) into PostgreSQL and, when PHOTO_STORE names one, the object store. The rows keep
// their ids and sequence numbers; the copy is one PostgreSQL transaction, checked by counting; a
// second run copies nothing twice (docs/decisions/120).
import fs from "node:fs";
import path from "node:path";
import type { SqliteDatabase } from "../db/sqliteDriver.ts";
import { sql, type Transaction } from "kysely";
import type { Config } from "../config.ts";
import { openDatabase, openPostgres, type Database, type OpenedDatabase } from "../db/database.ts";
import { migrateToLatest } from "../db/migrator.ts";
import type { DB } from "../db/schema.ts";
import { contentTypeOf, type BlobEntry, type BlobStore } from "../photos/blobStore.ts";
import { createFsBlobStore } from "../photos/fsBlobStore.ts";
import { openPhotoStore } from "../photos/photoStore.ts";

/** Kysely's own bookkeeping: the target's comes from migrating it, never from the source. */
const SKIPPED_TABLES = /^(sqlite_|kysely_migration)/;
/** The row in server_meta that records a finished copy (it is not counted as the source's data). */
export const COPY_MARKER = "copied_from_sqlite";
/** Rows per INSERT: PostgreSQL takes at most 65535 parameters in one statement. */
const MAX_PARAMETERS = 30_000;
const MAX_ROWS = 500;

export class MigrateError extends Error {}

export interface TableCount {
  table: string;
  sqlite: number;
  postgres: number;
}

export interface MigrateSummary {
  /** False when PostgreSQL already held this copy: nothing was written. */
  copiedRows: boolean;
  /** When the copy was made (now, or by the earlier run). */
  copiedAt: string;
  tables: TableCount[];
  photos: {
    /** Photo files under DATA_DIR/photos. */
    files: number;
    /** Uploaded now; null when the photos stay in DATA_DIR (no object store named). */
    copied: number | null;
    /** Already in the object store with the same size. */
    alreadyThere: number;
    /** The object store's address, or null. */
    store: string | null;
  };
}

export interface MigrateOptions {
  /** The SQLite database, already brought to the latest schema. */
  sqlite: SqliteDatabase;
  /** The PostgreSQL database, already brought to the latest schema. */
  postgres: OpenedDatabase;
  /** DATA_DIR/photos as a store. */
  photoFiles: BlobStore;
  /** The object store to copy the photos into; null leaves them in DATA_DIR. */
  photoStore: BlobStore | null;
  /** Replace whatever PostgreSQL holds. */
  force: boolean;
  /** The SQLite file's name, recorded with the copy for later runs' messages. */
  source?: string;
  progress?: (line: string) => void;
}

const quote = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/** The source's tables, each after the tables its foreign keys point at. */
export function tablesInCopyOrder(sqlite: SqliteDatabase): string[] {
  const names = (
    sqlite.prepare("select name from sqlite_master where type = 'table' order by name").all() as {
      name: string;
    }[]
  )
    .map((row) => row.name)
    .filter((name) => !SKIPPED_TABLES.test(name));
  const parents = new Map(
    names.map((name) => [
      name,
      (sqlite.pragma(`foreign_key_list(${quote(name)})`) as { table: string }[])
        .map((key) => key.table)
        .filter((parent) => parent !== name),
    ]),
  );
  const ordered: string[] = [];
  const visit = (name: string, path: string[]): void => {
    if (ordered.includes(name)) return;
    if (path.includes(name))
      throw new MigrateError(`Foreign keys form a cycle: ${[...path, name].join(" → ")}`);
    for (const parent of parents.get(name) ?? []) visit(parent, [...path, name]);
    ordered.push(name);
  };
  for (const name of names) visit(name, []);
  return ordered;
}

const sqliteCount = (sqlite: SqliteDatabase, table: string): number =>
  (sqlite.prepare(`select count(*) as n from ${quote(table)}`).get() as { n: number }).n;

async function postgresCount(db: Database | Transaction<DB>, table: string): Promise<number> {
  const filter = table === "server_meta" ? sql` where key <> ${COPY_MARKER}` : sql``;
  const result = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}${filter}`.execute(db);
  return Number(result.rows[0]?.n ?? 0);
}

async function postgresTables(db: Database): Promise<Set<string>> {
  const result = await sql<{ name: string }>`
    select table_name as name from information_schema.tables where table_schema = current_schema()
  `.execute(db);
  return new Set(result.rows.map((row) => row.name));
}

interface CopyMarker {
  copiedAt: string;
  source?: string;
  counts: Record<string, number>;
}

async function readMarker(db: Database): Promise<CopyMarker | null> {
  const row = await db
    .selectFrom("server_meta")
    .select("value")
    .where("key", "=", COPY_MARKER)
    .executeTakeFirst();
  return row ? (JSON.parse(row.value) as CopyMarker) : null;
}

/** Copies one table in pages by rowid, so a large table never sits in memory whole. */
async function copyTable(sqlite: SqliteDatabase, trx: Transaction<DB>, table: string): Promise<void> {
  const columns = (sqlite.pragma(`table_info(${quote(table)})`) as { name: string }[]).map((c) => c.name);
  const pageSize = Math.max(1, Math.min(MAX_ROWS, Math.floor(MAX_PARAMETERS / columns.length)));
  const page = sqlite.prepare(
    `select rowid as "__rowid", ${columns.map(quote).join(", ")} from ${quote(table)} where rowid > ? order by rowid limit ?`,
  );
  let after = Number.MIN_SAFE_INTEGER;
  for (;;) {
    const rows = page.all(after, pageSize) as Record<string, unknown>[];
    if (rows.length === 0) return;
    after = rows[rows.length - 1]!.__rowid as number;
    const values = rows.map((row) => sql`(${sql.join(columns.map((column) => row[column]))})`);
    await sql`insert into ${sql.table(table)} (${sql.join(columns.map((column) => sql.ref(column)))}) values ${sql.join(values)}`.execute(
      trx,
    );
  }
}

/** Uploads every photo file the store lacks (or holds with another size); answers the counts. */
async function copyPhotos(
  files: BlobEntry[],
  from: BlobStore,
  to: BlobStore,
  progress: (line: string) => void,
): Promise<{ copied: number; alreadyThere: number }> {
  const present = new Map((await to.list("")).map((entry) => [entry.key, entry.size]));
  const missing = files.filter((file) => present.get(file.key) !== file.size);
  let next = 0;
  let copied = 0;
  const worker = async (): Promise<void> => {
    while (next < missing.length) {
      const file = missing[next++]!;
      const bytes = await from.get(file.key);
      if (!bytes)
        throw new MigrateError(`The photo file ${file.key} vanished while copying: is the server running?`);
      await to.put(file.key, bytes, contentTypeOf(file.key));
      copied += 1;
      if (copied % 500 === 0) progress(`  ${copied} of ${missing.length} photo files copied`);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return { copied, alreadyThere: files.length - missing.length };
}

/** Photo files under DATA_DIR/photos; unfinished writes (`.tmp/`) are not photos. */
async function photoFilesOf(store: BlobStore): Promise<BlobEntry[]> {
  return (await store.list("")).filter((entry) => !entry.key.startsWith(".tmp/"));
}

export async function migrateToPostgres(options: MigrateOptions): Promise<MigrateSummary> {
  const { sqlite, postgres, force } = options;
  const progress = options.progress ?? (() => {});
  const db = postgres.db;
  const tables = tablesInCopyOrder(sqlite);
  const targetTables = await postgresTables(db);
  const unknown = tables.filter((table) => !targetTables.has(table));
  if (unknown.length > 0)
    throw new MigrateError(
      `PostgreSQL has no table ${unknown.join(", ")}: the SQLite database holds tables this version does not know.`,
    );

  // One read transaction: every table is read from the same moment, even if a server still writes.
  sqlite.exec("begin");
  try {
    const sourceCounts = Object.fromEntries(tables.map((table) => [table, sqliteCount(sqlite, table)]));
    const marker = await readMarker(db);
    const targetCounts: Record<string, number> = {};
    for (const table of tables) targetCounts[table] = await postgresCount(db, table);
    const sameAsSource = tables.every((table) => targetCounts[table] === sourceCounts[table]);
    const holdsData = (targetCounts.users ?? 0) > 0 || (targetCounts.early_access ?? 0) > 0;

    let copiedRows = false;
    let copiedAt: string;
    if (marker && sameAsSource && !force) {
      copiedAt = marker.copiedAt;
    } else {
      if (holdsData && !force)
        throw new MigrateError(
          marker
            ? `PostgreSQL holds a copy of ${marker.source ?? "a SQLite database"} made ${marker.copiedAt}, ` +
                "and the SQLite data here differs from it (changed since, or another deployment): " +
                `${tables
                  .filter((table) => targetCounts[table] !== sourceCounts[table])
                  .map((table) => `${table}: ${sourceCounts[table]} here, ${targetCounts[table]} there`)
                  .join("; ")}. Run again with --force to replace it with a fresh copy of this one.`
            : `PostgreSQL already holds data (${targetCounts.users} users): it is not a copy of this DATA_DIR. ` +
                "Point DATABASE_URL at an empty database, or run again with --force to replace everything in it.",
        );
      copiedAt = new Date().toISOString();
      await db.transaction().execute(async (trx) => {
        // A node started before the move leaves rows of its own (its photo signing secret, rate
        // limits): the copy replaces them, like everything else --force replaces.
        for (const table of [...tables].reverse()) await sql`delete from ${sql.table(table)}`.execute(trx);
        for (const table of tables) {
          if (sourceCounts[table]! > 10_000) progress(`Copying ${table} (${sourceCounts[table]} rows)...`);
          await copyTable(sqlite, trx, table);
        }
        const copied: Record<string, number> = {};
        for (const table of tables) copied[table] = await postgresCount(trx, table);
        const wrong = tables.filter((table) => copied[table] !== sourceCounts[table]);
        if (wrong.length > 0)
          throw new MigrateError(
            `The copy does not add up (${wrong.map((t) => `${t}: ${sourceCounts[t]} rows in SQLite, ${copied[t]} in PostgreSQL`).join("; ")}); nothing was kept.`,
          );
        const record: CopyMarker = { copiedAt, source: options.source, counts: sourceCounts };
        await trx
          .insertInto("server_meta")
          .values({ key: COPY_MARKER, value: JSON.stringify(record) })
          .execute();
      });
      copiedRows = true;
    }

    const counts: TableCount[] = [];
    for (const table of tables)
      counts.push({ table, sqlite: sourceCounts[table]!, postgres: await postgresCount(db, table) });
    const wrong = counts.filter((count) => count.sqlite !== count.postgres);
    if (wrong.length > 0)
      throw new MigrateError(`Row counts differ after the copy: ${wrong.map((c) => c.table).join(", ")}.`);

    const files = await photoFilesOf(options.photoFiles);
    let photos: MigrateSummary["photos"] = {
      files: files.length,
      copied: null,
      alreadyThere: 0,
      store: null,
    };
    if (options.photoStore) {
      const result = await copyPhotos(files, options.photoFiles, options.photoStore, progress);
      const inStore = new Map((await options.photoStore.list("")).map((entry) => [entry.key, entry.size]));
      const absent = files.filter((file) => inStore.get(file.key) !== file.size);
      if (absent.length > 0)
        throw new MigrateError(
          `${absent.length} photo files are not in ${options.photoStore.where} after the copy (first: ${absent[0]!.key}).`,
        );
      photos = { ...photos, ...result, store: options.photoStore.where };
    }
    return { copiedRows, copiedAt, tables: counts, photos };
  } finally {
    sqlite.exec("commit");
  }
}

/** The summary as the command prints it. */
export function describeMigration(
  summary: MigrateSummary,
  where: { sqlite: string; postgres: string },
): string {
  const width = Math.max(...summary.tables.map((count) => count.table.length), 5);
  const lines = [
    summary.copiedRows
      ? `Copied ${where.sqlite} into PostgreSQL at ${where.postgres}:`
      : `Nothing copied: PostgreSQL at ${where.postgres} already holds the copy of ${where.sqlite} made ${summary.copiedAt}, and the row counts match:`,
    `  ${"table".padEnd(width)}  ${"SQLite".padStart(8)}  ${"PostgreSQL".padStart(10)}`,
    ...summary.tables.map(
      (count) =>
        `  ${count.table.padEnd(width)}  ${String(count.sqlite).padStart(8)}  ${String(count.postgres).padStart(10)}`,
    ),
  ];
  const { photos } = summary;
  if (photos.store === null)
    lines.push(
      `Photos: ${photos.files} files stay under DATA_DIR/photos (PHOTO_STORE is not set): every node must mount that folder.`,
    );
  else
    lines.push(
      photos.copied === 0
        ? `Photos: all ${photos.files} files were already in ${photos.store}; none copied.`
        : `Photos: ${photos.copied} files copied into ${photos.store}, ${photos.alreadyThere} already there; all ${photos.files} are in the store.`,
    );
  return lines.join("\n");
}

/** DATABASE_URL without its password, for messages. */
function describeUrl(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`;
}

/**
 * The command: the SQLite database and photo folder under DATA_DIR into DATABASE_URL's PostgreSQL
 * and PHOTO_STORE's bucket (when set), both migrated to the latest schema first. Answers the summary
 * and the text to print.
 */
export async function migrateDeployment(
  config: Config,
  options: { force: boolean; progress?: (line: string) => void },
): Promise<{ summary: MigrateSummary; text: string }> {
  if (!config.databaseUrl)
    throw new MigrateError(
      "Set DATABASE_URL to the PostgreSQL database to copy into (postgres://user:password@host:5432/nutrisnap).",
    );
  if (!fs.existsSync(config.databaseFile))
    throw new MigrateError(
      `There is no SQLite database at ${config.databaseFile}: set DATA_DIR to the folder the SQLite server used.`,
    );
  const source = openDatabase(config.databaseFile);
  const target = await openPostgres(config.databaseUrl, { max: 2 }).catch(async (error: unknown) => {
    await source.close();
    throw error;
  });
  const photoFiles = createFsBlobStore(path.join(config.dataDir, "photos"));
  let photoStore: BlobStore | null = null;
  try {
    // Both to this version's schema, so their tables and columns are the same.
    await migrateToLatest(source.db);
    await migrateToLatest(target.db);
    if (config.photoStore.kind === "s3") photoStore = await openPhotoStore(config.photoStore);
    const summary = await migrateToPostgres({
      sqlite: source.sqlite!,
      postgres: target,
      photoFiles,
      photoStore,
      force: options.force,
      source: config.databaseFile,
      progress: options.progress,
    });
    const text = describeMigration(summary, {
      sqlite: config.databaseFile,
      postgres: describeUrl(config.databaseUrl),
    });
    return { summary, text };
  } finally {
    photoStore?.close();
    photoFiles.close();
    await target.close();
    await source.close();
  }
}
