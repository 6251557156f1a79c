import type { z } from "zod/mini";
import { isMessageKey, type MessageKey } from "./messageKeys.ts";

/** Per-field message keys, the shape of the API's `errors` object before translation. */
export type FieldErrors = Record<string, MessageKey[]>;

/**
 * A schema that parses: the contracts' (zod/mini, decision 169) and the server's own (classic zod)
 * alike; both are zod's core schemas with `safeParse`.
 */
export type Schema<T = unknown> = z.core.$ZodType<T> & {
  safeParse(input: unknown): { success: true; data: T } | { success: false; error: z.core.$ZodError };
};

export type Validated<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

const keyOf = (issue: z.core.$ZodIssue): MessageKey => {
  if (issue.code === "unrecognized_keys") return "unknownField";
  if (issue.code === "invalid_value") return isMessageKey(issue.message) ? issue.message : "invalidChoice";
  return isMessageKey(issue.message) ? issue.message : "invalidType";
};

/** Turns zod issues into `{ field: [key, ...] }`; issues without a path land under `_`. */
export function fieldErrorsOf(error: z.core.$ZodError): FieldErrors {
  // A Map, not an object: a client's keys such as "constructor" or "__proto__" are field names
  // here, never the prototype's (issue 12, finding 7).
  const errors = new Map<string, MessageKey[]>();
  for (const issue of error.issues) {
    const fields =
      issue.code === "unrecognized_keys"
        ? issue.keys.map((key) => [...issue.path, key].join("."))
        : [issue.path.length > 0 ? issue.path.map(String).join(".") : "_"];
    for (const field of fields) {
      const list = errors.get(field) ?? [];
      errors.set(field, list);
      const key = keyOf(issue);
      if (!list.includes(key)) list.push(key);
    }
  }
  return Object.fromEntries(errors);
}

/** Validates input against a schema of the contract and answers data or per-field message keys. */
export function validate<S extends Schema>(schema: S, input: unknown): Validated<z.output<S>> {
  const result = schema.safeParse(input);
  return result.success
    ? { ok: true, data: result.data as z.output<S> }
    : { ok: false, errors: fieldErrorsOf(result.error) };
}

/** The first key for each field: what a form shows under the field. */
export function firstErrors(errors: FieldErrors): Partial<Record<string, MessageKey>> {
  return Object.fromEntries(Object.entries(errors).map(([field, keys]) => [field, keys[0]]));
}
