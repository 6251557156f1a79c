/**
 * The database's tables as Kysely sees them. Each migration that adds or changes a table updates
 * this file in the same commit.
 */
export interface ServerMetaTable {
  key: string;
  value: string;
}

export interface DB {
  server_meta: ServerMetaTable;
}
