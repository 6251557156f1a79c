import { z } from "zod/mini";
import { LOCALES } from "../constants.ts";
import { inYearRange } from "../dates.ts";

/** The JSON error shape of every failure (ARCHITECTURE, API conventions). */
export const errorResponseSchema = z.object({
  message: z.string(),
  code: z.optional(z.string()),
  errors: z.optional(z.record(z.string(), z.array(z.string()))),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** An answer that may carry a message (the password change's). */
export const optionalMessageResponseSchema = z.object({ message: z.optional(z.string()) });

export const localeSchema = z.enum(LOCALES, { error: "invalidLocale" });

export const idSchema = z.uuid({ error: "invalidId" });

/** ISO 8601 instant in UTC, e.g. 2026-11-21T08:30:00.000Z, in the years 1900 to 2999. */
export const instantSchema = z.iso.datetime({ offset: true }).check(z.refine(inYearRange, "invalidDate"));

/** A local calendar day, YYYY-MM-DD, in the years 1900 to 2999. */
export const daySchema = z.iso.date({ error: "invalidDate" }).check(z.refine(inYearRange, "invalidDate"));

/** A string field: missing (or null) is 'required', any other type 'invalidType'. */
export const requiredString = () =>
  z.string({
    error: (issue) => (issue.input === undefined || issue.input === null ? "required" : "invalidType"),
  });

export const emailSchema = z.pipe(
  requiredString().check(z.trim(), z.minLength(1, "required"), z.maxLength(254, "invalidEmail")),
  z.email({ error: "invalidEmail" }),
);

/** Required numbers arrive as numbers; forms send numbers, never strings (spec §5). */
export const requiredNumber = (key: "ageRange" | "heightRange" | "weightRange", min: number, max: number) =>
  z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null ? "required" : key) })
    .check(z.gte(min, key), z.lte(max, key));
