import { Migrator, sql, type Migration, type MigrationProvider, type MigrationResultSet } from "kysely";
import { engineOf, type Database } from "./database.ts";
import { migrations } from "./migrations/index.ts";
import { applyPreparedSchema, type PreparedSchema } from "./preparedSchema.ts";

/** Migrations are listed statically so a bundled server or single binary carries them. */
class StaticMigrationProvider implements MigrationProvider {
  constructor(private readonly list: Record<string, Migration>) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    return this.list;
  }
}

export class MigrationError extends Error {}

/**
 * Brings the database to the latest schema. A database written by a newer version (it holds a
 * migration this build does not know) is refused rather than guessed at.
 */
export async function migrateToLatest(
  db: Database,
  options: {
    /**
     * The schema all migrations leave (the single binary carries one, docs/decisions/178): an empty
     * SQLite database is created from it in one transaction instead of migration by migration.
     */
    prepared?: PreparedSchema | null;
  } = {},
): Promise<string[]> {
  if (options.prepared && engineOf(db) === "sqlite") {
    const applied = await applyPreparedSchema(db, options.prepared, Object.keys(migrations));
    if (applied) return applied;
  }
  // On PostgreSQL the migration tables are named in the connection's own schema: unnamed, Kysely
  // would take another schema's tables (of another deployment sharing the database) for ours.
  const migrationTableSchema =
    engineOf(db) === "postgres"
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({
    db,
    provider: new StaticMigrationProvider(migrations),
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
  const { error, results }: MigrationResultSet = await migrator.migrateToLatest();
  if (error) {
    const text = error instanceof Error ? error.message : String(error);
    const newer = /previously executed migration .* is missing/i.test(text);
    throw new MigrationError(
      newer
        ? `This database was written by a newer version of the server (${text}). Upgrade the server or restore a backup.`
        : `Database migration failed: ${text}`,
    );
  }
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
