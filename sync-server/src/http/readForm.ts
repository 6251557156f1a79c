import type { Context } from "hono";
import type { z } from "zod/mini";
import type { Schema } from "@nutrisnap/shared/validation/fieldErrors";
import { ApiError } from "./apiError.ts";
import { readJson } from "./body.ts";

/**
 * readJson for forms whose client shows only the answer's `message` (spec §7: the password change
 * "shows response data message"): the first field problem becomes the message itself.
 */
export async function readForm<S extends Schema>(c: Context, schema: S): Promise<z.output<S>> {
  try {
    return await readJson(c, schema);
  } catch (error) {
    const first = error instanceof ApiError ? Object.values(error.options.errors ?? {})[0]?.[0] : undefined;
    if (error instanceof ApiError && error.status === 422 && first) {
      throw new ApiError(422, first, error.options);
    }
    throw error;
  }
}
