// The API contracts (zod and every schema) load on first use, in their own chunk, instead of with
// the app: a screen paints from IndexedDB without them, and the first answer that needs parsing
// (the session check, a pull, a command's validation) brings them in (docs/decisions/034).
import type * as SharedApi from "@nutrisnap/shared/api";
import type { Schema } from "@nutrisnap/shared/validation/fieldErrors";

export type Contracts = typeof SharedApi;

let loading: Promise<Contracts> | null = null;

/**
 * The contracts module, loaded once. Its evaluation is one task and its first use (the session
 * answer's parse and what the page does with it) another: the import resolves in the task that
 * evaluated the module, so the answer is handed on from a task of its own (decision 170).
 */
export function contracts(): Promise<Contracts> {
  loading ??= import("@nutrisnap/shared/api").then(
    (module) => new Promise<Contracts>((resolve) => setTimeout(() => resolve(module), 0)),
  );
  return loading;
}

/** A schema picked from the contracts once they are loaded: `(c) => c.mealSchema`. */
export type SchemaOf<T> = (contracts: Contracts) => Schema<T>;

/** The answer of the user routes: `{ user }` or the user alone. */
export const userAnswer: SchemaOf<SharedApi.User> = (c) => c.userAnswerSchema;
