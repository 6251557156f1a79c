import { cn, focusRing } from "../ui/index.ts";

/** A row of the sidebar or drawer (link or button); `compact` is the 64 px icon-only sidebar. */
export function navItemClasses(compact: boolean): string {
  return cn(
    "flex h-10 w-full items-center gap-3 rounded-lg text-sm font-medium text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-900",
    "dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white",
    "data-[status=active]:bg-brand-50 data-[status=active]:text-brand-800 dark:data-[status=active]:bg-brand-950 dark:data-[status=active]:text-brand-300",
    compact ? "justify-center" : "px-3",
    focusRing,
  );
}
