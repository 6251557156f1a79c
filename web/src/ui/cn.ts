/** Joins class names, skipping the falsy ones, so conditional Tailwind classes read as one list. */
export function cn(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(" ");
}

/** The visible keyboard focus ring every control shares (AA against both themes' backgrounds). */
export const focusRing =
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 dark:focus-visible:outline-brand-400";
