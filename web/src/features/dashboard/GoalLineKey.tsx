import type { ReactNode } from "react";
import { cn } from "../../ui/index.ts";

/** The key of a chart's dashed goal line: the dash drawn as the chart draws it, then its label. */
interface GoalLineKeyProps {
  className?: string;
  "data-testid"?: string;
  children: ReactNode;
}

export function GoalLineKey({ className, children, ...rest }: GoalLineKeyProps) {
  return (
    <p
      className={cn(
        "flex items-center gap-2 text-xs font-semibold text-amber-800 dark:text-amber-300",
        className,
      )}
      {...rest}
    >
      <svg width="24" height="6" aria-hidden="true" className="shrink-0">
        <line
          x1="0"
          x2="24"
          y1="3"
          y2="3"
          strokeDasharray="6 4"
          strokeWidth={1.5}
          className="stroke-amber-500 dark:stroke-amber-400"
        />
      </svg>
      {children}
    </p>
  );
}
