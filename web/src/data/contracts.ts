// The API contracts (zod and every schema) load on first use, in their own chunk, instead of with
// the app: a screen paints from IndexedDB without them, and the first answer that needs parsing
// (the session check, a pull, a command's validation) brings them in (docs/decisions/034).
import type * as SharedApi from "@nutrisnap/shared/api";
import type { Schema } from "@nutrisnap/shared/validation/fieldErrors";

export type Contracts = typeof SharedApi;

let loading: Promise<Contracts> | null = null;

/** The contracts module, loaded once. */
export function contracts(): Promise<Contracts> {
  loading ??= import("@nutrisnap/shared/api");
  return loading;
}

/** A schema picked from the contracts once they are loaded: `(c) => c.mealSchema`. */
export type SchemaOf<T> = (contracts: Contracts) => Schema<T>;

/** The answer of the user routes: `{ user }` or the user alone. */
export const userAnswer: SchemaOf<SharedApi.User> = (c) => c.userAnswerSchema;
