import type { ReactNode } from "react";
import { cn } from "../../ui/index.ts";
import { foodKind, type FoodKind } from "./foodKind.ts";

// Small drawn icons per food kind (spec §2), with a tinted disc so each kind is told apart.
const paths: Record<FoodKind, ReactNode> = {
  legumes: (
    <>
      <path d="M7 14c-2-1-3-4-1-6s5-1 6 1 4 3 6 2 2 3 0 5-6 2-8 0-2-1-3-2Z" />
      <path d="M9 11c1 1 3 1 4 0" />
    </>
  ),
  nuts: (
    <>
      <path d="M12 3c4 0 7 3 7 8s-3 10-7 10-7-5-7-10 3-8 7-8Z" />
      <path d="M12 3v18M8 8c2 1 6 1 8 0" />
    </>
  ),
  rice: (
    <>
      <path d="M3 11h18a9 9 0 0 1-18 0Z" />
      <path d="M7 8l1-1M11 7l1-2M15 8l1-1M9 10l.5-.5M13 10l.5-.5" />
    </>
  ),
  potato: (
    <>
      <path d="M6 7c3-4 10-4 12 0s2 9-2 11-10 2-12-2 0-6 2-9Z" />
      <path d="M9 10h.01M14 9h.01M12 14h.01" />
    </>
  ),
  pasta: (
    <>
      <path d="M3 12h18a9 9 0 0 1-18 0Z" />
      <path d="M7 12c0-3 2-5 5-5s5 2 5 5M9 12c0-2 1-3 3-3s3 1 3 3M19 3l-4 6" />
    </>
  ),
  bread: (
    <>
      <path d="M5 10c-2 0-2-5 2-6 3-1 7-1 10 0 4 1 4 6 2 6v9a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1Z" />
      <path d="M9 13v3M15 13v3" />
    </>
  ),
  fruit: (
    <>
      <path d="M12 7c-3-2-8-1-8 5s4 9 6 9c1 0 1.5-.5 2-.5s1 .5 2 .5c2 0 6-3 6-9s-5-7-8-5Z" />
      <path d="M12 7c0-2 1-4 3-5" />
    </>
  ),
  other: (
    <>
      <path d="M3 12a9 9 0 0 0 18 0Z" />
      <path d="M3 12h18M12 4v2M8 5l1 2M16 5l-1 2" />
    </>
  ),
};

const tints: Record<FoodKind, string> = {
  legumes: "bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300",
  nuts: "bg-orange-100 text-orange-800 dark:bg-orange-950 dark:text-orange-300",
  rice: "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200",
  potato: "bg-yellow-100 text-yellow-800 dark:bg-yellow-950 dark:text-yellow-300",
  pasta: "bg-amber-50 text-amber-700 dark:bg-amber-950 dark:text-amber-200",
  bread: "bg-orange-50 text-orange-700 dark:bg-orange-950 dark:text-orange-200",
  fruit: "bg-rose-100 text-rose-700 dark:bg-rose-950 dark:text-rose-300",
  other: "bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300",
};

export function FoodIcon({ names, className }: { names: string[]; className?: string }) {
  const kind = foodKind(...names);
  return (
    <span
      className={cn("flex size-11 shrink-0 items-center justify-center rounded-full", tints[kind], className)}
      data-food-kind={kind}
      aria-hidden="true"
    >
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        className="size-6"
      >
        {paths[kind]}
      </svg>
    </span>
  );
}
