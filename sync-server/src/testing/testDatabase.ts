// The database a test server runs on: SQLite under its DATA_DIR, or, when TEST_DATABASE_URL names a
// PostgreSQL server (scripts/with-postgres.mjs sets it), a fresh schema of that database for each
// test server, dropped when the server closes for good (docs/decisions/091).
import { randomBytes } from "node:crypto";
import pg from "pg";

/** The PostgreSQL server the tests run on, or undefined for SQLite. */
export const testDatabaseUrl: string | undefined = process.env.TEST_DATABASE_URL || undefined;

export const onPostgres = testDatabaseUrl !== undefined;

/** A connection string whose connections see only `schema` (its search path). */
function urlForSchema(base: string, schema: string): string {
  const url = new URL(base);
  url.searchParams.set("options", `-c search_path=${schema}`);
  return url.toString();
}

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export interface TestSchema {
  url: string;
  drop(): Promise<void>;
}

/** A new empty schema on the test PostgreSQL, with the connection string that lands in it. */
export async function createTestSchema(): Promise<TestSchema> {
  if (!testDatabaseUrl) throw new Error("TEST_DATABASE_URL is not set");
  const schema = `test_${randomBytes(8).toString("hex")}`;
  await withAdmin((client) => client.query(`create schema ${schema}`));
  return {
    url: urlForSchema(testDatabaseUrl, schema),
    drop: () => withAdmin((client) => client.query(`drop schema if exists ${schema} cascade`)).then(() => {}),
  };
}
