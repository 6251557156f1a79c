/** True when a write broke a unique index: SQLite's constraint code, or PostgreSQL's SQLSTATE 23505. */
export const isUniqueViolation = (error: unknown): boolean =>
  error instanceof Error &&
  "code" in error &&
  (error.code === "SQLITE_CONSTRAINT_UNIQUE" || error.code === "23505");
