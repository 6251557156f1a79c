// The API contracts (zod and every schema) load on first use, in their own chunk, instead of with
// the app: a screen paints from IndexedDB without them, and the first answer that needs parsing
// (the session check, a pull, a command's validation) brings them in (docs/decisions/034).
import type * as SharedApi from "@nutrisnap/shared/api";
import type { z } from "zod";

export type Contracts = typeof SharedApi;

let loading: Promise<Contracts> | null = null;

/** A task of its own for what follows (a timer, not a microtask). */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * The contracts module, loaded once. zod first, then the schemas, each evaluated in a task of its
 * own: together they were the longest task of a signed-in first load on a phone (decision 159).
 */
export function contracts(): Promise<Contracts> {
  // zod's own chunk, through the module that switches its compiled parsers off (as the page's
  // start-up script does): `import("zod")` would bring the whole library, not what the schemas use.
  loading ??= import("../zodWithoutEval.ts").then(nextTask).then(() => import("@nutrisnap/shared/api"));
  return loading;
}

/** A schema picked from the contracts once they are loaded: `(c) => c.mealSchema`. */
export type SchemaOf<T> = (contracts: Contracts) => z.ZodType<T>;

/** The answer of the user routes: `{ user }` or the user alone. */
export const userAnswer: SchemaOf<Contracts["userSchema"]["_output"]> = (c) =>
  c.userResponseSchema.transform((answer) => answer.user).or(c.userSchema);
