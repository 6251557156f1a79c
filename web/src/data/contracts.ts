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
 * zod, then the schemas file by file, each in a chunk of its own (vite.config.ts) and evaluated in
 * a task of its own: together they were the longest task of a signed-in first load on a phone
 * (decision 159). Each file comes after the files it imports, so each step evaluates one file.
 * zod's chunk comes through the module that switches its compiled parsers off (as the page's
 * start-up script does): `import("zod")` would bring the whole library, not what the schemas use.
 */
const steps: (() => Promise<unknown>)[] = [
  () => import("../zodWithoutEval.ts"),
  () => import("@nutrisnap/shared/api/common"),
  () => import("@nutrisnap/shared/api/onboarding"),
  () => import("@nutrisnap/shared/api/goals"),
  () => import("@nutrisnap/shared/api/user"),
  () => import("@nutrisnap/shared/api/weights"),
  () => import("@nutrisnap/shared/api/meals"),
  () => import("@nutrisnap/shared/api/live"),
  () => import("@nutrisnap/shared/api/foods"),
];

async function loadContracts(): Promise<Contracts> {
  for (const step of steps) {
    await step();
    await nextTask();
  }
  return import("@nutrisnap/shared/api");
}

/** The contracts module, loaded once. */
export function contracts(): Promise<Contracts> {
  loading ??= loadContracts();
  return loading;
}

/** A schema picked from the contracts once they are loaded: `(c) => c.mealSchema`. */
export type SchemaOf<T> = (contracts: Contracts) => z.ZodType<T>;

/** The answer of the user routes: `{ user }` or the user alone. */
export const userAnswer: SchemaOf<Contracts["userSchema"]["_output"]> = (c) =>
  c.userResponseSchema.transform((answer) => answer.user).or(c.userSchema);
