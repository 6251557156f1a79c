// Queries of a fixed shape, built and compiled once per database and run with each call's values.
// Kysely builds an immutable tree for every query and compiles it to SQL on every run: on the
// calls every request makes (the session, a page of meals) that was a tenth of the server's CPU,
// more than SQLite's own work for a short read.
import type { Compilable, CompiledQuery } from "kysely";
import type { Database } from "./database.ts";

/** What `build` puts where a value goes: a string no caller sends (it starts with a NUL). */
const MARK = "\u0000reusable:";

interface Compiled {
  query: CompiledQuery;
  /** For each compiled parameter, the name of the value that goes there (null: a constant). */
  slots: (string | null)[];
}

const compiledByDatabase = new WeakMap<Database, Map<string, Compiled>>();

/**
 * Runs the query `build` makes, with `values` in the places `build` asked for by name (`value`
 * gives a marker the compiled query's parameters are searched for). `key`
 * names the query's shape: the same key must always build the same query (values aside). Each
 * value must be a parameter as it is (not inside an expression such as `like '%' || ?`), and every
 * value must be used; `compile` throws otherwise, so a wrong build fails on its first run.
 */
export async function runReusable<Row, Values extends Record<string, unknown>>(
  db: Database,
  key: string,
  values: Values,
  build: (value: (name: string) => never) => Compilable<Row>,
): Promise<Row[]> {
  let byKey = compiledByDatabase.get(db);
  if (!byKey) {
    byKey = new Map();
    compiledByDatabase.set(db, byKey);
  }
  let compiled = byKey.get(key);
  if (!compiled) {
    compiled = compile(build, Object.keys(values));
    byKey.set(key, compiled);
  }
  const { query, slots } = compiled;
  const parameters = slots.map((name, i) => (name === null ? query.parameters[i] : values[name]));
  const result = await db.executeQuery<Row>({ ...query, parameters } as CompiledQuery<Row>);
  return result.rows;
}

function compile<Row>(build: (value: <T>(name: string) => T) => Compilable<Row>, names: string[]): Compiled {
  const query = build(<T>(name: string) => `${MARK}${name}` as T).compile() as CompiledQuery;
  const slots = query.parameters.map((parameter) => {
    if (typeof parameter !== "string" || !parameter.includes(MARK)) return null;
    if (!parameter.startsWith(MARK) || !names.includes(parameter.slice(MARK.length)))
      throw new Error(`A reusable query's value must be a whole parameter: ${JSON.stringify(parameter)}`);
    return parameter.slice(MARK.length);
  });
  const unused = names.filter((name) => !slots.includes(name));
  if (unused.length > 0) throw new Error(`A reusable query does not use: ${unused.join(", ")}`);
  return { query, slots };
}
