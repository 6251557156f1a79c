import { cn } from "./cn.ts";

/**
 * A grey placeholder with the shape of content that is still loading; hidden from screen readers.
 * It starts to pulse only after 2 s on screen (decision 194).
 */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cn("animate-pulse-late rounded-md bg-slate-200 dark:bg-slate-800", className)}
    />
  );
}
