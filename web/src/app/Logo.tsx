import { Link } from "@tanstack/react-router";
import { cn, focusRing, LeafIcon } from "../ui/index.ts";

/** The product mark; links home. `compact` shows only the icon (collapsed sidebar). */
export function Logo({
  to = "/",
  compact = false,
  wordmarkClassName,
}: {
  to?: "/" | "/dashboard";
  compact?: boolean;
  /** Classes of the wordmark, e.g. to hide it on phones (the link keeps its name). */
  wordmarkClassName?: string;
}) {
  return (
    <Link
      to={to}
      className={cn("inline-flex items-center gap-2 rounded-lg font-bold tracking-tight", focusRing)}
      aria-label={compact || wordmarkClassName ? "NutriSnap" : undefined}
    >
      <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-brand-700 text-white dark:bg-brand-500 dark:text-slate-950">
        <LeafIcon className="size-5" />
      </span>
      {!compact && (
        <span className={cn("text-lg text-slate-900 dark:text-white", wordmarkClassName)}>NutriSnap</span>
      )}
    </Link>
  );
}
