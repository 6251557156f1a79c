import type { Context } from "hono";
import type { z } from "zod";
import { fieldErrorsOf } from "@nutrisnap/shared/validation/fieldErrors";
import { ApiError } from "./apiError.ts";

/** Reads a JSON body: malformed JSON is a 400, a body that breaks the contract a 422 with fields. */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  let body: unknown;
  try {
    const text = await c.req.text();
    body = text.trim() === "" ? undefined : JSON.parse(text);
  } catch {
    throw new ApiError(400, "malformedJson");
  }
  return parseWith(schema, body);
}

/** Validates query parameters with a schema of the contract. */
export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return parseWith(schema, c.req.query());
}

export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    const errors = fieldErrorsOf(result.error);
    // A single form-level rule (e.g. the profile's 'all required') is the message itself.
    const first = Object.values(errors)[0]?.[0];
    const key = first === "profileFieldsRequired" || first === "invalidLocale" ? first : "checkInput";
    throw new ApiError(422, key, { errors });
  }
  return result.data;
}
