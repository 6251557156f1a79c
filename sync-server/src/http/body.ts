import type { Context } from "hono";
import type { z } from "zod/mini";
import { fieldErrorsOf, type Schema } from "@nutrisnap/shared/validation/fieldErrors";
import { ApiError } from "./apiError.ts";

/** A UTF-16 surrogate without its pair: JSON's \\ud800 escape can carry one; text cannot hold it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Reads a JSON body: malformed JSON is a 400, a body that breaks the contract a 422 with fields. */
export async function readJson<S extends Schema>(c: Context, schema: S): Promise<z.output<S>> {
  let body: unknown;
  let broken: string | null = null;
  try {
    const text = await c.req.text();
    body =
      text.trim() === ""
        ? undefined
        : JSON.parse(text, (key, value: unknown) => {
            // Stored, a lone surrogate would become replacement characters: refuse it instead.
            if (LONE_SURROGATE.test(key) || (typeof value === "string" && LONE_SURROGATE.test(value))) {
              broken ??= key || "_";
            }
            return value;
          });
  } catch {
    throw new ApiError(400, "malformedJson");
  }
  if (broken !== null) throw new ApiError(422, "checkInput", { errors: { [broken]: ["invalidType"] } });
  return parseWith(schema, body);
}

/** Validates query parameters with a schema of the contract. */
export function readQuery<S extends Schema>(c: Context, schema: S): z.output<S> {
  return parseWith(schema, c.req.query());
}

export function parseWith<S extends Schema>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    const errors = fieldErrorsOf(result.error);
    // A single form-level rule (e.g. the profile's 'all required') is the message itself.
    const first = Object.values(errors)[0]?.[0];
    const key = first === "profileFieldsRequired" || first === "invalidLocale" ? first : "checkInput";
    throw new ApiError(422, key, { errors });
  }
  return result.data as z.output<S>;
}
