import { cn } from "./cn.ts";

/** A grey placeholder with the shape of content that is still loading; hidden from screen readers. */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cn("animate-pulse rounded-md bg-slate-200 dark:bg-slate-800", className)}
    />
  );
}
